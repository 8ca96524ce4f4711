/**
 * Where pre, main and post leave notes for each other. The full Action keeps them in
 * the runner's step state (`core.saveState`, read back as `STATE_<name>`); the steps
 * only see this interface, so another way of running (say, a split restore/save pair
 * using outputs) would be one more implementation, not `if`s in the steps.
 */
import * as core from '@actions/core';
import type { StateName } from './constants.ts';

export interface StepState {
  /** The value a previous step saved, or '' when none did. */
  get(name: StateName): string;
  /** Saved for the steps that run after this one (not visible to this step's own `get`). */
  set(name: StateName, value: string): void;
}

export function runnerState(): StepState {
  return {
    get: (name) => core.getState(name),
    set: (name, value) => core.saveState(name, value),
  };
}
