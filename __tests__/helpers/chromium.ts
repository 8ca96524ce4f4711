/**
 * Real headless Chromium for page tests: Debian's `chromium`, driven by playwright-core.
 * `.ci/run` installs it; nothing here downloads a browser.
 */
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface Browser {
  context: BrowserContext;
  close(): Promise<void>;
}

/** Launches Chromium with a throwaway profile (through launchPersistentContext, as the toolchain notes ask). */
export async function launchChromium(options: { javaScriptEnabled?: boolean } = {}): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: run .ci/run (it installs Debian's chromium) or set CHROMIUM_PATH`);
  }
  const profile = mkdtempSync(join(tmpdir(), 'page-selector-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: FLAGS,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  return {
    context,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

export interface OfflinePage extends Browser {
  page: Page;
}

/**
 * Chromium as the sandboxed replay sees a page: scripts off, and every request the page makes
 * (stylesheets, scripts and images on other hosts) refused, so nothing leaves the machine.
 */
export async function openOfflinePage(): Promise<OfflinePage> {
  const browser = await launchChromium({ javaScriptEnabled: false });
  await browser.context.route('**/*', (route) => route.abort());
  return { ...browser, page: await browser.context.newPage() };
}

export interface XPathResolution {
  /** How many elements Chromium's own tree has. */
  elementCount: number;
  /** Per xpath, the sl-identifier of the element Chromium finds there (null when none). */
  resolved: (string | null)[];
}

/**
 * Loads `html` in `page`, lets Chromium number its own elements the way the engine documents
 * generated identifiers (`sl-gen-<document-order ordinal>`, with the same collision suffix),
 * then resolves each xpath with `document.evaluate`. A mismatch with the engine means its tree,
 * identifiers or xpaths differ from the browser's.
 */
export async function resolveXPathsInChromium(page: Page, html: string, xpaths: string[]): Promise<XPathResolution> {
  await page.setContent(html, { waitUntil: 'domcontentloaded' });
  return page.evaluate((xpaths) => {
    const all = Array.from(document.getElementsByTagName('*'));
    const taken = new Set(all.map((e) => e.getAttribute('sl-identifier')).filter((v): v is string => Boolean(v)));
    all.forEach((element, ordinal) => {
      if (element.getAttribute('sl-identifier')) return;
      let candidate = `sl-gen-${ordinal}`;
      for (let suffix = 1; taken.has(candidate); suffix++) candidate = `sl-gen-${ordinal}-${suffix}`;
      taken.add(candidate);
      element.setAttribute('sl-identifier', candidate);
    });
    const resolved = xpaths.map((xpath) => {
      const node = document.evaluate(xpath, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue;
      return node instanceof Element ? node.getAttribute('sl-identifier') : null;
    });
    return { elementCount: all.length, resolved };
  }, xpaths);
}
