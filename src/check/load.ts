/**
 * Manifest -> loaded snapshots and selectors: reads the files the manifest names and checks
 * them before anything is uploaded. Every problem carries the manifest line that names the
 * file, so a user fixes it where it was written.
 *
 * - the HTML file exists and is within the size the service accepts;
 * - the `resources` folder exists;
 * - the fields file is a FieldValue list naming elements of the snapshot;
 * - each expectation makes sense on its snapshot (a css selector parses; an xpath or
 *   identifier that matches nothing is a warning, since the page may have changed on purpose).
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FieldValue } from '../api/types.ts';
import { pageElements, type PageElements } from '../engine/index.ts';
import { expectationKind, normaliseXPath, type ExpectationKind } from './compare.ts';
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

export async function loadManifest(manifestPath: string): Promise<LoadedManifest> {
  let text: string;
  try {
    text = await readFile(manifestPath, 'utf8');
  } catch (error) {
    throw new ManifestError([
      { file: manifestPath, line: 1, column: 1, message: `cannot read the manifest: ${reason(error)}; pass the path of your page-selectors.yml` },
    ]);
  }
  const parsed = readManifest(text, manifestPath);
  if (!parsed.manifest) throw new ManifestError(parsed.problems);
  const manifest = parsed.manifest;
  const problems: ManifestProblem[] = [...parsed.problems];
  const warnings: string[] = [];
  const manifestFolder = path.dirname(path.resolve(manifestPath));

  const snapshots: LoadedSnapshot[] = [];
  // Each snapshot's parsed tree is dropped once its selectors are resolved, so a large
  // manifest holds one tree at a time; results are put back in manifest order below.
  const resolved = new Map<ManifestSelector, { expected: ElementSet | null; warnings: string[] }>();
  for (const snapshot of manifest.snapshots) {
    const loaded = await loadSnapshot(snapshot, manifestFolder, problems);
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

async function loadSnapshot(snapshot: ManifestSnapshot, manifestFolder: string, problems: ManifestProblem[]): Promise<LoadedSnapshot | null> {
  const where = `snapshot "${snapshot.id}"`;
  const filePath = path.resolve(manifestFolder, snapshot.file);
  const html = await readText(filePath, snapshot.file, snapshot.positions.file, `${where}: \`file\``, problems);

  let resourcesFolder: string | null = null;
  if (snapshot.resources !== null) {
    resourcesFolder = path.resolve(manifestFolder, snapshot.resources);
    const info = await stat(resourcesFolder).catch(() => null);
    if (!info?.isDirectory()) {
      problems.push({
        ...snapshot.positions.resources,
        message: `${where}: \`resources\` folder ${snapshot.resources} ${info ? 'is not a folder' : 'does not exist'} (resolved to ${resourcesFolder}; paths are relative to the manifest)${await nearby(resourcesFolder)}`,
      });
    }
  }

  let fieldValues: FieldValue[] = [];
  if (snapshot.fields !== null) {
    const fieldsPath = path.resolve(manifestFolder, snapshot.fields);
    const text = await readText(fieldsPath, snapshot.fields, snapshot.positions.fields, `${where}: \`fields\``, problems);
    if (text !== null) fieldValues = readFieldValues(text, snapshot.fields, snapshot.positions.fields, problems) ?? [];
  }
  if (html === null) return null;
  return { ...snapshot, path: filePath, folder: path.dirname(filePath), resourcesFolder, html, fieldValues };
}

async function readText(file: string, written: string, position: SourcePosition, what: string, problems: ManifestProblem[]): Promise<string | null> {
  const info = await stat(file).catch(() => null);
  if (!info || !info.isFile()) {
    problems.push({ ...position, message: `${what}: no such file ${written} (resolved to ${file}; paths are relative to the manifest)${await nearby(file)}` });
    return null;
  }
  if (info.size > MAX_CONTENT_BYTES) {
    problems.push({ ...position, message: `${what}: ${file} is ${megabytes(info.size)}, over the ${megabytes(MAX_CONTENT_BYTES)} the service accepts; trim the snapshot` });
    return null;
  }
  return readFile(file, 'utf8');
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
  if (error instanceof Error) return (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : error.message;
  return String(error);
}

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}
