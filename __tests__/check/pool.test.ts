import { describe, expect, it } from 'vitest';
import { mapLimit, progress } from '../../src/check/pool.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('bounded concurrency', () => {
  it('never has more than the limit in flight, and keeps results in input order', async () => {
    let inFlight = 0;
    let peak = 0;
    const results = await mapLimit([5, 1, 4, 2, 3, 0, 6], 3, async (value) => {
      inFlight++;
      peak = Math.max(peak, inFlight);
      for (let i = 0; i < value; i++) await tick();
      inFlight--;
      return value * 10;
    });
    expect(results).toEqual([50, 10, 40, 20, 30, 0, 60]);
    expect(peak).toBe(3);
  });

  it('starts nothing new after a failure, lets running tasks settle, then rethrows the first error', async () => {
    const started: number[] = [];
    let settled = 0;
    const attempt = mapLimit([0, 1, 2, 3, 4, 5], 2, async (value) => {
      started.push(value);
      await tick();
      if (value === 1) throw new Error('boom');
      await tick();
      settled++;
      return value;
    });
    await expect(attempt).rejects.toThrow('boom');
    // 0 and 1 start; 1 fails while 0 is still running: 0 is allowed to finish, nothing else starts.
    expect(started).toEqual([0, 1]);
    expect(settled).toBe(1);
  });

  it('handles an empty list', async () => {
    expect(await mapLimit([], 4, async () => 1)).toEqual([]);
  });

  it('reports progress every step and at the end', () => {
    const lines: string[] = [];
    const done = progress(25, (n, total) => lines.push(`predict ${n}/${total}`), 10);
    for (let i = 0; i < 25; i++) done();
    expect(lines).toEqual(['predict 10/25', 'predict 20/25', 'predict 25/25']);
  });
});
