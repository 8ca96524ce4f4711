/** Calls in flight at once unless the user says otherwise (the Action's input and the CLI's flag). */
export const DEFAULT_CONCURRENCY = 8;
/** The most calls in flight those accept. */
export const MAX_CONCURRENCY = 64;

/**
 * The concurrency a user wrote ("8"), or undefined when it is not a whole number from 1 to
 * MAX_CONCURRENCY; each caller says so in its own words (input "concurrency", --concurrency).
 */
export function concurrencyOf(text: string): number | undefined {
  const n = Number(text);
  return /^\d+$/.test(text) && Number.isSafeInteger(n) && n >= 1 && n <= MAX_CONCURRENCY ? n : undefined;
}

/**
 * Bounded concurrency: run `task` over `items` with at most `limit` in flight, results in
 * input order. When a task throws, no new task starts; the first error is rethrown once
 * the tasks already running have settled, so nothing is left dangling.
 */
export async function mapLimit<T, R>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let failure: { error: unknown } | null = null;
  const worker = async (): Promise<void> => {
    while (failure === null && next < items.length) {
      const index = next++;
      try {
        results[index] = await task(items[index]!, index);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  const workers = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker);
  await Promise.all(workers);
  if (failure !== null) throw (failure as { error: unknown }).error;
  return results;
}

/** Calls `report(done, total)` every `step` completions and at the end: "predict 120/500". */
export function progress(total: number, report: (done: number, total: number) => void, step = Math.max(10, Math.ceil(total / 10))): () => void {
  let done = 0;
  return () => {
    done++;
    if (done === total || done % step === 0) report(done, total);
  };
}
