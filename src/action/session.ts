/**
 * The one session a run of the Action owns. Whichever step creates it (pre normally,
 * main when pre was skipped or failed) records it in state; post ends exactly that
 * one, never a session some other step exported.
 */
import * as core from '@actions/core';
import { ApiError } from '../client/index.ts';
import type { PageSelectorClient } from '../client/index.ts';
import { ExportedEnv, State } from './constants.ts';
import type { StepState } from './state.ts';

export type SessionOwner = 'pre' | 'main';

export async function createOwnedSession(
  client: PageSelectorClient,
  workflowName: string,
  state: StepState,
  owner: SessionOwner,
): Promise<string> {
  const session = await client.createSession({ workflow_name: workflowName, is_training: false });
  // Saved before anything else can fail, so post ends it even if this step dies next.
  state.set(State.SessionId, session.id);
  state.set(State.SessionCreatedBy, owner);
  core.info(`Session ${session.session_name} (${session.id}) created for workflow "${workflowName}".`);
  return session.id;
}

/** Lets later steps of the job (e.g. tests capturing page states) use the same session. */
export function exportSession(sessionId: string, baseUrl: string): void {
  core.exportVariable(ExportedEnv.SessionId, sessionId);
  core.exportVariable(ExportedEnv.BaseUrl, baseUrl);
  core.info(
    baseUrl
      ? `Later steps of this job can upload into it: ${ExportedEnv.SessionId} and ${ExportedEnv.BaseUrl} are set.`
      : `${ExportedEnv.SessionId} is set; ${ExportedEnv.BaseUrl} is empty (the embedded service runs only inside this Action's steps).`,
  );
}

/**
 * The session main works in: the one pre created when it is still open, else a new
 * one (pre skipped for `uses: ./`, pre failed, or the session closed while the job's
 * other steps ran).
 */
export async function sessionForMain(
  client: PageSelectorClient,
  workflowName: string,
  state: StepState,
): Promise<string> {
  const fromPre = state.get(State.SessionId);
  if (fromPre !== '') {
    try {
      await client.pingSession(fromPre);
      core.info(`Using session ${fromPre} created by the pre step.`);
      return fromPre;
    } catch (error) {
      if (!(error instanceof ApiError) || (error.status !== 404 && error.status !== 409)) throw error;
      core.warning(`The session the pre step created is no longer usable (${error.message}); creating a new one.`);
    }
  } else {
    const preFailure = state.get(State.PreFailure);
    core.info(
      preFailure
        ? `The pre step could not create a session (${preFailure}); creating one now.`
        : 'No session from a pre step (it does not run for `uses: ./`); creating one now.',
    );
  }
  return createOwnedSession(client, workflowName, state, 'main');
}

/** Ends the session; one that is already ended or closed is fine (409). */
export async function endOwnedSession(client: PageSelectorClient, sessionId: string): Promise<void> {
  try {
    const status = await client.endSession(sessionId);
    core.info(`Session ${sessionId} ${status.state}.`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) {
      core.info(`Session ${sessionId} was already over: ${error.message}`);
      return;
    }
    throw error;
  }
}
