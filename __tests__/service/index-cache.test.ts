import { expect, test } from 'vitest';
import type { PageIndex } from '../../src/engine/index.ts';
import { IndexCache } from '../../src/service/index-cache.ts';

/** Only the size matters to the cache; these stand in for indexes of that size. */
function sized(approximateBytes: number): PageIndex {
  return { elements: [], byIdentifier: () => undefined, byXPath: () => undefined, approximateBytes };
}

test('the index cache evicts the least recently used indexes once their bytes pass the budget', () => {
  const cache = new IndexCache(100);
  const [a, b, c] = [sized(40), sized(40), sized(40)];
  cache.set('a', a);
  cache.set('b', b);
  expect(cache.get('a')).toBe(a); // a is now the most recent
  cache.set('c', c);
  expect(cache.get('b')).toBeUndefined();
  expect(cache.get('a')).toBe(a);
  expect(cache.get('c')).toBe(c);
  expect(cache.bytes).toBe(80);
});

test('an index larger than the whole budget is built but not kept', () => {
  const cache = new IndexCache(100);
  const small = sized(10);
  cache.set('small', small);
  let builds = 0;
  const build = () => { builds++; return sized(500); };
  cache.getOrBuild('huge', build);
  cache.getOrBuild('huge', build);
  expect(builds).toBe(2);
  expect(cache.get('small')).toBe(small);
  expect(cache.bytes).toBe(10);
});

test('a cached index is built once', () => {
  const cache = new IndexCache(100);
  let builds = 0;
  const build = () => { builds++; return sized(10); };
  const first = cache.getOrBuild('p', build);
  expect(cache.getOrBuild('p', build)).toBe(first);
  expect(builds).toBe(1);
});
