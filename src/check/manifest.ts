/**
 * Manifest v1 (issue 3, "Manifest v1"): YAML text in, a validated `Manifest` out, or a
 * `ManifestError` carrying every problem with its file, line, column and a fix hint.
 *
 * Pure: no file system. Checks that need the disk (does the file exist, is the fields
 * file a FieldValue list) live in `load.ts`.
 */
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node, type Pair, type YAMLMap } from 'yaml';
import type { Expectation, Manifest, ManifestProblem, ManifestSelector, ManifestSnapshot, SourcePosition } from './types.ts';

export class ManifestError extends Error {
  readonly problems: ManifestProblem[];
  constructor(problems: ManifestProblem[]) {
    super(`the manifest has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n${problems.map(formatProblem).join('\n')}`);
    this.name = 'ManifestError';
    this.problems = problems;
  }
}

/** `file:line:col: message`, the form editors and terminals turn into links. */
export function formatProblem(problem: ManifestProblem): string {
  return `${problem.file}:${problem.line}:${problem.column}: ${problem.message}`;
}

const ROOT_KEYS = ['version', 'snapshots', 'selectors'] as const;
const SNAPSHOT_KEYS = ['file', 'url', 'resources', 'fields'] as const;
const SELECTOR_KEYS = ['name', 'snapshot', 'text', 'expect'] as const;
const EXPECT_KEYS = ['xpath', 'identifier', 'css', 'none'] as const;

/** A full xpath as dev tools copy it: `/html/body/div[2]/button`, one element name per step. */
const ABSOLUTE_XPATH = /^(\/[A-Za-z_][\w.:-]*(\[[1-9]\d*\])?)+$/;

export function parseManifest(text: string, file: string): Manifest {
  const { manifest, problems } = readManifest(text, file);
  if (problems.length || !manifest) throw new ManifestError(problems);
  return manifest;
}

/**
 * Every problem, and the parts that are valid despite them (null when the text is not YAML
 * or not a mapping), so a caller can go on checking the files of the valid snapshots and
 * report all problems in one go.
 */
export function readManifest(text: string, file: string): { manifest: Manifest | null; problems: ManifestProblem[] } {
  return new ManifestReader(text, file).read();
}

class ManifestReader {
  private readonly problems: ManifestProblem[] = [];
  private readonly lines = new LineCounter();
  private readonly text: string;
  private readonly file: string;

  constructor(text: string, file: string) {
    this.text = text;
    this.file = file;
  }

  read(): { manifest: Manifest | null; problems: ManifestProblem[] } {
    const doc = parseDocument(this.text, { lineCounter: this.lines, prettyErrors: false, uniqueKeys: true });
    for (const error of doc.errors) {
      this.problemAt(error.pos[0], `YAML: ${firstLine(error.message)}`);
    }
    if (this.problems.length) return { manifest: null, problems: this.problems };

    const root = doc.contents;
    if (!isMap(root)) {
      this.problem(this.start(), 'the manifest must be a mapping with `version: 1`, `snapshots:` and `selectors:`');
      return { manifest: null, problems: this.problems };
    }
    this.checkKeys(root, ROOT_KEYS, 'the manifest');

    this.readVersion(root);
    const snapshots = this.readSnapshots(root);
    const selectors = this.readSelectors(root, snapshots);
    return { manifest: { file: this.file, version: 1, snapshots, selectors }, problems: sortProblems(this.problems) };
  }

  private readVersion(root: YAMLMap): void {
    const pair = findPair(root, 'version');
    if (!pair) {
      this.problem(this.start(), 'missing `version`; add `version: 1` at the top');
      return;
    }
    const value = pair.value;
    if (!isScalar(value) || value.value !== 1) {
      const shown = isScalar(value) ? JSON.stringify(value.value) : 'a collection';
      this.problem(this.at(value ?? pair.key), `unsupported version ${shown}; this tool reads manifest \`version: 1\``);
    }
  }

  private readSnapshots(root: YAMLMap): ManifestSnapshot[] {
    const pair = findPair(root, 'snapshots');
    if (!pair) {
      this.problem(this.start(), 'missing `snapshots`; add a `snapshots:` mapping of snapshot id -> { file, url }');
      return [];
    }
    const map = pair.value;
    if (!isMap(map) || map.items.length === 0) {
      this.problem(this.at(map ?? pair.key), '`snapshots` must be a non-empty mapping of snapshot id -> { file, url }');
      return [];
    }
    const snapshots: ManifestSnapshot[] = [];
    for (const item of map.items) {
      const idPosition = this.at(item.key);
      const id = scalarString(item.key);
      if (id === undefined || id.trim() === '') {
        this.problem(idPosition, 'a snapshot id must be a non-empty string');
        continue;
      }
      const body = item.value;
      if (!isMap(body)) {
        this.problem(this.at(body ?? item.key), `snapshot "${id}" must be a mapping with at least \`file\` and \`url\``);
        continue;
      }
      this.checkKeys(body, SNAPSHOT_KEYS, `snapshot "${id}"`);
      const positions = { id: idPosition, file: idPosition, url: idPosition, resources: idPosition, fields: idPosition };
      const field = (key: (typeof SNAPSHOT_KEYS)[number], required: boolean, what: string): string | null => {
        const found = findPair(body, key);
        if (!found) {
          if (required) this.problem(idPosition, `snapshot "${id}" is missing \`${key}\` (${what})`);
          return null;
        }
        positions[key] = this.at(found.value ?? found.key);
        const value = scalarString(found.value);
        if (value === undefined || value.trim() === '') {
          this.problem(positions[key], `snapshot "${id}": \`${key}\` must be a non-empty string (${what})`);
          return null;
        }
        return value;
      };
      const file = field('file', true, 'the HTML file, relative to the manifest');
      const url = field('url', true, 'the page URL, e.g. https://app.example.com/login');
      const resources = field('resources', false, 'a folder of resources, relative to the manifest');
      const fields = field('fields', false, 'a JSON FieldValue list, relative to the manifest');
      if (url !== null && !isHttpUrl(url)) {
        this.problem(positions.url, `snapshot "${id}": \`url\` must be an absolute http(s) URL, e.g. https://app.example.com/login`);
        continue;
      }
      if (file === null || url === null) continue;
      snapshots.push({ id, file, url, resources, fields, positions });
    }
    return snapshots;
  }

  private readSelectors(root: YAMLMap, snapshots: ManifestSnapshot[]): ManifestSelector[] {
    const pair = findPair(root, 'selectors');
    if (!pair) {
      this.problem(this.start(), 'missing `selectors`; add a `selectors:` list of { name, snapshot, text, expect }');
      return [];
    }
    const seq = pair.value;
    if (!isSeq(seq) || seq.items.length === 0) {
      this.problem(this.at(seq ?? pair.key), '`selectors` must be a non-empty list of { name, snapshot, text, expect }');
      return [];
    }
    const declaredIds = new Set(snapshots.map((s) => s.id));
    const snapshotsPair = findPair(root, 'snapshots');
    if (snapshotsPair && isMap(snapshotsPair.value)) {
      // Ids that were declared but failed validation still count: their problem is already reported.
      for (const item of snapshotsPair.value.items) {
        const id = scalarString(item.key);
        if (id !== undefined) declaredIds.add(id);
      }
    }
    const seenNames = new Map<string, SourcePosition>();
    const selectors: ManifestSelector[] = [];
    seq.items.forEach((item, index) => {
      const label = `selector #${index + 1}`;
      const position = this.at(item as Node | null);
      if (!isMap(item)) {
        this.problem(position, `${label} must be a mapping with \`name\`, \`snapshot\`, \`text\` and \`expect\``);
        return;
      }
      this.checkKeys(item, SELECTOR_KEYS, label);
      let where = label;
      const text = (key: 'name' | 'snapshot' | 'text', what: string): string | null => {
        const found = findPair(item, key);
        if (!found) {
          this.problem(position, `${where} is missing \`${key}\` (${what})`);
          return null;
        }
        const value = scalarString(found.value);
        if (value === undefined || value.trim() === '') {
          this.problem(this.at(found.value ?? found.key), `${where}: \`${key}\` must be a non-empty string (${what}); quote it if it looks like a number`);
          return null;
        }
        return value;
      };
      const name = text('name', 'a unique name for the selector');
      if (name !== null) where = `selector "${name}"`;
      if (name !== null) {
        const first = seenNames.get(name);
        if (first) this.problem(position, `duplicate selector name "${name}" (first used at line ${first.line}); names must be unique`);
        else seenNames.set(name, position);
      }
      const snapshot = text('snapshot', 'the id of a snapshot under `snapshots:`');
      if (snapshot !== null && !declaredIds.has(snapshot)) {
        const found = findPair(item, 'snapshot');
        const suggestion = closest(snapshot, [...declaredIds]);
        this.problem(
          this.at(found?.value ?? null),
          `${where}: unknown snapshot "${snapshot}"${suggestion ? `; did you mean "${suggestion}"?` : ''} (declared: ${[...declaredIds].join(', ') || 'none'})`,
        );
      }
      const description = text('text', 'the description of the element, e.g. "the Sign in button"');
      const expectPair = findPair(item, 'expect');
      let expect: Expectation | null = null;
      if (!expectPair) this.problem(position, `${where} is missing \`expect\` (one of ${EXPECT_KEYS.join(', ')})`);
      else expect = this.readExpectation(expectPair, where);
      if (name === null || snapshot === null || description === null || expect === null || !expectPair) return;
      selectors.push({ name, snapshot, text: description, expect, position, expectPosition: this.at(expectPair.value ?? expectPair.key) });
    });
    return selectors;
  }

  private readExpectation(pair: Pair, where: string): Expectation | null {
    const map = pair.value;
    if (!isMap(map)) {
      this.problem(this.at((pair.value as Node | null) ?? (pair.key as Node)), `${where}: \`expect\` must be a mapping with exactly one of ${EXPECT_KEYS.join(', ')}`);
      return null;
    }
    this.checkKeys(map, EXPECT_KEYS, `${where}: expect`);
    const present = map.items.filter((item) => (EXPECT_KEYS as readonly string[]).includes(scalarString(item.key) ?? ''));
    if (present.length !== 1) {
      const keys = present.map((item) => scalarString(item.key)).join(', ');
      this.problem(
        this.at(map),
        present.length === 0
          ? `${where}: \`expect\` needs exactly one of ${EXPECT_KEYS.join(', ')}`
          : `${where}: \`expect\` has several keys (${keys}); keep exactly one`,
      );
      return null;
    }
    const item = present[0]!;
    const key = scalarString(item.key) as (typeof EXPECT_KEYS)[number];
    const value = item.value as Node | null;
    const position = this.at(value ?? (item.key as Node));
    switch (key) {
      case 'none':
        if (!isScalar(value) || value.value !== true) {
          this.problem(position, `${where}: \`expect.none\` must be \`true\` (nothing must be found)`);
          return null;
        }
        return { none: true };
      case 'css': {
        const css = scalarString(value);
        if (css === undefined || css.trim() === '') {
          this.problem(position, `${where}: \`expect.css\` must be a non-empty CSS selector string, e.g. "form > button[type=submit]"`);
          return null;
        }
        return { css };
      }
      case 'identifier': {
        const identifiers = this.stringList(value, `${where}: \`expect.identifier\``, 'an sl-identifier such as sl-42, or a list of them');
        return identifiers && { identifier: identifiers };
      }
      case 'xpath': {
        const xpaths = this.stringList(value, `${where}: \`expect.xpath\``, 'an absolute xpath, or a list of them');
        if (!xpaths) return null;
        let ok = true;
        const nodes = isSeq(value) ? (value.items as Node[]) : [value as Node];
        xpaths.forEach((xpath, i) => {
          if (!ABSOLUTE_XPATH.test(xpath.trim())) {
            ok = false;
            this.problem(
              this.at(nodes[i] ?? value),
              `${where}: xpath "${xpath}" is not absolute; write the full path from the root, e.g. /html/body/main/form/button (dev tools: Copy full XPath)`,
            );
          }
        });
        return ok ? { xpath: xpaths.map((x) => x.trim()) } : null;
      }
    }
  }

  /** A string or a non-empty list of non-empty strings. */
  private stringList(node: Node | null, what: string, hint: string): string[] | null {
    if (isSeq(node)) {
      const values = node.items.map((item) => scalarString(item as Node));
      if (values.length === 0 || values.some((v) => v === undefined || v.trim() === '')) {
        this.problem(this.at(node), `${what} must be ${hint}; the list has an empty or non-string entry`);
        return null;
      }
      return values as string[];
    }
    const value = scalarString(node);
    if (value === undefined || value.trim() === '') {
      this.problem(this.at(node), `${what} must be ${hint}`);
      return null;
    }
    return [value];
  }

  private checkKeys(map: YAMLMap, known: readonly string[], where: string): void {
    for (const item of map.items) {
      const key = scalarString(item.key as Node);
      if (key !== undefined && known.includes(key)) continue;
      const suggestion = key === undefined ? undefined : closest(key, known);
      this.problem(
        this.at(item.key as Node),
        `${where}: unknown key "${key ?? String(item.key)}"${suggestion ? `; did you mean "${suggestion}"?` : ''} (allowed: ${known.join(', ')})`,
      );
    }
  }

  private problem(position: SourcePosition, message: string): void {
    this.problems.push({ ...position, message });
  }

  private problemAt(offset: number, message: string): void {
    this.problem(this.position(offset), message);
  }

  private position(offset: number): SourcePosition {
    const { line, col } = this.lines.linePos(offset);
    return { file: this.file, line, column: col };
  }

  private start(): SourcePosition {
    return { file: this.file, line: 1, column: 1 };
  }

  private at(node: Node | null | undefined | unknown): SourcePosition {
    const range = (node as Node | null | undefined)?.range;
    return range ? this.position(range[0]) : this.start();
  }
}

/** In file order, as an editor lists them; sorts in place. */
export function sortProblems(problems: ManifestProblem[]): ManifestProblem[] {
  return problems.sort((a, b) => a.line - b.line || a.column - b.column);
}

function findPair(map: YAMLMap, key: string): Pair<Node, Node | null> | undefined {
  return map.items.find((item) => scalarString(item.key as Node) === key) as Pair<Node, Node | null> | undefined;
}

function scalarString(node: unknown): string | undefined {
  return isScalar(node) && typeof node.value === 'string' ? node.value : undefined;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function firstLine(message: string): string {
  return message.split('\n')[0] ?? message;
}

/** The candidate nearest to `word` by edit distance, when it is plausibly a typo of it. */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const distance = editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best !== undefined && bestDistance <= Math.max(2, Math.floor(best.length / 3)) ? best : undefined;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
    }
    previous = current;
  }
  return previous[b.length]!;
}
