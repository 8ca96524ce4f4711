/**
 * The Action's inputs, read once and checked before anything talks to a service. A bad
 * value is a user mistake: the error names the input and says what it accepts.
 */
import { checkBaseUrl, describeBaseUrlProblem } from '../client/base-url.ts';
import { tokenProblem } from '../api/bearer-token.ts';
import { concurrencyOf } from '../check/pool.ts';
import { FAIL_ON_VALUES, parseFailOn, type FailOn } from '../check/verdict.ts';
import { Defaults, Inputs, RunnerEnv, type InputName } from './constants.ts';

export interface ActionInputs {
  /** '' means the embedded default service. */
  baseUrl: string;
  token: string;
  manifest: string;
  workflowName: string;
  concurrency: number;
  failOn: FailOn;
  baseline: boolean;
}

/** A wrong input value; its message is for the user as is. */
export class InputError extends Error {
  readonly input: InputName;

  constructor(input: InputName, message: string) {
    super(`Input "${input}" ${message}`);
    this.name = 'InputError';
    this.input = input;
  }
}

/**
 * Reads every input through `getInput` (core.getInput in the Action: trimmed, '' when
 * unset) and checks it. `env` supplies the repository and workflow for the default
 * workflow name.
 */
export function readInputs(getInput: (name: InputName) => string, env: NodeJS.ProcessEnv): ActionInputs {
  const baseUrl = parseBaseUrl(getInput(Inputs.BaseUrl));
  return {
    baseUrl,
    token: parseToken(getInput(Inputs.Token), baseUrl),
    manifest: getInput(Inputs.Manifest) || Defaults.Manifest,
    workflowName: getInput(Inputs.WorkflowName) || defaultWorkflowName(env),
    concurrency: parseConcurrency(getInput(Inputs.Concurrency)),
    failOn: parseFailOnInput(getInput(Inputs.FailOn)),
    baseline: parseBoolean(Inputs.Baseline, getInput(Inputs.Baseline), true),
  };
}

/** '' (the embedded default) or an http(s) address, normalised as the client will use it (no trailing slash). */
export function parseBaseUrl(value: string): string {
  if (value === '') return '';
  const checked = checkBaseUrl(value);
  if (checked.ok) return checked.baseUrl;
  throw new InputError(Inputs.BaseUrl, describeBaseUrlProblem(checked.problem, { token: 'pass the secret as the "token" input', embedded: 'leave it empty for the embedded default' }));
}

/**
 * The token as given. With a base-url it goes into `authorization: Bearer <token>`, so one
 * that cannot be sent there is refused now, by the check the client and the CLI's --token
 * use, not by the transport later. Left alone: an empty token (a fork pull request, see
 * `isForkWithoutToken`) and any token for the embedded default, which never sends it.
 * The message never shows the token: it is a secret.
 */
export function parseToken(value: string, baseUrl: string): string {
  if (value === '' || baseUrl === '') return value;
  const problem = tokenProblem(value);
  if (problem === null) return value;
  throw new InputError(
    Inputs.Token,
    `${problem}; a token is one word of visible ASCII characters. Check the secret the input comes from (a pasted line break or space is the usual cause)`,
  );
}

export function parseConcurrency(value: string): number {
  if (value === '') return Defaults.Concurrency;
  const n = concurrencyOf(value);
  if (n === undefined) {
    throw new InputError(
      Inputs.Concurrency,
      `must be a whole number from 1 to ${Defaults.MaxConcurrency}, got "${value}"`,
    );
  }
  return n;
}

export function parseFailOnInput(value: string): FailOn {
  try {
    return parseFailOn(value);
  } catch {
    throw new InputError(Inputs.FailOn, `must be one of ${FAIL_ON_VALUES.join(', ')}; got "${value}"`);
  }
}

/** The YAML 1.2 core-schema booleans, as core.getBooleanInput accepts them. */
export function parseBoolean(input: InputName, value: string, fallback: boolean): boolean {
  if (value === '') return fallback;
  if (['true', 'True', 'TRUE'].includes(value)) return true;
  if (['false', 'False', 'FALSE'].includes(value)) return false;
  throw new InputError(input, `must be true or false, got "${value}"`);
}

/** `owner/repo` + workflow `CI checks` -> `owner-repo-ci-checks`: a machine name the service accepts. */
export function defaultWorkflowName(env: NodeJS.ProcessEnv): string {
  const parts = [env[RunnerEnv.Repository], env[RunnerEnv.Workflow]].filter((p): p is string => Boolean(p));
  const slug = parts
    .join('-')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100);
  return slug || 'page-selector';
}

/**
 * Secrets are withheld from workflows that run on fork pull requests, so the token
 * input arrives empty while base-url is still set. That is not the contributor's
 * mistake: the steps skip instead of failing.
 */
export function isForkWithoutToken(inputs: Pick<ActionInputs, 'baseUrl' | 'token'>): boolean {
  return inputs.baseUrl !== '' && inputs.token === '';
}

export const FORK_SKIP_NOTICE =
  'page-selector skipped: base-url is set but the token is empty. ' +
  'GitHub withholds secrets from workflows run on fork pull requests, so the check cannot reach the service; ' +
  'it will run once the change is on a branch of this repository.';
