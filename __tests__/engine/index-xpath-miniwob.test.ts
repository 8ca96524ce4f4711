/**
 * byXPath on pages nobody here wrote: the 1354 MiniWoB++ demonstration pages
 * (../shared/bench/miniwob-dev.jsonl) each record the clicked element as a fully indexed
 * xpath (`/html[1]/body[1]/div[1]/button[2]`, checked in Chromium) and its text content.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { indexPage } from '../../src/engine/index.ts';

interface MiniwobCase {
  id: string;
  html: string;
  target_xpath: string;
  target_text: string;
}

const FILE = join(import.meta.dirname, '..', '..', '..', 'shared', 'bench', 'miniwob-dev.jsonl');

test('every recorded fully indexed xpath resolves to the element with the recorded text', () => {
  const cases = readFileSync(FILE, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as MiniwobCase);
  expect(cases.length).toBeGreaterThan(1000);
  const wrong = cases.flatMap((c) => {
    const element = indexPage(c.html).byXPath(c.target_xpath);
    if (!element) return [`${c.id}: ${c.target_xpath} resolves to nothing`];
    return element.text === c.target_text ? [] : [`${c.id}: ${c.target_xpath} has text ${JSON.stringify(element.text)}, recorded ${JSON.stringify(c.target_text)}`];
  });
  expect(wrong).toEqual([]);
});
