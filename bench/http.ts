/**
 * End-to-end figures of the reference service over loopback HTTP, through the real client,
 * on the generated 3,000-element shop page: page state upload (store + index), predict
 * p50/p95 (issue 2 target: HTTP predict p50 <= 25 ms), and the first predict after a
 * restart, which has to rebuild the index from the stored HTML.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '../src/client/index.ts';
import { startService } from '../src/service/server.ts';
import type { Section } from './report.ts';
import { percentile } from './stats.ts';

const PAGE = '/work/shared/bench/pages/shop-3000.html';
const TOKEN = 'bench-token';
const UPLOADS = 10;
const ROUNDS = 4;
const DESCRIPTIONS = [
  'the Search button',
  'search field',
  'Place order',
  'the Subscribe button',
  'first name field',
  'link to Women',
  'Submit review',
  'the Sign up button',
  'Save address',
  'Send message',
  'Skip to main content',
  'the Cancel button',
];

export async function run(): Promise<Section[]> {
  const html = readFileSync(PAGE, 'utf8');
  const dir = mkdtempSync(join(tmpdir(), 'page-selector-bench-'));
  const dbPath = join(dir, 'db.sqlite');
  let service = await startService({ port: 0, dbPath, tokens: [TOKEN], log: (l) => console.error(l) });
  let client = createClient({ baseUrl: service.url, token: TOKEN });
  try {
    const session = await client.createSession({ workflow_name: 'bench', is_training: false });
    const uploads: number[] = [];
    let pageStateId = '';
    for (let i = 0; i < UPLOADS; i++) {
      const started = performance.now();
      const state = await client.createPageState({ url: 'https://shop.example/', content: html, field_values: [], session_id: session.id, allowed_resource_ids: [] });
      uploads.push(performance.now() - started);
      pageStateId = state.id;
    }
    const target = { session_id: session.id, page_state_id: pageStateId };

    await client.predict({ text: DESCRIPTIONS[0]!, ...target }); // warm-up: JIT, connection
    const predicts: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const text of DESCRIPTIONS) {
        const started = performance.now();
        await client.predict({ text, ...target });
        predicts.push(performance.now() - started);
      }
    }

    await client.close();
    await service.close();
    service = await startService({ port: 0, dbPath, tokens: [TOKEN], log: (l) => console.error(l) });
    client = createClient({ baseUrl: service.url, token: TOKEN });
    const coldStarted = performance.now();
    await client.predict({ text: 'the Search button', ...target });
    const cold = performance.now() - coldStarted;

    const predictP50 = percentile(predicts, 50);
    const note = `shop-3000 (${(html.length / 1024).toFixed(0)} KiB), loopback, real client`;
    return [{
      title: 'HTTP (reference service, end to end)',
      figures: [
        { metric: 'HTTP predict p50', value: predictP50, unit: 'ms', target: '<= 25 ms', pass: predictP50 <= 25, note: `${predicts.length} predicts, ${note}` },
        { metric: 'HTTP predict p95', value: percentile(predicts, 95), unit: 'ms' },
        { metric: 'page state upload p50', value: percentile(uploads, 50), unit: 'ms', note: `${UPLOADS} uploads: store + index + field checks` },
        { metric: 'predict after restart (cold index)', value: cold, unit: 'ms', note: 'rebuilds the index from the stored HTML' },
      ],
    }];
  } finally {
    await client.close();
    await service.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
