import { afterAll, beforeAll, expect, test } from 'vitest';
import { launchChromium, type Browser } from '../helpers/chromium.ts';

let browser: Browser;
beforeAll(async () => { browser = await launchChromium(); });
afterAll(async () => { await browser?.close(); });

test('headless Chromium builds the implied tbody that xpaths must account for', async () => {
  const page = await browser.context.newPage();
  await page.setContent('<table><tr><td id="c">x</td></tr></table>');
  const xpath = await page.evaluate(() => {
    const r = document.evaluate('/html/body/table/tbody/tr/td', document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null);
    return (r.singleNodeValue as Element | null)?.id ?? null;
  });
  expect(xpath).toBe('c');
});
