/**
 * `npm run bench -- action`: the Action's main job end to end (issue 3, "Benchmark"):
 * 500 selectors over 20 snapshots with 200 resources, against the reference service on
 * loopback with a temp SQLite file, run twice. Targets: each run at most 10 s on 2 cores,
 * and zero resource bytes uploaded by the second run.
 *
 * The project is generated: realistic shop pages (header, navigation, search, a product
 * grid, a filter form, a footer), each with its own stylesheets (with @import and url()),
 * script, font and images, and 25 selectors described the way people write them.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runCheck } from '../src/check/run-check.ts';
import type { CheckLog, CheckReport } from '../src/check/types.ts';
import { createClient } from '../src/client/index.ts';
import { startService } from '../src/service/server.ts';
import type { Section } from './report.ts';
import { percentile } from './stats.ts';

const SNAPSHOTS = 20;
const RESOURCES_PER_SNAPSHOT = 10;
const SELECTORS_PER_SNAPSHOT = 25;
const TOKEN = 'bench-action-token';
const TARGET_MS = 10_000;

export async function run(): Promise<Section[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'page-selector-bench-action-'));
  const service = await startService({ port: 0, dbPath: path.join(dir, 'db.sqlite'), tokens: [TOKEN], log: () => undefined });
  const client = createClient({ baseUrl: service.url, token: TOKEN });
  try {
    const manifestPath = await generateProject(path.join(dir, 'project'));
    const runOnce = async (): Promise<{ ms: number; report: CheckReport }> => {
      const started = performance.now();
      const session = await client.createSession({ workflow_name: 'bench-action', is_training: false });
      const report = await runCheck({ manifestPath, client, sessionId: session.id, baseUrl: service.url, concurrency: 8, baseline: null, log: quietLog });
      await client.endSession(session.id);
      return { ms: performance.now() - started, report };
    };
    const first = await runOnce();
    const second = await runOnce();
    const expected = SNAPSHOTS * RESOURCES_PER_SNAPSHOT;
    if (first.report.uploads.resources !== expected) throw new Error(`planned ${first.report.uploads.resources} resources, expected ${expected}`);
    const shape = `${first.report.totals.total} selectors, ${first.report.uploads.page_states} snapshots, ${first.report.uploads.resources} resources`;
    const passed = (r: CheckReport): string => `${r.totals.passed}/${r.totals.total} pass`;
    return [
      {
        title: 'Action main job end to end (local service, loopback, SQLite)',
        figures: [
          { metric: 'run 1 wall time', value: first.ms, unit: 'ms', target: `<= ${TARGET_MS} ms`, pass: first.ms <= TARGET_MS, note: `${shape}; ${first.report.uploads.uploaded} uploaded (${kib(first.report.uploads.uploaded_bytes)}); ${passed(first.report)}` },
          { metric: 'run 2 wall time', value: second.ms, unit: 'ms', target: `<= ${TARGET_MS} ms`, pass: second.ms <= TARGET_MS, note: `${second.report.uploads.reused} reused; ${passed(second.report)}` },
          { metric: 'run 2 resource bytes uploaded', value: second.report.uploads.uploaded_bytes, unit: 'B', target: '0', pass: second.report.uploads.uploaded_bytes === 0 },
          { metric: 'predict p50 (run 2)', value: percentile(second.report.selectors.map((s) => s.duration_ms), 50), unit: 'ms', note: 'per call, 8 in flight' },
        ],
      },
    ];
  } finally {
    await client.close();
    await service.close();
    await rm(dir, { recursive: true, force: true });
  }
}

const quietLog: CheckLog = { info: () => undefined, warning: () => undefined, error: () => undefined, group: (_title, fn) => fn() };

const PRODUCTS = ['Copper kettle', 'Stoneware mug', 'Glass teapot', 'Bamboo whisk', 'Tea caddy', 'Matcha bowl', 'Cast iron pot', 'Travel tumbler', 'Loose leaf sampler', 'Milk frother', 'Espresso cups', 'Pour-over stand'];
const SECTIONS = ['Kitchen', 'Tea', 'Coffee', 'Gifts', 'Outdoor', 'Sale', 'Garden', 'Lighting', 'Bath', 'Office', 'Kids', 'Travel', 'Books', 'Audio', 'Art', 'Pets', 'Bedding', 'Storage', 'Decor', 'Tools'];

/** Writes 20 snapshots with their resources and a manifest of 500 selectors; returns the manifest path. */
async function generateProject(root: string): Promise<string> {
  const snapshotsDir = path.join(root, 'snapshots');
  await mkdir(path.join(root, '.github'), { recursive: true });
  const manifest: string[] = ['version: 1', 'snapshots:'];
  const selectors: string[] = ['selectors:'];
  for (let s = 0; s < SNAPSHOTS; s++) {
    const id = `shop-${SECTIONS[s]!.toLowerCase()}`;
    const assets = path.join(snapshotsDir, `${id}_files`);
    await mkdir(assets, { recursive: true });
    await writeResources(assets, s);
    const { html, targets } = shopPage(s, id);
    await writeFile(path.join(snapshotsDir, `${id}.html`), html);
    manifest.push(`  ${id}:`, `    file: ../snapshots/${id}.html`, `    url: https://shop${s}.example.com/${id}`);
    for (const [i, target] of targets.entries()) {
      selectors.push(`  - name: ${id}-${i}`, `    snapshot: ${id}`, `    text: ${JSON.stringify(target.text)}`, '    expect:', `      identifier: ${target.identifier}`);
    }
  }
  const manifestPath = path.join(root, '.github', 'page-selectors.yml');
  await writeFile(manifestPath, `${manifest.join('\n')}\n${selectors.join('\n')}\n`);
  return manifestPath;
}

/** 10 files a page loads: 2 stylesheets (one @imported, with url()s), a script, a font and 6 images. */
async function writeResources(dir: string, seed: number): Promise<void> {
  const filler = (bytes: number): string => randomBytes(Math.ceil(bytes / 2)).toString('hex').slice(0, bytes);
  const rules = Array.from({ length: 200 }, (_, i) => `.c${seed}-${i} { margin: ${i % 7}px; color: #${(i * 997 + seed).toString(16).padStart(6, '0').slice(0, 6)}; }`).join('\n');
  await writeFile(path.join(dir, 'app.css'), `@import url("theme.css");\n.hero { background: url(hero.jpg) center / cover; }\n.logo { background: url(logo.png); }\n${rules}\n`);
  await writeFile(path.join(dir, 'theme.css'), `@font-face { font-family: Shop; src: url(shop.woff2) format("woff2"); }\n.icon-cart { background: url(cart.svg); }\n${rules}\n`);
  await writeFile(path.join(dir, 'app.js'), `// bundle ${seed}\n${Array.from({ length: 400 }, (_, i) => `export const f${i} = (x) => x * ${i} + ${seed};`).join('\n')}\n`);
  await writeFile(path.join(dir, 'shop.woff2'), randomBytes(24_000));
  await writeFile(path.join(dir, 'hero.jpg'), randomBytes(30_000));
  await writeFile(path.join(dir, 'logo.png'), randomBytes(4_000));
  await writeFile(path.join(dir, 'cart.svg'), `<svg xmlns="http://www.w3.org/2000/svg"><!-- ${filler(800)} --><path d="M0 0h24v24H0z"/></svg>`);
  for (let i = 1; i <= 3; i++) await writeFile(path.join(dir, `product-${i}.jpg`), randomBytes(12_000 + i * 1000));
}

interface Target {
  text: string;
  identifier: string;
}

/** A shop listing page and 25 descriptions of its elements, each with the element it means. */
function shopPage(seed: number, id: string): { html: string; targets: Target[] } {
  const section = SECTIONS[seed]!;
  const targets: Target[] = [];
  const mark = (identifier: string, text: string): string => {
    targets.push({ identifier, text });
    return `sl-identifier="${identifier}"`;
  };
  const nav = SECTIONS.slice(0, 8)
    .map((name, i) => `<li><a href="/${name.toLowerCase()}" ${i < 6 ? mark(`${id}-nav-${i}`, `link to ${name}`) : ''}>${name}</a></li>`)
    .join('\n        ');
  const cards = PRODUCTS.map((product, i) => {
    const image = `${id}_files/product-${(i % 3) + 1}.jpg`;
    const add = i < 10 ? mark(`${id}-add-${i}`, `Add ${product} to cart`) : '';
    return `<li class="product-card">
          <img src="${image}" alt="${product}">
          <h3><a href="/p/${seed}-${i}">${product}</a></h3>
          <p class="price">$${(12 + i * 3 + seed).toFixed(2)}</p>
          <button type="button" aria-label="Add ${product} to cart" ${add}>Add to cart</button>
        </li>`;
  }).join('\n        ');
  const html = `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>${section} · Shop</title>
  <link rel="stylesheet" href="${id}_files/app.css">
  <link rel="icon" href="${id}_files/logo.png">
  <script src="${id}_files/app.js" defer></script>
</head>
<body>
  <header class="site-header">
    <a class="logo" href="/" ${mark(`${id}-home`, 'the home link in the header')}>Shop home</a>
    <nav aria-label="Main">
      <ul>
        ${nav}
      </ul>
    </nav>
    <form role="search" action="/search">
      <input type="search" name="q" placeholder="Search ${section.toLowerCase()}" aria-label="Search" ${mark(`${id}-search`, 'search box')}>
      <button type="submit" ${mark(`${id}-search-go`, 'the Search button')}>Search</button>
    </form>
    <a href="/cart" aria-label="Cart" ${mark(`${id}-cart`, 'cart link')}><span class="icon-cart"></span></a>
  </header>
  <main>
    <h1>${section}</h1>
    <form class="filters" aria-label="Filters">
      <label for="min-${seed}">Minimum price</label>
      <input id="min-${seed}" name="min" type="number" ${mark(`${id}-min`, 'Minimum price field')}>
      <label for="max-${seed}">Maximum price</label>
      <input id="max-${seed}" name="max" type="number" ${mark(`${id}-max`, 'Maximum price field')}>
      <label><input type="checkbox" name="stock" ${mark(`${id}-stock`, 'In stock only checkbox')}> In stock only</label>
      <button type="submit" ${mark(`${id}-apply`, 'Apply filters button')}>Apply filters</button>
    </form>
    <ul class="product-grid">
        ${cards}
    </ul>
  </main>
  <footer class="site-footer">
    <a href="/contact" ${mark(`${id}-contact`, 'Contact link in the footer')}>Contact</a>
    <a href="/terms">Terms of service</a>
  </footer>
</body>
</html>
`;
  if (targets.length !== SELECTORS_PER_SNAPSHOT) throw new Error(`page ${id} has ${targets.length} targets, not ${SELECTORS_PER_SNAPSHOT}`);
  return { html, targets };
}

function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(0)} KiB`;
}
