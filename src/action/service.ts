/**
 * The service a step talks to. With `base-url` set it is that remote service; with it
 * empty it is the reference service started in-process on loopback (the embedded
 * default), on a SQLite file under RUNNER_TEMP that pre, main and post share. Either
 * way the step gets the same typed client, so both go through one code path.
 */
import * as core from '@actions/core';
import { createClient, type PageSelectorClient } from '../client/index.ts';
import { startEmbeddedService } from '../service/embedded.ts';
import type { ActionInputs } from './inputs.ts';
import { workDir } from './paths.ts';

export interface ServiceConnection {
  client: PageSelectorClient;
  /** The address the client talks to (for the embedded default, a loopback port of this step only). */
  baseUrl: string;
  embedded: boolean;
  /** Closes the client, and the embedded service when there is one. */
  close(): Promise<void>;
}

export async function connect(inputs: Pick<ActionInputs, 'baseUrl' | 'token'>): Promise<ServiceConnection> {
  if (inputs.baseUrl !== '') {
    const client = createClient({ baseUrl: inputs.baseUrl, token: inputs.token, onRetry: logRetry });
    return { client, baseUrl: client.baseUrl, embedded: false, close: () => client.close() };
  }

  const service = await startEmbeddedService({ dir: embeddedDir() });
  // The embedded token lives in a file under RUNNER_TEMP; keep it out of the log all the same.
  core.setSecret(service.token);
  const client = createClient({ baseUrl: service.url, token: service.token, onRetry: logRetry });
  return {
    client,
    baseUrl: client.baseUrl,
    embedded: true,
    close: async () => {
      await client.close();
      await service.close();
    },
  };
}

/** Where the embedded default keeps its SQLite file and token, shared by pre, main and post. */
export function embeddedDir(): string {
  return workDir();
}

function logRetry(event: { method: string; path: string; attempt: number; delayMs: number; reason: string }): void {
  core.info(`retrying ${event.method} ${event.path} in ${event.delayMs} ms (try ${event.attempt} failed: ${event.reason})`);
}
