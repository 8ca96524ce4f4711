/**
 * The description corpus (`bench/cases/`) checked against the pages it describes, in real Chromium:
 * a case whose selector does not pick out the element a person means would make the accuracy figure lie.
 * One browser, one page load a page; every request the pages make is refused so the run stays offline and fast.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openOfflinePage, type OfflinePage } from '../helpers/chromium.ts';
import {
  KINDS,
  SOURCES_FILE,
  listRealPages,
  CorpusError,
  isPlural,
  listPages,
  loadCases,
  parseCaseLine,
  readPage,
  type CorpusCase,
} from '../../bench/cases/corpus.ts';

const cases = loadCases();
const pages = listPages();

/** A case that names its element by a CSS selector (the others expect nothing to match). */
type CssCase = CorpusCase & { expect: { css: string } };
const cssCases = cases.filter((c): c is CssCase => 'css' in c.expect);

/** How many elements each case's selector matches on its page, keyed by line. */
const matchCounts = new Map<number, number | string>();
let browser: OfflinePage;

async function countMatches(page: Page, html: string, selectors: string[]): Promise<(number | string)[]> {
  await page.setContent(html, { waitUntil: 'domcontentloaded' });
  return page.evaluate((list) => {
    return list.map((css) => {
      try {
        return document.querySelectorAll(css).length;
      } catch (error) {
        return `invalid selector: ${error instanceof Error ? error.message : String(error)}`;
      }
    });
  }, selectors);
}

beforeAll(async () => {
  browser = await openOfflinePage();
  const { page } = browser;
  const byPage = new Map<string, CssCase[]>();
  for (const c of cssCases) {
    if (pages.includes(c.page)) byPage.set(c.page, [...(byPage.get(c.page) ?? []), c]);
  }
  for (const [name, list] of byPage) {
    const counts = await countMatches(page, readPage(name), list.map((c) => c.expect.css));
    list.forEach((c, i) => matchCounts.set(c.line, counts[i] ?? 'not evaluated'));
  }
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

describe('the description corpus', () => {
  it('has at least 300 descriptions over at least 20 pages', () => {
    expect(cases.length).toBeGreaterThanOrEqual(300);
    expect(new Set(cases.map((c) => c.page)).size).toBeGreaterThanOrEqual(20);
  });

  it('names only pages that exist in bench/cases/pages', () => {
    const missing = cases.filter((c) => !pages.includes(c.page)).map((c) => `line ${c.line}: ${c.page}`);
    expect(missing).toEqual([]);
  });

  it('gives every case a selector that matches the intended element, exactly one unless the description is plural', () => {
    const wrong: string[] = [];
    expect(cssCases.length).toBeGreaterThanOrEqual(250);
    for (const c of cssCases) {
      const count = matchCounts.get(c.line);
      if (typeof count !== 'number') wrong.push(`line ${c.line} (${c.page}): ${count ?? 'page not loaded'}`);
      else if (count === 0) wrong.push(`line ${c.line} (${c.page}): "${c.expect.css}" matches nothing`);
      else if (!isPlural(c) && count !== 1) wrong.push(`line ${c.line} (${c.page}): "${c.expect.css}" matches ${count} elements for a singular description`);
      else if (isPlural(c) && count < 2) wrong.push(`line ${c.line} (${c.page}): plural description but "${c.expect.css}" matches one element`);
    }
    expect(wrong).toEqual([]);
  });

  it('covers every kind of description with at least 10 cases', () => {
    const thin = KINDS.map((k) => [k, cases.filter((c) => c.kinds.includes(k)).length] as const).filter(([, n]) => n < 10);
    expect(thin).toEqual([]);
  });

  it('has about 15 descriptions that nothing on their page matches', () => {
    expect(cases.filter((c) => 'none' in c.expect).length).toBeGreaterThanOrEqual(15);
  });

  it('never repeats a description on the same page', () => {
    const seen = new Set<string>();
    const repeats = cases.filter((c) => {
      const key = `${c.page}\u0000${c.text.toLowerCase()}`;
      const repeated = seen.has(key);
      seen.add(key);
      return repeated;
    });
    expect(repeats.map((c) => `line ${c.line}: ${c.text}`)).toEqual([]);
  });

  it('keeps whole pages in one split, with about a quarter of them held out', () => {
    const splitOf = new Map<string, Set<string>>();
    for (const c of cases) splitOf.set(c.page, (splitOf.get(c.page) ?? new Set()).add(c.split));
    const mixed = [...splitOf].filter(([, s]) => s.size > 1).map(([p]) => p);
    expect(mixed).toEqual([]);
    const holdout = [...splitOf].filter(([, s]) => s.has('holdout')).length;
    // Enough held-out pages to measure generalisation, few enough that the dev split still teaches.
    expect(holdout).toBeGreaterThanOrEqual(4);
    expect(holdout / splitOf.size).toBeLessThanOrEqual(0.35);
  });

  it('records the provenance of every page in SOURCES.md', () => {
    const sources = readFileSync(SOURCES_FILE, 'utf8');
    expect(pages.filter((p) => !sources.includes(`| ${p} |`))).toEqual([]);
  });
});

describe('reading cases.jsonl', () => {
  it('names the line and the field when a case is malformed', () => {
    expect(() => parseCaseLine('{"page":"a.html","text":"x","expect":{},"kinds":["role"],"split":"dev"}', 7)).toThrow(
      /line 7: "expect" must be exactly one of/,
    );
    expect(() => parseCaseLine('{"page":"a.html","text":"x","expect":{"css":"a"},"kinds":["colour"],"split":"dev"}', 3)).toThrow(
      /line 3: unknown kind "colour"/,
    );
    expect(() => parseCaseLine('not json', 9)).toThrow(CorpusError);
  });

  it('refuses a "none" case that also carries a selector', () => {
    expect(() => parseCaseLine('{"page":"a.html","text":"x","expect":{"none":true,"css":"a"},"kinds":["none"],"split":"dev"}', 2)).toThrow(
      /line 2/,
    );
  });
});

describe('the real pages', () => {
  it('are many, and each is a full, interactive document', async () => {
    const real = listRealPages();
    expect(real.length).toBeGreaterThanOrEqual(6);
    const { page } = browser;
    for (const file of real) {
      await page.setContent(readFileSync(file, 'utf8'), { waitUntil: 'domcontentloaded' });
      const interactive = await page.evaluate(() => document.querySelectorAll('a[href], button, input, select, textarea').length);
      expect(interactive, file).toBeGreaterThan(3);
    }
  });
});
