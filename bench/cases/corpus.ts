/**
 * The team's description corpus (issue 4, "Accuracy on realistic descriptions"): descriptions written as
 * users write them, each with the element(s) a person means, over the pages in `bench/cases/pages/`.
 *
 * One JSON object a line in `cases.jsonl`:
 *   {"page":"checkout.html","text":"Place order button","expect":{"css":"..."},"kinds":["role","text"],"split":"dev"}
 * `expect.css` selects exactly the intended element(s) (several only for plural descriptions);
 * `expect.none` marks descriptions that nothing on the page credibly matches, where the engine must answer empty.
 * `split: "holdout"` pages are for measuring only: do not study them when tuning the engine.
 *
 * This module only reads and validates the files; it knows nothing about the engine.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const CORPUS_DIR = dirname(fileURLToPath(import.meta.url));
export const PAGES_DIR = join(CORPUS_DIR, 'pages');
export const CASES_FILE = join(CORPUS_DIR, 'cases.jsonl');
export const SOURCES_FILE = join(CORPUS_DIR, 'SOURCES.md');

/** What makes a description hard, one tag per clue it relies on (issue 4's list of kinds). */
export const KINDS = [
  'role', // a role word: button, link, field, checkbox, tab, row...
  'synonym-role', // a role synonym: "box" for textbox, "dropdown" for combobox, "icon" for img/button
  'text', // the element's visible text
  'quoted', // text in quotes: the 'Submit' button
  'label', // the text of a <label> or aria-labelledby
  'placeholder',
  'alt',
  'title',
  'aria-label',
  'testid', // data-testid / data-test / data-qa
  'icon', // the only clue is an icon's class name (fa-trash, icon-heart...)
  'ordinal', // second, 3rd, last
  'container', // in the footer / in the Billing section / in the row for Alice
  'landmark', // header, navigation, main, footer, search
  'heading', // a nearby heading names the part of the page
  'neighbour', // next to / after / below another element
  'typo', // misspellings
  'word-form', // sign-in vs sign in, plural vs singular, casing, punctuation
  'synonym', // log in for sign in, basket for cart
  'plural', // several elements: "all product links"
  'instruction', // "Click on...", "Type your email into..."
  'none', // nothing on the page matches: the answer is empty
] as const;
export type Kind = (typeof KINDS)[number];

export type Split = 'dev' | 'holdout';

export interface CorpusCase {
  /** 1-based line in cases.jsonl, for error messages. */
  line: number;
  /** File name in `pages/`. */
  page: string;
  /** The description as a user would write it. */
  text: string;
  expect: { css: string } | { none: true };
  kinds: Kind[];
  split: Split;
}

/** A mistake in cases.jsonl, named by line and field so it can be fixed without a stack trace. */
export class CorpusError extends Error {
  override name = 'CorpusError';
}

function fail(line: number, message: string): never {
  throw new CorpusError(`bench/cases/cases.jsonl line ${line}: ${message}`);
}

const KIND_SET: ReadonlySet<string> = new Set(KINDS);

/** Parses one line; throws a CorpusError naming the line and the field at fault. */
export function parseCaseLine(raw: string, line: number): CorpusCase {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    fail(line, `not valid JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail(line, 'expected a JSON object');
  const o = value as Record<string, unknown>;
  if (typeof o.page !== 'string' || !o.page.endsWith('.html')) fail(line, '"page" must be an .html file name in bench/cases/pages/');
  if (typeof o.text !== 'string' || o.text.trim() === '') fail(line, '"text" must be a non-empty description');
  const expect = o.expect as Record<string, unknown> | undefined;
  if (typeof expect !== 'object' || expect === null) fail(line, '"expect" must be {"css": "..."} or {"none": true}');
  let parsedExpect: CorpusCase['expect'];
  if (expect.none === true && expect.css === undefined) parsedExpect = { none: true };
  else if (typeof expect.css === 'string' && expect.css.trim() !== '' && expect.none === undefined) parsedExpect = { css: expect.css };
  else fail(line, '"expect" must be exactly one of {"css": "<selector>"} or {"none": true}');
  if (!Array.isArray(o.kinds) || o.kinds.length === 0) fail(line, '"kinds" must be a non-empty array');
  for (const k of o.kinds) {
    if (typeof k !== 'string' || !KIND_SET.has(k)) fail(line, `unknown kind ${JSON.stringify(k)}; known kinds: ${KINDS.join(', ')}`);
  }
  const kinds = o.kinds as Kind[];
  const isNone = 'none' in parsedExpect;
  if (isNone !== kinds.includes('none')) fail(line, 'kind "none" goes with {"none": true} and only with it');
  if (o.split !== 'dev' && o.split !== 'holdout') fail(line, '"split" must be "dev" or "holdout"');
  return { line, page: o.page, text: o.text, expect: parsedExpect, kinds, split: o.split };
}

/** Every case in cases.jsonl, in file order. Blank lines are skipped. */
export function loadCases(file: string = CASES_FILE): CorpusCase[] {
  const cases: CorpusCase[] = [];
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((raw, index) => {
      if (raw.trim() !== '') cases.push(parseCaseLine(raw, index + 1));
    });
  return cases;
}

/** The page files in `pages/`. */
export function listPages(dir: string = PAGES_DIR): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.html'))
    .sort();
}

/**
 * The pages written by people outside this project ("real" in SOURCES.md), as absolute paths:
 * markup nobody here wrote, which the engine's browser-fidelity tests run on.
 */
export function listRealPages(): string[] {
  const sources = readFileSync(SOURCES_FILE, 'utf8');
  const real = [...sources.matchAll(/^\| ([\w.-]+\.html) \| real \|/gm)].map((m) => m[1]!);
  return real.sort().map((page) => join(PAGES_DIR, page));
}

export function readPage(page: string, dir: string = PAGES_DIR): string {
  return readFileSync(join(dir, page), 'utf8');
}

/** A plural description may select several elements; every other one selects exactly one. */
export function isPlural(c: CorpusCase): boolean {
  return c.kinds.includes('plural');
}
