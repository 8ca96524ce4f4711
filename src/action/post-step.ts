/**
 * post: runs after every other step, even when main failed or the job was cancelled
 * (`post-if: always()`). It writes the job summary from the report main saved, saves
 * the drift baseline on pushes to the default branch, and ends the session this Action
 * created. Cleanup problems only warn: the verdict was main's to give.
 */
import { readFile } from 'node:fs/promises';
import * as core from '@actions/core';
import { baselineFromReport } from '../check/drift.ts';
import { renderSummary } from '../check/summary.ts';
import type { CheckReport } from '../check/types.ts';
import { isPushToDefaultBranch, saveBaseline } from './baseline.ts';
import { RunnerEnv, State } from './constants.ts';
import { describeFailure, serviceLabel } from './failure.ts';
import type { ActionInputs } from './inputs.ts';
import { connect } from './service.ts';
import { endOwnedSession } from './session.ts';
import { runnerState, type StepState } from './state.ts';
import { rawServiceLabel, stepInputs } from './step-inputs.ts';

export async function run(state: StepState = runnerState()): Promise<void> {
  try {
    await cleanUp(state);
  } catch (error) {
    core.warning(`page-selector post step: ${describeFailure(error, rawServiceLabel())}`);
  }
}

async function cleanUp(state: StepState): Promise<void> {
  let inputs: ActionInputs | null;
  try {
    inputs = stepInputs(core.info);
  } catch (error) {
    // main has reported the bad input already, and pre could not open a session with it.
    core.info(describeFailure(error, rawServiceLabel()));
    return;
  }
  if (!inputs) return;

  // The session first: it is the one thing that must not be left behind.
  await endSession(inputs, state.get(State.SessionId));

  const reportPath = state.get(State.ReportPath);
  const report = await readReport(reportPath);
  if (!report) {
    await writeJobSummary(NO_REPORT_SUMMARY);
    return;
  }
  // The report lives under RUNNER_TEMP and goes with the job: the summary says how to keep it.
  await writeJobSummary(renderSummary(report, { reportPath, reportIsTemporary: true }));
  if (inputs.baseline && isPushToDefaultBranch()) {
    await saveBaseline(inputs.manifest, process.env[RunnerEnv.RefName] || '', baselineFromReport(report));
  }
}

async function readReport(file: string): Promise<CheckReport | null> {
  if (file === '') {
    core.info('No report from the main step: it failed before the check finished, or was cancelled.');
    return null;
  }
  try {
    return JSON.parse(await readFile(file, 'utf8')) as CheckReport;
  } catch (error) {
    core.warning(`Could not read the report ${file}: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

const NO_REPORT_SUMMARY =
  '## Page selectors: no report\n\n' +
  'The main step stopped before the check finished (a manifest problem, the service, or a cancelled run). ' +
  'Its log and annotations say why.\n';

async function writeJobSummary(markdown: string): Promise<void> {
  try {
    await core.summary.addRaw(markdown).write();
  } catch (error) {
    core.warning(`Could not write the job summary: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function endSession(inputs: ActionInputs, sessionId: string): Promise<void> {
  if (sessionId === '') {
    core.info('No session to end: this run of the Action did not create one.');
    return;
  }
  try {
    const service = await connect(inputs);
    try {
      await endOwnedSession(service.client, sessionId);
    } finally {
      await service.close();
    }
  } catch (error) {
    core.warning(`Could not end session ${sessionId}: ${describeFailure(error, serviceLabel(inputs.baseUrl))}`);
  }
}
