/**
 * End to end through the service: a real-world page is uploaded as it was saved (no
 * sl-identifiers, so the service generates them), predict and explain answer identifiers and
 * xpaths, and real Chromium, parsing the same HTML itself, must find at each returned xpath the
 * element with the returned identifier. Chromium numbers its elements the way the service
 * documents generated identifiers (`sl-gen-<document-order ordinal>`), so a mismatch means the
 * service's tree, identifiers or xpaths differ from the browser's.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { loadCases, listRealPages, readPage } from '../../bench/cases/corpus.ts';
import { openOfflinePage, resolveXPathsInChromium, type OfflinePage } from '../helpers/chromium.ts';
import { startTestService, type TestService } from '../helpers/service.ts';

let browser: OfflinePage;
let page: Page;
let t: TestService;

beforeAll(async () => {
  browser = await openOfflinePage();
  page = browser.page;
  t = await startTestService();
});

afterAll(async () => {
  await browser?.close();
  await t?.close();
});

const realPages = listRealPages().map((file) => file.split('/').pop()!);
const pagesUnderTest = realPages.slice(0, 3);

test('the corpus has real-world pages to upload', () => {
  expect(pagesUnderTest.length).toBe(3);
});

test.each(pagesUnderTest)('predicted and explained xpaths of %s resolve in Chromium to the elements with the returned identifiers', async (name) => {
  const html = readPage(name);
  const session = await t.client.createSession({ workflow_name: `chromium-${name}`, is_training: false });
  const state = await t.client.createPageState({ session_id: session.id, url: `https://example.test/${name}`, content: html, field_values: [], allowed_resource_ids: [] });
  const descriptions = loadCases().filter((c) => c.page === name).slice(0, 6).map((c) => c.text);
  expect(descriptions.length).toBeGreaterThan(0);

  const pairs: { identifier: string; xpath: string }[] = [];
  for (const text of descriptions) {
    const selector = await t.client.predict({ text, session_id: session.id, page_state_id: state.id });
    expect(selector.selected_xpaths).toHaveLength(selector.selected_identifiers.length);
    selector.selected_identifiers.forEach((identifier, i) => pairs.push({ identifier, xpath: selector.selected_xpaths[i]! }));
    const explanation = await t.client.explainPageSelector(selector.id);
    pairs.push(...explanation.candidates.map((c) => ({ identifier: c.identifier, xpath: c.xpath })));
  }
  // Explain gives up to ten candidates per description: plenty of elements across the page.
  expect(pairs.length).toBeGreaterThanOrEqual(descriptions.length * 3);
  for (const { xpath } of pairs) expect(xpath).toMatch(/^\/html(\/[^/]+)+$/);

  const { resolved } = await resolveXPathsInChromium(page, html, pairs.map((p) => p.xpath));
  const wrong = pairs.flatMap((p, i) => (resolved[i] === p.identifier ? [] : [`${p.xpath} -> ${resolved[i]} (service said ${p.identifier})`]));
  expect(wrong).toEqual([]);
});
