/**
 * Real headless Chromium for page tests: Debian's `chromium`, driven by playwright-core.
 * `.ci/run` installs it; nothing here downloads a browser.
 */
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

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
