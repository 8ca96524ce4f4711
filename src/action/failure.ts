/**
 * Turning an error into what the user reads. Every expected failure (a wrong input,
 * an unreachable service, a rejected token, a broken manifest) is a user mistake or an
 * outage: it gets one clear sentence and never a stack trace. The stack of anything
 * unexpected goes to the debug log only (visible with ACTIONS_STEP_DEBUG).
 */
import * as core from '@actions/core';
import { CheckAbortedError } from '../check/run-check.ts';
import { ApiError, ConnectionError, ServiceCallError, TimeoutError } from '../client/index.ts';
import { InputError } from './inputs.ts';

/** One line (or a few, for a service validation error) for the log and `core.setFailed`. */
export function describeFailure(error: unknown, serviceLabel: string): string {
  if (error instanceof InputError) return error.message;
  if (error instanceof CheckAbortedError) {
    // The pipeline stopped on a service error; say it the way the other service errors are said.
    if (error.cause instanceof ServiceCallError) return describeFailure(error.cause, serviceLabel);
    return `page-selector stopped: ${error.message}`;
  }
  if (error instanceof ApiError) {
    if (error.status === 401) {
      return `The Page-Selector service at ${serviceLabel} rejected the token (401). Check the "token" input and the secret it comes from.`;
    }
    return `The Page-Selector service at ${serviceLabel} refused a request: ${error.message}`;
  }
  if (error instanceof ConnectionError) {
    return `Cannot reach the Page-Selector service at ${serviceLabel} (${error.reason}). Check the "base-url" input and that the service is up.`;
  }
  if (error instanceof TimeoutError) {
    return `The Page-Selector service at ${serviceLabel} did not answer in time: ${error.message}`;
  }
  if (error instanceof Error) {
    if (error.stack) core.debug(error.stack);
    return `page-selector failed: ${error.message}`;
  }
  return `page-selector failed: ${String(error)}`;
}

/** How the log names the service: its address, or the embedded default. */
export function serviceLabel(baseUrl: string): string {
  return baseUrl === '' ? 'the embedded default (in-process)' : baseUrl;
}
