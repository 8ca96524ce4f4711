/**
 * What every step does first: mask the token before anything could print it, then read
 * the inputs from the runner (`INPUT_*`).
 */
import * as core from '@actions/core';
import { Inputs } from './constants.ts';
import { serviceLabel } from './failure.ts';
import { readInputs, type ActionInputs } from './inputs.ts';

export function maskToken(): void {
  const token = core.getInput(Inputs.Token);
  if (token) core.setSecret(token);
}

/** The checked inputs; throws `InputError` naming the input that is wrong. */
export function stepInputs(): ActionInputs {
  return readInputs((name) => core.getInput(name), process.env);
}

/** How messages name the service, even when the inputs could not be read. */
export function rawServiceLabel(): string {
  return serviceLabel(core.getInput(Inputs.BaseUrl));
}
