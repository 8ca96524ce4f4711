/**
 * Manifest -> loaded snapshots and selectors: reads the files the manifest names and checks
 * them before anything is uploaded. Every problem carries the manifest line that names the
 * file, so a user fixes it where it was written.
 *
 * - every file and folder it names lies inside the repository (symlinks resolved);
 * - the HTML file exists, is UTF-8 text and is within the size the service accepts;
 * - the `resources` folder exists;
 * - the fields file is a FieldValue list naming elements of the snapshot;
 * - each expectation makes sense on its snapshot (a css selector parses; an xpath or
 *   identifier that matches nothing is a warning, since the page may have changed on purpose).
 */
import { isUtf8 } from 'node:buffer';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FieldValue } from '../api/types.ts';
import { pageElements, type PageElements } from '../engine/index.ts';
import { expectationKind, normaliseXPath, type ExpectationKind } from './compare.ts';
import { isInside, resolvedPath } from './containment.ts';
import { closest, ManifestError, readManifest, sortProblems } from './manifest.ts';
import type { ElementSet, Manifest, ManifestProblem, ManifestSelector, ManifestSnapshot, SourcePosition } from './types.ts';

/**
 * Largest HTML page or resource we send. The service's default body cap is 32 MiB and
 * base64 grows content by 4/3, so 20 MiB of bytes leaves room for the JSON around it.
 */
export const MAX_CONTENT_BYTES = 20 * 1024 * 1024;

export interface LoadedSnapshot extends ManifestSnapshot {
  /** Absolute paths. */
  path: string;
  folder: string;
  resourcesFolder: string | null;
  html: string;
  fieldValues: FieldValue[];
}

export interface PlannedSelector extends ManifestSelector {
  kind: ExpectationKind;
  /** The expectation as an element set, completed from the snapshot where the engine can. */
  expected: ElementSet;
}

export interface LoadedManifest {
  manifest: Manifest;
  snapshots: LoadedSnapshot[];
  selectors: PlannedSelector[];
  warnings: string[];
}

export interface LoadOptions {
  /**
   * Files and folders the manifest names must lie inside this folder, symlinks resolved: a
   * pull request that edits the manifest must not upload `/home/runner/.ssh/id_rsa` as a
   * snapshot. Default: the git repository that holds the manifest (`repositoryRoot`);
   * null: no limit.
   */
  root?: string | null;
}

export async function loadManifest(manifestPath: string, options: LoadOptions = {}): Promise<LoadedManifest> {
  let bytes: Buffer;
  try {
    bytes = await readFile(manifestPath);
  } catch (error) {
    throw new ManifestError([
      { file: manifestPath, line: 1, column: 1, message: `cannot read the manifest: ${reason(error)}; pass the path of your page-selectors.yml` },
    ]);
  }
  // Decoded leniently, bad bytes would become U+FFFD: names and paths that silently differ from the file.
  const undecodable = textProblem(bytes);
  if (undecodable) throw new ManifestError([{ file: manifestPath, ...undecodable.at, message: `the manifest ${undecodable.message}` }]);
  const text = bytes.toString('utf8');
  const parsed = readManifest(text, manifestPath);
  if (!parsed.manifest) throw new ManifestError(parsed.problems);
  const manifest = parsed.manifest;
  const problems: ManifestProblem[] = [...parsed.problems];
  const warnings: string[] = [];
  const manifestFolder = path.dirname(path.resolve(manifestPath));
  const given = options.root === undefined ? await repositoryRoot(manifestFolder) : options.root;
  // Resolved like the paths it bounds, so a root reached through a symlink (macOS's /tmp) still holds them.
  const root = given === null ? null : await resolvedPath(given);

  const snapshots: LoadedSnapshot[] = [];
  // Each snapshot's parsed tree is dropped once its selectors are resolved, so a large
  // manifest holds one tree at a time; results are put back in manifest order below.
  const resolved = new Map<ManifestSelector, { expected: ElementSet | null; warnings: string[] }>();
  for (const snapshot of manifest.snapshots) {
    const loaded = await loadSnapshot(snapshot, manifestFolder, root, problems);
    if (!loaded) continue;
    snapshots.push(loaded);
    const page = pageElements(loaded.html);
    checkFieldIdentifiers(loaded, page, problems);
    for (const selector of manifest.selectors) {
      if (selector.snapshot !== loaded.id) continue;
      const own: string[] = [];
      resolved.set(selector, { expected: expectedSet(selector, loaded, page, problems, own), warnings: own });
    }
  }

  const selectors: PlannedSelector[] = [];
  for (const selector of manifest.selectors) {
    const result = resolved.get(selector);
    if (!result) continue; // its snapshot already has a problem
    warnings.push(...result.warnings);
    if (result.expected) selectors.push({ ...selector, kind: expectationKind(selector.expect), expected: result.expected });
  }
  if (problems.length) throw new ManifestError(sortProblems(problems));
  return { manifest, snapshots, selectors, warnings };
}

async function loadSnapshot(snapshot: ManifestSnapshot, manifestFolder: string, root: string | null, problems: ManifestProblem[]): Promise<LoadedSnapshot | null> {
  const where = `snapshot "${snapshot.id}"`;
  const filePath = path.resolve(manifestFolder, snapshot.file);
  const html = await readText(filePath, snapshot.file, root, snapshot.positions.file, `${where}: \`file\``, problems);

  let resourcesFolder: string | null = null;
  if (snapshot.resources !== null) {
    resourcesFolder = path.resolve(manifestFolder, snapshot.resources);
    const outside = await outsideRoot(resourcesFolder, snapshot.resources, root);
    const info = await stat(resourcesFolder).catch(() => null);
    if (outside || !info?.isDirectory()) {
      problems.push({
        ...snapshot.positions.resources,
        message: `${where}: \`resources\` folder ${outside ?? `${snapshot.resources} ${info ? 'is not a folder' : 'does not exist'} (resolved to ${resourcesFolder}; paths are relative to the manifest)${await nearby(resourcesFolder)}`}`,
      });
    }
  }

  let fieldValues: FieldValue[] = [];
  if (snapshot.fields !== null) {
    const fieldsPath = path.resolve(manifestFolder, snapshot.fields);
    const text = await readText(fieldsPath, snapshot.fields, root, snapshot.positions.fields, `${where}: \`fields\``, problems);
    if (text !== null) fieldValues = readFieldValues(text, snapshot.fields, snapshot.positions.fields, problems) ?? [];
  }
  if (html === null) return null;
  return { ...snapshot, path: filePath, folder: path.dirname(filePath), resourcesFolder, html, fieldValues };
}

/**
 * The folder a manifest's paths must stay in: the nearest folder at or above `folder` that
 * holds a `.git` (a checkout, worktree or submodule); null outside any repository.
 */
export async function repositoryRoot(folder: string): Promise<string | null> {
  for (let current = path.resolve(folder); ; current = path.dirname(current)) {
    if (await stat(path.join(current, '.git')).then(() => true, () => false)) return current;
    if (path.dirname(current) === current) return null;
  }
}

/** "x is outside the repository ...; what to do" when `target` leaves `root` once symlinks are resolved, else null. */
async function outsideRoot(target: string, written: string, root: string | null): Promise<string | null> {
  if (root === null) return null;
  // A path that does not exist is judged as written; it cannot be read anyway.
  const real = await resolvedPath(target);
  if (real === root || isInside(root, real)) return null;
  const via = real === target ? '' : ` (a symlink to ${real})`;
  return `${written} is outside the repository ${root}${via}; only the repository's files are uploaded: move it into the repository and name it relative to the manifest`;
}

async function readText(file: string, written: string, root: string | null, position: SourcePosition, what: string, problems: ManifestProblem[]): Promise<string | null> {
  const outside = await outsideRoot(file, written, root);
  if (outside) {
    problems.push({ ...position, message: `${what}: ${outside}` });
    return null;
  }
  const info = await stat(file).catch(() => null);
  if (!info || !info.isFile()) {
    const missing = info?.isDirectory()
      ? `${written} is a folder, not a file (resolved to ${file}); name the file itself`
      : `no such file ${written} (resolved to ${file}; paths are relative to the manifest)${await nearby(file)}`;
    problems.push({ ...position, message: `${what}: ${missing}` });
    return null;
  }
  if (info.size > MAX_CONTENT_BYTES) {
    problems.push({ ...position, message: `${what}: ${file} is ${megabytes(info.size)}, over the ${megabytes(MAX_CONTENT_BYTES)} the service accepts; trim the snapshot` });
    return null;
  }
  const bytes = await readFile(file);
  const undecodable = textProblem(bytes);
  if (undecodable) {
    const { line, column } = undecodable.at;
    problems.push({ ...position, message: `${what}: ${written} ${undecodable.message} (line ${line}, column ${column} of ${file})` });
    return null;
  }
  return bytes.toString('utf8');
}

/**
 * Why `bytes` is not UTF-8 text, and where, or null. Decoded anyway, the bad bytes would
 * become U+FFFD: the service would store and answer for a page that is not the file. A NUL
 * byte is in no HTML, JSON or YAML (it is a binary file, or text saved as UTF-16).
 */
function textProblem(bytes: Buffer): { message: string; at: { line: number; column: number } } | null {
  const nul = bytes.indexOf(0);
  if (nul === -1 && isUtf8(bytes)) return null;
  const invalid = firstInvalidUtf8(bytes);
  if (nul !== -1 && (invalid === -1 || nul < invalid)) {
    return { message: 'is not text: it has a NUL byte (a binary file, or text saved as UTF-16?); save it as UTF-8', at: lineAndColumn(bytes, nul) };
  }
  const byte = `0x${bytes[invalid]!.toString(16).toUpperCase().padStart(2, '0')}`;
  return { message: `is not UTF-8 text: byte ${byte} begins no UTF-8 character (another encoding, or a binary file?); save it as UTF-8`, at: lineAndColumn(bytes, invalid) };
}

/** 1-based line, and column in characters, of byte `offset`; the bytes before it are valid UTF-8. */
function lineAndColumn(bytes: Buffer, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = bytes.indexOf(0x0a); i !== -1 && i < offset; i = bytes.indexOf(0x0a, i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: [...bytes.subarray(lineStart, offset).toString('utf8')].length + 1 };
}

/** Offset of the first byte that starts no well-formed UTF-8 sequence (RFC 3629 §4), or -1. */
function firstInvalidUtf8(bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length; ) {
    const lead = bytes[i]!;
    if (lead < 0x80) {
      i++;
      continue;
    }
    // Sequence length and the range of its second byte, which rules out overlong forms and surrogates.
    const [length, low, high] =
      lead >= 0xc2 && lead <= 0xdf ? [2, 0x80, 0xbf]
      : lead === 0xe0 ? [3, 0xa0, 0xbf]
      : lead === 0xed ? [3, 0x80, 0x9f]
      : lead >= 0xe1 && lead <= 0xef ? [3, 0x80, 0xbf]
      : lead === 0xf0 ? [4, 0x90, 0xbf]
      : lead >= 0xf1 && lead <= 0xf3 ? [4, 0x80, 0xbf]
      : lead === 0xf4 ? [4, 0x80, 0x8f]
      : [0, 0, 0];
    if (length === 0) return i;
    for (let k = 1; k < length; k++) {
      const next = bytes[i + k];
      if (next === undefined || next < (k === 1 ? low : 0x80) || next > (k === 1 ? high : 0xbf)) return i;
    }
    i += length;
  }
  return -1;
}

/** "; did you mean login.html?" when a sibling of the missing path has a close name. */
async function nearby(file: string): Promise<string> {
  const names = await readdir(path.dirname(file)).catch(() => [] as string[]);
  const suggestion = closest(path.basename(file), names);
  return suggestion ? `; did you mean ${path.join(path.dirname(file), suggestion)}?` : '';
}

/** The fields file: a JSON list of FieldValue `{ identifier, value, checked }` (spec: FieldValue). */
function readFieldValues(text: string, file: string, position: SourcePosition, problems: ManifestProblem[]): FieldValue[] | null {
  const problem = (message: string): null => {
    problems.push({ ...position, message: `fields file ${file}: ${message}` });
    return null;
  };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return problem(`not valid JSON (${reason(error)})`);
  }
  if (!Array.isArray(data)) return problem('must be a JSON list of { "identifier": "sl-3", "value": "text", "checked": null }');
  const values: FieldValue[] = [];
  let ok = true;
  data.forEach((entry: unknown, i) => {
    const fail = (message: string): void => {
      ok = false;
      problem(`entry ${i + 1}: ${message}`);
    };
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return fail('must be an object { identifier, value, checked }');
    const record = entry as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      if (!['identifier', 'value', 'checked'].includes(key)) fail(`unknown key "${key}" (allowed: identifier, value, checked)`);
    }
    const { identifier, value = null, checked = null } = record;
    if (typeof identifier !== 'string' || identifier === '') return fail('`identifier` must be the sl-identifier of an input, textarea or select');
    if (value !== null && typeof value !== 'string') return fail('`value` must be a string or null');
    if (checked !== null && typeof checked !== 'boolean') return fail('`checked` must be true, false or null');
    values.push({ identifier, value, checked });
  });
  return ok ? values : null;
}

function checkFieldIdentifiers(snapshot: LoadedSnapshot, page: PageElements, problems: ManifestProblem[]): void {
  snapshot.fieldValues.forEach((field, i) => {
    if (!page.byIdentifier(field.identifier)) {
      problems.push({
        ...snapshot.positions.fields,
        message: `fields file ${snapshot.fields}: entry ${i + 1} names "${field.identifier}", which is no element of ${snapshot.file}`,
      });
    }
  });
}

function expectedSet(
  selector: ManifestSelector,
  snapshot: LoadedSnapshot,
  page: PageElements,
  problems: ManifestProblem[],
  warnings: string[],
): ElementSet | null {
  const where = `${selector.position.file}:${selector.position.line}: selector "${selector.name}"`;
  const expect = selector.expect;
  if ('none' in expect) return { identifiers: [], xpaths: [] };
  if ('xpath' in expect) {
    // Kept as written for the report; comparisons normalise both sides (compare.ts).
    const xpaths = expect.xpath;
    const identifiers: string[] = [];
    for (const xpath of xpaths) {
      const element = page.byXPath(xpath) ?? page.byXPath(normaliseXPath(xpath));
      if (element) identifiers.push(element.identifier);
      else warnings.push(`${where}: expected xpath ${xpath} is no element of ${snapshot.file}, so this selector cannot pass`);
    }
    return { identifiers, xpaths };
  }
  if ('identifier' in expect) {
    const xpaths: string[] = [];
    for (const identifier of expect.identifier) {
      const element = page.byIdentifier(identifier);
      if (element) xpaths.push(element.xpath);
      else warnings.push(`${where}: expected identifier ${identifier} is no element of ${snapshot.file}, so this selector cannot pass`);
    }
    return { identifiers: [...expect.identifier], xpaths };
  }
  let identifiers: string[];
  try {
    identifiers = page.css(expect.css);
  } catch (error) {
    problems.push({ ...selector.expectPosition, message: `selector "${selector.name}": cannot use css "${expect.css}": ${reason(error)}` });
    return null;
  }
  if (identifiers.length === 0) {
    warnings.push(`${where}: css ${expect.css} matches nothing in ${snapshot.file}; write \`none: true\` if nothing is expected`);
  }
  const xpaths = identifiers.map((identifier) => page.byIdentifier(identifier)?.xpath).filter((x): x is string => x !== undefined);
  return { identifiers, xpaths };
}

function reason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EISDIR') return 'it is a folder, not a file';
  if (error instanceof Error) return error.message;
  return String(error);
}

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}
