/**
 * main: the check itself. Reads and checks the inputs, finds or opens the session,
 * restores the drift baseline on pull requests, runs the check pipeline, writes the
 * JSON report and the outputs, and fails the job according to `fail-on`.
 * Works without pre (the runner skips pre for `uses: ./`).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as core from '@actions/core';
import { loadManifest, repositoryRoot } from '../check/load.ts';
import { formatProblem, ManifestError } from '../check/manifest.ts';
import { runCheck } from '../check/run-check.ts';
import type { Baseline, CheckReport } from '../check/types.ts';
import { shouldFail, type FailOn } from '../check/verdict.ts';
import { isPullRequest, restoreBaseline } from './baseline.ts';
import { Outputs, RunnerEnv, State } from './constants.ts';
import { describeFailure } from './failure.ts';
import type { ActionInputs } from './inputs.ts';
import { annotationAt, runnerLog } from './log.ts';
import { relativeToWorkspace, reportPath, resolveInWorkspace, workspace } from './paths.ts';
import { connect } from './service.ts';
import { exportSession, sessionForMain } from './session.ts';
import { runnerState, type StepState } from './state.ts';
import { rawServiceLabel, stepInputs } from './step-inputs.ts';

export async function run(state: StepState = runnerState()): Promise<void> {
  try {
    const inputs = stepInputs(core.notice);
    if (inputs) await check(inputs, state);
  } catch (error) {
    if (error instanceof ManifestError) failOnManifest(error);
    else core.setFailed(describeFailure(error, rawServiceLabel()));
  }
}

async function check(inputs: ActionInputs, state: StepState): Promise<void> {
  const manifestPath = resolveInWorkspace(inputs.manifest);
  // A bad manifest is reported before the embedded service is started or a session is opened, as the CLI does.
  // Its paths stay in the repository; a checkout without `.git` (no git on the runner) is bounded by the workspace.
  const root = (await repositoryRoot(path.dirname(manifestPath))) ?? workspace();
  const loaded = await loadManifest(manifestPath, { root });
  const service = await connect(inputs);
  try {
    const sessionId = await sessionForMain(service.client, inputs.workflowName, state);
    core.setOutput(Outputs.SessionId, sessionId);
    // pre exported its session already; a session main had to open itself is exported here.
    if (state.get(State.SessionId) !== sessionId) exportSession(sessionId, service.sharedBaseUrl);

    const baseline = await baselineForThisRun(inputs);
    const report = await runCheck({
      manifestPath,
      client: service.client,
      sessionId,
      baseUrl: service.sharedBaseUrl,
      concurrency: inputs.concurrency,
      baseline,
      log: runnerLog(),
      loaded,
    });

    const file = await writeReport(report);
    state.set(State.ReportPath, file);
    setOutputs(report, file);

    if (shouldFail(report, inputs.failOn)) core.setFailed(failureReason(report, inputs.failOn));
    else core.info(`page-selector: ${report.totals.passed}/${report.totals.total} selectors pass.`);
  } finally {
    await service.close();
  }
}

/** Pull requests compare against the default branch's last run; other events have no baseline. */
async function baselineForThisRun(inputs: ActionInputs): Promise<Baseline | null> {
  if (!inputs.baseline || !isPullRequest()) return null;
  const target = process.env[RunnerEnv.BaseRef] || '';
  return core.group('Restore the drift baseline', () => restoreBaseline(inputs.manifest, target));
}

async function writeReport(report: CheckReport): Promise<string> {
  const file = reportPath();
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
  core.info(`Report written to ${file}`);
  return file;
}

function setOutputs(report: CheckReport, file: string): void {
  core.setOutput(Outputs.Total, report.totals.total);
  core.setOutput(Outputs.Passed, report.totals.passed);
  core.setOutput(Outputs.Mismatched, report.totals.mismatched);
  core.setOutput(Outputs.Drifted, report.totals.drifted);
  core.setOutput(Outputs.Report, file);
}

/** The one line `core.setFailed` gets: what failed, and where to look. */
export function failureReason(report: CheckReport, failOn: FailOn): string {
  const { total, mismatched, errored, drifted } = report.totals;
  const parts = [`${mismatched} mismatched`];
  if (errored > 0) parts.push(`${errored} errored`);
  if (failOn === 'drift' || drifted > 0) parts.push(`${drifted} drifted`);
  return `page-selector: ${parts.join(', ')} of ${total} selectors (fail-on: ${failOn}). See the annotations and the job summary.`;
}

/**
 * Each manifest problem is an annotation at its file, line and column, and a log line
 * `file:line:col: message` (the runner prints an annotation's text without its place);
 * nothing was uploaded.
 */
function failOnManifest(error: ManifestError): void {
  for (const problem of error.problems) {
    core.info(formatProblem({ ...problem, file: relativeToWorkspace(problem.file) }));
    core.error(problem.message, annotationAt(problem));
  }
  const first = error.problems[0];
  const where = first ? ` (first: ${relativeToWorkspace(first.file)}:${first.line}:${first.column})` : '';
  core.setFailed(
    `The manifest has ${error.problems.length} problem${error.problems.length === 1 ? '' : 's'}${where}; nothing was uploaded. See the annotations.`,
  );
}
