/**
 * The end-to-end tests' view of the real reference service (../helpers/service.ts): a fresh
 * one per test for the jobs to use, and the session state as the service tells it.
 */
import { afterEach, beforeEach } from 'vitest';
import { ApiError, type PageSelectorClient } from '../../src/client/index.ts';
import { startTestService, type TestService } from '../helpers/service.ts';
import { Job, type JobOptions } from './runner.ts';

export interface JobsOnTestService {
  /** The service of the running test. */
  readonly service: TestService;
  /** A job whose base-url and token point at the service unless `options.inputs` says otherwise. */
  newJob(options?: JobOptions): Promise<Job>;
}

/**
 * The hooks every end-to-end file needs: a fresh service before each test and, after it, the
 * jobs made with `newJob` cleaned up and the service closed. `env` adds runner variables to
 * every job (the cache service's, say).
 */
export function useJobsOnTestService(env: () => Record<string, string> = () => ({})): JobsOnTestService {
  let service: TestService | undefined;
  const jobs: Job[] = [];
  beforeEach(async () => {
    service = await startTestService();
  });
  afterEach(async () => {
    await Promise.all(jobs.splice(0).map((job) => job.cleanup()));
    await service?.close();
    service = undefined;
  });
  const running = (): TestService => {
    if (!service) throw new Error('the test service runs only inside a test');
    return service;
  };
  return {
    get service() {
      return running();
    },
    async newJob(options = {}) {
      const { url, token } = running();
      const job = await Job.create({
        ...options,
        inputs: { 'base-url': url, token, ...options.inputs },
        env: { ...env(), ...options.env },
      });
      jobs.push(job);
      return job;
    },
  };
}

/** The session's state as the service tells it: a ping answers for an open one, 409 says ended or closed. */
export async function sessionState(client: PageSelectorClient, sessionId: string): Promise<string> {
  try {
    return (await client.pingSession(sessionId)).state;
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) {
      const detail = typeof error.detail === 'string' ? error.detail : JSON.stringify(error.detail);
      const state = /\bis (ended|closed) since\b/.exec(detail)?.[1];
      if (state) return state;
    }
    throw error;
  }
}
