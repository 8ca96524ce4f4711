/** The one percentile every benchmark reports: the sample at rank floor(p% of n), 0 for no samples. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

export function median(values: readonly number[]): number {
  return percentile(values, 50);
}
