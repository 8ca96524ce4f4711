/**
 * The service a step talks to (src/client/connect.ts): with `base-url` set that remote
 * service, with it empty the embedded default on a SQLite file under RUNNER_TEMP that pre,
 * main and post share. What is left here needs @actions/core: masking and logging.
 */
import * as core from '@actions/core';
import { connectService, type RetryEvent, type ServiceConnection } from '../client/index.ts';
import type { ActionInputs } from './inputs.ts';
import { workDir } from './paths.ts';

export function connect(inputs: Pick<ActionInputs, 'baseUrl' | 'token'>): Promise<ServiceConnection> {
  return connectService({
    baseUrl: inputs.baseUrl,
    token: inputs.token,
    embeddedDir: workDir(),
    onRetry: logRetry,
    // The embedded token lives in a file under RUNNER_TEMP; keep it out of the log all the same.
    onEmbeddedToken: (token) => core.setSecret(token),
  });
}

function logRetry(event: RetryEvent): void {
  core.info(`retrying ${event.method} ${event.path} in ${event.delayMs} ms (try ${event.attempt} failed: ${event.reason})`);
}
