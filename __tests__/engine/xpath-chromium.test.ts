/**
 * Every xpath the engine writes must resolve, in real Chromium, to the element with the same
 * sl-identifier, on pages nobody here wrote: the WPT accname pages, the generated shop page
 * and the real pages of the corpus (bench/cases/SOURCES.md). Chromium parses each page itself (scripts off, as in the
 * sandboxed replay) and numbers its elements by document order on its own; a mismatch means
 * our tree, our ordinals or our xpaths differ from the browser's.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { indexPage } from '../../src/engine/index.ts';
import { openOfflinePage, resolveXPathsInChromium, type OfflinePage } from '../helpers/chromium.ts';
import { listRealPages } from '../../bench/cases/corpus.ts';
import { ACCNAME_DIR } from '../../bench/accname-cases.ts';

const REPO = join(import.meta.dirname, '..', '..');
const SHARED_BENCH = join(REPO, '..', 'shared', 'bench');

function htmlFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.html'))
    .sort()
    .map((f) => join(dir, f));
}

const pages = [
  ...listRealPages(),
  join(SHARED_BENCH, 'pages', 'shop-1000.html'),
  ...htmlFiles(join(ACCNAME_DIR, 'name')),
  ...htmlFiles(join(ACCNAME_DIR, 'manual')),
].filter((file) => existsSync(file));

let browser: OfflinePage;
let page: Page;

beforeAll(async () => {
  browser = await openOfflinePage();
  page = browser.page;
});

afterAll(async () => {
  await browser?.close();
});

describe('every xpath resolves in Chromium to the element with the same sl-identifier', () => {
  test('the page set is not empty (real-world fixtures, shop page and WPT pages are present)', () => {
    expect(pages.length).toBeGreaterThan(100);
  });

  test.each(pages.map((file) => [relative(join(REPO, '..'), file), file]))('%s', async (_name, file) => {
    await expectXPathsResolve(readFileSync(file, 'utf8'));
  });

  test('markup that trips naive xpaths: foreign content, odd tag names, parser fix-ups, taken identifiers', async () => {
    await expectXPathsResolve(TRICKY_MARKUP);
  });
});

async function expectXPathsResolve(html: string): Promise<void> {
    const index = indexPage(html);
    const { elementCount, resolved } = await resolveXPathsInChromium(page, html, index.elements.map((e) => e.xpath));
    expect(elementCount).toBe(index.elements.length);
    const wrong = index.elements
      .filter((element, i) => resolved[i] !== element.identifier)
      .map((element) => `${element.xpath} -> ${resolved[element.ordinal]} (expected ${element.identifier})`);
    expect(wrong).toEqual([]);
}

const TRICKY_MARKUP = `<!doctype html><html><head><noscript><img src=x.png></noscript><title>t</title></head><body>
<div sl-identifier="sl-gen-3">taken</div><div sl-identifier="">empty</div>
<svg><g><path/><path/></g><foreignObject><div>html in svg</div><svg><circle/></svg></foreignObject><a href="#"><text>svg link</text></a></svg>
<math><mi>x</mi><mo>+</mo><mi>y</mi><annotation-xml encoding="text/html"><div>in math</div></annotation-xml></math>
<table><tr><td>implied tbody</td></tr><tr><td><table><td>nested</td></table></td></tr></table>
<b><p>misnested</b>text</p><i><div>adopted</i>agency</div>
<template><p>not in the tree</p></template>
<my-widget><x-a:b>colon</x-a:b></my-widget><div'q>quote in a tag name</div'q>
<select><option>a<option>b</select><ul><li>one<li>two</ul><dl><dt>t<dd>d</dl>
<p>one<p>two<p>three<form><input><input type=hidden></form>
</body></html>`;
