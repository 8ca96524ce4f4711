/**
 * Whether a path stays inside a folder, as the check pipeline bounds what it reads and
 * uploads: the manifest's files to the repository (load.ts), resources to the project
 * folder (plan.ts). Symlinks are followed when a file is read, so both sides are compared
 * resolved.
 */
import { realpath } from 'node:fs/promises';
import path from 'node:path';

/** Whether `file` lies strictly inside `folder` (both absolute). */
export function isInside(folder: string, file: string): boolean {
  const relative = path.relative(folder, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

/** The path with symlinks resolved; as given (made absolute) when it does not exist. */
export async function resolvedPath(file: string): Promise<string> {
  return realpath(file).catch(() => path.resolve(file));
}
