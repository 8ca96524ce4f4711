/**
 * The service a step talks to. With `base-url` set it is that remote service; with it
 * empty it is the reference service started in-process on loopback (the embedded
 * default), on a SQLite file under RUNNER_TEMP that pre, main and post share. Either
 * way the step gets the same typed client, so both go through one code path.
 */
import * as core from '@actions/core';
import { createClient, type PageSelectorClient, type RetryEvent } from '../client/index.ts';
import { startEmbeddedService } from '../service/embedded.ts';
import type { ActionInputs } from './inputs.ts';
import { workDir } from './paths.ts';

export interface ServiceConnection {
  client: PageSelectorClient;
  /**
   * The address later steps and the report may name: the service's, or '' for the embedded
   * default, whose loopback port lives only as long as this step.
   */
  sharedBaseUrl: string;
  /** Closes the client, and the embedded service when there is one. */
  close(): Promise<void>;
}

export async function connect(inputs: Pick<ActionInputs, 'baseUrl' | 'token'>): Promise<ServiceConnection> {
  if (inputs.baseUrl !== '') {
    const client = createClient({ baseUrl: inputs.baseUrl, token: inputs.token, onRetry: logRetry });
    return { client, sharedBaseUrl: client.baseUrl, close: () => client.close() };
  }

  // The SQLite file and token under RUNNER_TEMP are shared by pre, main and post.
  const service = await startEmbeddedService({ dir: workDir() });
  // The embedded token lives in a file under RUNNER_TEMP; keep it out of the log all the same.
  core.setSecret(service.token);
  const client = createClient({ baseUrl: service.url, token: service.token, onRetry: logRetry });
  return {
    client,
    sharedBaseUrl: '',
    close: async () => {
      await client.close();
      await service.close();
    },
  };
}

function logRetry(event: RetryEvent): void {
  core.info(`retrying ${event.method} ${event.path} in ${event.delayMs} ms (try ${event.attempt} failed: ${event.reason})`);
}
