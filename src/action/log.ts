/**
 * The check pipeline's log, written to the runner: info lines, warnings and errors as
 * annotations at their manifest position, and collapsible groups.
 */
import * as core from '@actions/core';
import type { CheckLog, SourcePosition } from '../check/types.ts';
import { relativeToWorkspace } from './paths.ts';

export function runnerLog(): CheckLog {
  return {
    info: (message) => core.info(message),
    warning: (message, where) => core.warning(message, where && annotationAt(where)),
    error: (message, where) => core.error(message, where && annotationAt(where)),
    group: (title, fn) => core.group(title, fn),
  };
}

export function annotationAt(where: SourcePosition): core.AnnotationProperties {
  return { file: relativeToWorkspace(where.file), startLine: where.line, startColumn: where.column };
}
