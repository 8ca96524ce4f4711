/**
 * Every name the Action shares with the runner, written once: inputs and outputs as
 * `action.yml` declares them, the state keys main and post read back, and the
 * environment variables the Action exports or reads. Renaming one is a one-line change.
 */
import { DEFAULT_CONCURRENCY, MAX_CONCURRENCY } from '../check/pool.ts';

/** Inputs, exactly as `action.yml` spells them. */
export const Inputs = {
  BaseUrl: 'base-url',
  Token: 'token',
  Manifest: 'manifest',
  WorkflowName: 'workflow-name',
  Concurrency: 'concurrency',
  FailOn: 'fail-on',
  Baseline: 'baseline',
} as const;
export type InputName = (typeof Inputs)[keyof typeof Inputs];

/** Outputs, exactly as `action.yml` spells them. */
export const Outputs = {
  SessionId: 'session-id',
  Total: 'total',
  Passed: 'passed',
  Mismatched: 'mismatched',
  Drifted: 'drifted',
  Report: 'report',
} as const;

/** What one step leaves for the next (pre -> main -> post). */
export const State = {
  /** The session this Action created; post ends it and no other. */
  SessionId: 'session_id',
  /** Which step created the session: `pre` or `main`. */
  SessionCreatedBy: 'session_created_by',
  /** Why pre could not create the session, so main knows to try itself. */
  PreFailure: 'pre_failure',
  /** Path of the JSON report main wrote; post renders the job summary from it. */
  ReportPath: 'report_path',
} as const;
export type StateName = (typeof State)[keyof typeof State];

/** Environment variables the Action exports for later steps of the job. */
export const ExportedEnv = {
  SessionId: 'PAGE_SELECTOR_SESSION_ID',
  BaseUrl: 'PAGE_SELECTOR_BASE_URL',
} as const;

/** Environment variables the runner gives the Action. */
export const RunnerEnv = {
  Temp: 'RUNNER_TEMP',
  Workspace: 'GITHUB_WORKSPACE',
  Repository: 'GITHUB_REPOSITORY',
  Workflow: 'GITHUB_WORKFLOW',
  RunId: 'GITHUB_RUN_ID',
  RunAttempt: 'GITHUB_RUN_ATTEMPT',
  BaseRef: 'GITHUB_BASE_REF',
  RefName: 'GITHUB_REF_NAME',
} as const;

/** Defaults the code needs to know (action.yml carries the same values for the UI). */
export const Defaults = {
  Manifest: '.github/page-selectors.yml',
  Concurrency: DEFAULT_CONCURRENCY,
  MaxConcurrency: MAX_CONCURRENCY,
} as const;

/** Folder under RUNNER_TEMP for everything the Action writes: embedded service data, report, baseline. */
export const WORK_DIR_NAME = 'page-selector';
