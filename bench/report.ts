/**
 * The shape every benchmark section returns, and how `npm run bench` prints it.
 * Figures belong here, never in tests.
 */
export interface Figure {
  /** What was measured, e.g. "index shop-3000". */
  metric: string;
  value: number;
  unit: string;
  /** The target as written in the issue, e.g. "<= 150 ms" (omit when there is none). */
  target?: string;
  /** Whether the value meets the target (omit when there is none). */
  pass?: boolean;
  /** Extra context: ratios, anchors, sample sizes. */
  note?: string;
}

export interface Section {
  title: string;
  figures: Figure[];
}

export function formatValue(f: Figure): string {
  const v = Math.abs(f.value) >= 100 ? f.value.toFixed(0) : Math.abs(f.value) >= 10 ? f.value.toFixed(1) : f.value.toFixed(2);
  return `${v} ${f.unit}`.trim();
}

export function printSection(section: Section, out: (line: string) => void = console.log): void {
  out(`\n## ${section.title}`);
  const width = Math.max(...section.figures.map((f) => f.metric.length), 10);
  for (const f of section.figures) {
    const verdict = f.pass === undefined ? '' : f.pass ? 'ok  ' : 'MISS';
    const target = f.target ? `target ${f.target}` : '';
    out(`  ${verdict.padEnd(4)} ${f.metric.padEnd(width)}  ${formatValue(f).padStart(12)}  ${target}${f.note ? `  (${f.note})` : ''}`);
  }
}
