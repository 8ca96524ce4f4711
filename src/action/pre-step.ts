/**
 * pre: opens the session before the job's other steps, so test steps can upload page
 * states into it (PAGE_SELECTOR_SESSION_ID / PAGE_SELECTOR_BASE_URL). It never fails
 * the job: a failure is a warning plus a note in state, and main opens a session itself.
 */
import * as core from '@actions/core';
import { State } from './constants.ts';
import { describeFailure } from './failure.ts';
import { connect } from './service.ts';
import { createOwnedSession, exportSession } from './session.ts';
import { runnerState, type StepState } from './state.ts';
import { rawServiceLabel, stepInputs } from './step-inputs.ts';

export async function run(state: StepState = runnerState()): Promise<void> {
  try {
    const inputs = stepInputs(core.info);
    if (!inputs) return;
    const service = await connect(inputs);
    try {
      const sessionId = await createOwnedSession(service.client, inputs.workflowName, state, 'pre');
      exportSession(sessionId, service.sharedBaseUrl);
    } finally {
      await service.close();
    }
  } catch (error) {
    const reason = describeFailure(error, rawServiceLabel());
    state.set(State.PreFailure, reason);
    core.warning(`${reason} The main step will try again.`);
  }
}
