/**
 * Our accessible names against the ones Chromium computes (its accessibility tree, read over
 * CDP) on the real pages of the corpus (bench/cases/SOURCES.md) and the shop page: markup nobody here wrote, styled by
 * sites' own `<style>` rules. Scripts are off, as in the sandboxed replay.
 *
 * Two differences are by design and left out: rows are named from their cells (WAI-ARIA 1.2
 * lists row among the roles named from content, as Playwright and Testing Library do;
 * Chromium leaves them unnamed), and a file input's button text ("Choose File") is browser
 * chrome, not page content. What remains may differ only where linked stylesheets change
 * text (text-transform, generated content), which a pure function never sees.
 *
 * Where white space falls between inline elements is not compared: Chromium collapses the
 * space between two links into the end of the first and then trims that link's name
 * ("Image placeholderImage placeholder"), a layout decision. Names that differ only in
 * white space are counted and shown, not failed on; ours keep the words apart.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { CDPSession, Page } from 'playwright-core';
import { indexPage } from '../../src/engine/index.ts';
import { openOfflinePage, type OfflinePage } from '../helpers/chromium.ts';
import { listRealPages } from '../../bench/cases/corpus.ts';

const REPO = join(import.meta.dirname, '..', '..');
const pages = [
  ...listRealPages(),
  join(REPO, '..', 'shared', 'bench', 'pages', 'shop-1000.html'),
].filter((file) => existsSync(file));

let browser: OfflinePage;
let page: Page;
let cdp: CDPSession;

beforeAll(async () => {
  browser = await openOfflinePage();
  page = browser.page;
  cdp = await browser.context.newCDPSession(page);
  await cdp.send('Accessibility.enable');
});

afterAll(async () => {
  await browser?.close();
});

interface AXNode {
  ignored: boolean;
  backendDOMNodeId?: number;
  name?: { value?: string };
}

interface DOMNode {
  backendNodeId: number;
  attributes?: string[];
  children?: DOMNode[];
}

/** Chromium's accessible name of each element it exposes, by our ordinal (document order). */
async function chromiumNames(html: string): Promise<Map<number, string>> {
  await page.setContent(html, { waitUntil: 'domcontentloaded' });
  await page.evaluate(() => {
    Array.from(document.getElementsByTagName('*')).forEach((e, i) => e.setAttribute('data-sl-ordinal', String(i)));
  });
  const { root } = (await cdp.send('DOM.getDocument', { depth: -1 })) as { root: DOMNode };
  const ordinalOf = new Map<number, number>();
  const stack = [root];
  while (stack.length) {
    const node = stack.pop()!;
    const attrs = node.attributes ?? [];
    for (let i = 0; i < attrs.length; i += 2) if (attrs[i] === 'data-sl-ordinal') ordinalOf.set(node.backendNodeId, Number(attrs[i + 1]));
    stack.push(...(node.children ?? []));
  }
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AXNode[] };
  const names = new Map<number, string>();
  for (const ax of nodes) {
    const ordinal = ax.backendDOMNodeId === undefined ? undefined : ordinalOf.get(ax.backendDOMNodeId);
    if (ax.ignored || ordinal === undefined) continue;
    names.set(ordinal, (ax.name?.value ?? '').replace(/\s+/g, ' ').trim());
  }
  return names;
}

test('accessible names agree with Chromium on at least 99.8% of the elements it exposes on real-world pages', async () => {
  expect(pages.length).toBeGreaterThan(1);
  let compared = 0;
  const differences: string[] = [];
  const spacing: string[] = [];
  const withoutSpace = (name: string): string => name.replace(/\s+/g, '');
  for (const file of pages) {
    const html = readFileSync(file, 'utf8');
    const index = indexPage(html);
    for (const [ordinal, chromium] of await chromiumNames(html)) {
      const element = index.elements[ordinal]!;
      if (element.hidden || element.role === 'row' || (element.tag === 'input' && element.attributes.type === 'file')) continue;
      compared++;
      if (element.name !== chromium) {
        const line = `${file.split('/').pop()} ${element.xpath}: chromium ${JSON.stringify(chromium)}, ours ${JSON.stringify(element.name)}`;
        (withoutSpace(element.name) === withoutSpace(chromium) ? spacing : differences).push(line);
      }
    }
  }
  expect(compared).toBeGreaterThan(1000);
  if (spacing.length) console.info(`${spacing.length} of ${compared} names differ only in white space between inline elements:\n${spacing.join('\n')}`);
  expect(differences.length / compared, differences.join('\n')).toBeLessThanOrEqual(0.002);
}, 120_000);
