/** The retry rules of `src/client/retry.ts`, one behaviour per test. */
import { describe, expect, it } from 'vitest';
import { decideRetry, fullJitterDelay, parseRetryAfter, type RetryPolicy } from '../../src/client/retry.ts';

const POLICY: RetryPolicy = { attempts: 4, minDelayMs: 100, maxDelayMs: 1_000, maxRetryAfterMs: 5_000 };
const NOW = Date.parse('2026-11-22T01:00:00Z');
const base = { attempt: 1, safeToRepeat: true, policy: POLICY, nowMs: NOW, random: 0.5 };

describe('what is retried', () => {
  it('a call that is not safe to repeat is never retried, whatever happened', () => {
    for (const outcome of [{ kind: 'connection' } as const, { kind: 'status', status: 503 } as const]) {
      expect(decideRetry({ ...base, safeToRepeat: false, outcome })).toEqual({ retry: false });
    }
  });

  it.each([429, 500, 502, 503, 504])('status %i is retried', (status) => {
    expect(decideRetry({ ...base, outcome: { kind: 'status', status } }).retry).toBe(true);
  });

  it.each([400, 401, 404, 409, 413, 422])('status %i is not retried', (status) => {
    expect(decideRetry({ ...base, outcome: { kind: 'status', status } })).toEqual({ retry: false });
  });

  it('a connection failure is retried', () => {
    expect(decideRetry({ ...base, outcome: { kind: 'connection' } }).retry).toBe(true);
  });

  it('a call that got no answer in time is not retried: asking again would only double the wait', () => {
    expect(decideRetry({ ...base, outcome: { kind: 'timeout' } })).toEqual({ retry: false });
  });

  it('the last allowed attempt is not followed by another', () => {
    expect(decideRetry({ ...base, attempt: 3, outcome: { kind: 'connection' } }).retry).toBe(true);
    expect(decideRetry({ ...base, attempt: 4, outcome: { kind: 'connection' } })).toEqual({ retry: false });
  });
});

describe('how long to wait', () => {
  it('backoff doubles per attempt up to the ceiling, and full jitter scales it by the random draw', () => {
    expect([1, 2, 3, 4, 5].map((attempt) => fullJitterDelay(attempt, POLICY, 0.999999))).toEqual([99, 199, 399, 799, 999]);
    expect(fullJitterDelay(3, POLICY, 0)).toBe(0);
    expect(fullJitterDelay(3, POLICY, 0.5)).toBe(200);
  });

  it('Retry-After in seconds wins over backoff', () => {
    expect(decideRetry({ ...base, outcome: { kind: 'status', status: 503, retryAfter: '2' } })).toEqual({ retry: true, delayMs: 2_000 });
  });

  it('Retry-After as an HTTP-date waits until that moment', () => {
    const at = new Date(NOW + 3_000).toUTCString();
    expect(decideRetry({ ...base, outcome: { kind: 'status', status: 429, retryAfter: at } })).toEqual({ retry: true, delayMs: 3_000 });
  });

  it('a Retry-After beyond the cap is cut to the cap', () => {
    expect(decideRetry({ ...base, outcome: { kind: 'status', status: 503, retryAfter: '86400' } })).toEqual({
      retry: true,
      delayMs: POLICY.maxRetryAfterMs,
    });
  });

  it('an unreadable Retry-After falls back to backoff', () => {
    expect(decideRetry({ ...base, outcome: { kind: 'status', status: 503, retryAfter: 'soon' } })).toEqual({ retry: true, delayMs: 50 });
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds, HTTP-dates, and dates already past', () => {
    expect(parseRetryAfter(' 7 ', NOW)).toBe(7_000);
    expect(parseRetryAfter('Sun, 22 Nov 2026 01:00:10 GMT', NOW)).toBe(10_000);
    expect(parseRetryAfter('Sun, 22 Nov 2026 00:59:00 GMT', NOW)).toBe(0);
  });

  it('ignores what is absent, negative or not a date', () => {
    expect(parseRetryAfter(undefined, NOW)).toBeUndefined();
    expect(parseRetryAfter('-5', NOW)).toBeUndefined();
    expect(parseRetryAfter('later', NOW)).toBeUndefined();
  });
});
