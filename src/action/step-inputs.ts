/**
 * What every step does first: mask the token before anything could print it, read the
 * inputs from the runner (`INPUT_*`), and skip on a fork pull request.
 */
import * as core from '@actions/core';
import { Inputs } from './constants.ts';
import { serviceLabel } from './failure.ts';
import { FORK_SKIP_NOTICE, isForkWithoutToken, readInputs, type ActionInputs } from './inputs.ts';

/**
 * The checked inputs; throws `InputError` naming the input that is wrong. Null on a fork
 * pull request (base-url set, token withheld): the step skips, after `announce`-ing why.
 */
export function stepInputs(announce: (message: string) => void): ActionInputs | null {
  const token = core.getInput(Inputs.Token);
  if (token) core.setSecret(token);
  const inputs = readInputs((name) => core.getInput(name), process.env);
  if (isForkWithoutToken(inputs)) {
    announce(FORK_SKIP_NOTICE);
    return null;
  }
  return inputs;
}

/** How messages name the service, even when the inputs could not be read. */
export function rawServiceLabel(): string {
  return serviceLabel(core.getInput(Inputs.BaseUrl));
}
