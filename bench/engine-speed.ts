/**
 * Engine index speed and memory (issues 2 and 4), measured side by side in one run on the
 * shared shop pages (../shared/bench/pages), one thread:
 *
 * - floor: parse5's bare parse of the same page;
 * - ours: `indexPage` (parse, roles, names, text, context);
 * - anchor: jsdom + dom-accessibility-api computing every role and name.
 *
 * Times are the main thread's CPU time (process.threadCpuUsage), so other processes on the
 * machine do not stretch them. That clock ticks coarsely (a few ms), so each sample times a
 * batch of runs lasting about 200 ms and divides; figures are medians of the samples. Memory is the heap
 * retained by what each returns, measured between forced garbage collections.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { parse } from 'parse5';
import { JSDOM } from 'jsdom';
import { computeAccessibleName, getRole } from 'dom-accessibility-api';
import { indexPage } from '../src/engine/index.ts';
import type { Figure, Section } from './report.ts';
import { median } from './stats.ts';

const PAGES_DIR = join(import.meta.dirname, '..', '..', 'shared', 'bench', 'pages');
const SIZES = [1000, 3000, 10000] as const;

export async function run(): Promise<Section[]> {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as () => void;

  const rows = SIZES.map((size) => {
    const html = readFileSync(join(PAGES_DIR, `shop-${size}.html`), 'utf8');
    const elements = indexPage(html).elements.length;
    // Floor and index alternate run by run, so load on the machine weighs on both alike.
    const [parse5Runs, indexRuns] = timeAlternating([() => parse(html), () => indexPage(html)], 15);
    const parse5Ms = median(parse5Runs!);
    const indexMs = median(indexRuns!);
    const [jsdomRuns] = timeAlternating([() => jsdomRolesAndNames(html)], 3);
    const jsdomMs = median(jsdomRuns!);
    return { size, elements, parse5Ms, indexMs, jsdomMs };
  });

  const figures: Figure[] = [];
  for (const r of rows) {
    figures.push({ metric: `parse5 parse shop-${r.size}`, value: r.parse5Ms, unit: 'ms', note: 'floor' });
    figures.push({
      metric: `index shop-${r.size}`,
      value: r.indexMs,
      unit: 'ms',
      note: `${((r.indexMs / r.elements) * 1000).toFixed(2)} ms per 1000 elements; ${(r.indexMs / r.parse5Ms).toFixed(2)}x parse5`,
    });
    figures.push({
      metric: `jsdom + dom-accessibility-api shop-${r.size}`,
      value: r.jsdomMs,
      unit: 'ms',
      note: `anchor; index is ${(r.jsdomMs / r.indexMs).toFixed(1)}x faster`,
    });
  }

  const mid = rows.find((r) => r.size === 3000)!;
  const ratio = mid.indexMs / mid.parse5Ms;
  figures.push({ metric: 'index / parse5 on shop-3000', value: ratio, unit: 'x', target: '<= 3x', pass: ratio <= 3 });
  figures.push({ metric: 'index shop-3000 absolute', value: mid.indexMs, unit: 'ms', target: '<= 150 ms', pass: mid.indexMs <= 150 });
  const speedup = mid.jsdomMs / mid.indexMs;
  figures.push({ metric: 'jsdom+dom-a11y-api / index on shop-3000', value: speedup, unit: 'x', target: '>= 5x', pass: speedup >= 5 });

  const perThousand = rows.map((r) => (r.indexMs / r.elements) * 1000);
  const growth = perThousand[2]! / perThousand[0]!;
  figures.push({
    metric: 'growth: ms per 1000 elements, 10000 vs 1000',
    value: growth,
    unit: 'x',
    target: '<= 1.5x (linear)',
    pass: growth <= 1.5,
    note: perThousand.map((v, i) => `${SIZES[i]}: ${v.toFixed(2)}`).join(', '),
  });

  // Real pages often inline a framework's whole stylesheet; most of its rules name classes the page never uses.
  const styled = withLargeStylesheet(readFileSync(join(PAGES_DIR, 'shop-3000.html'), 'utf8'));
  const [styledParse, styledIndex] = timeAlternating([() => parse(styled.html), () => indexPage(styled.html)], 7);
  figures.push({
    metric: `index shop-3000 + ${styled.rules}-rule <style> sheet`,
    value: median(styledIndex!),
    unit: 'ms',
    note: `${(median(styledIndex!) / median(styledParse!)).toFixed(2)}x parse5 of the same page (${(styled.bytes / 1024).toFixed(0)} KB of CSS)`,
  });

  for (const size of [3000, 10000] as const) {
    const html = readFileSync(join(PAGES_DIR, `shop-${size}.html`), 'utf8');
    const treeBytes = retainedBytes(gc, () => parse(html));
    const indexBytes = retainedBytes(gc, () => indexPage(html));
    const memoryRatio = indexBytes / treeBytes;
    figures.push({
      metric: `index memory / parse5 tree, shop-${size}`,
      value: memoryRatio,
      unit: 'x',
      target: '<= 2x',
      pass: memoryRatio <= 2,
      note: `index ${(indexBytes / 1e6).toFixed(2)} MB (its approximateBytes says ${(indexPage(html).approximateBytes / 1e6).toFixed(2)}), parse5 tree ${(treeBytes / 1e6).toFixed(2)} MB`,
    });
  }
  return [{ title: 'engine index speed and memory (shop pages, one thread)', figures }];
}

/** The page with a large inline stylesheet: icon-font content rules and descendant display rules. */
function withLargeStylesheet(html: string): { html: string; rules: number; bytes: number } {
  let css = '';
  for (let i = 0; i < 3000; i++) {
    css += `.icon-${i}::before{content:"\\f${(0x100 + i).toString(16)}"}\n.menu-${i} > .item-${i} span{display:none}\n`;
  }
  return { html: html.replace('</head>', `<style>${css}</style></head>`), rules: 6000, bytes: css.length };
}

/** The anchor: what a DOM library needs to answer the same role + name questions. */
function jsdomRolesAndNames(html: string): number {
  const { window } = new JSDOM(html);
  let total = 0;
  for (const element of window.document.getElementsByTagName('*')) {
    total += (getRole(element) ?? '').length + computeAccessibleName(element).length;
  }
  window.close();
  return total;
}

/** CPU milliseconds per run of each piece of work: `samples` batches each, the pieces taking turns. */
function timeAlternating(works: (() => unknown)[], samples: number): number[][] {
  // Warm up (compile, JIT) and size the batches from a wall-clock estimate.
  const batch = works.map((work) => {
    work();
    const start = performance.now();
    work();
    return Math.max(1, Math.ceil(200 / Math.max(0.01, performance.now() - start)));
  });
  const out = works.map(() => [] as number[]);
  for (let sample = 0; sample < samples; sample++) {
    works.forEach((work, w) => {
      const start = process.threadCpuUsage();
      for (let i = 0; i < batch[w]!; i++) work();
      const used = process.threadCpuUsage(start);
      out[w]!.push((used.user + used.system) / 1000 / batch[w]!);
    });
  }
  return out;
}

/** Heap retained by one value `make` returns: 5 kept at once, divided by 5 (median of 3 measurements). */
function retainedBytes(gc: () => void, make: () => unknown): number {
  const copies = 5;
  const samples: number[] = [];
  make(); // warm-up, so code and caches are not counted
  for (let i = 0; i < 3; i++) {
    gc();
    gc();
    const before = process.memoryUsage().heapUsed;
    let kept: unknown[] = [];
    for (let c = 0; c < copies; c++) kept.push(make());
    gc();
    gc();
    samples.push((process.memoryUsage().heapUsed - before) / copies);
    if (kept.length !== copies) throw new Error('unreachable'); // keeps `kept` alive across the measurement
    kept = [];
  }
  return median(samples);
}
