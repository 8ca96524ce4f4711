import { describe, expect, it } from 'vitest';
import { isMatch, normaliseXPath } from '../../src/check/compare.ts';
import { baselineFromReport, driftOf } from '../../src/check/drift.ts';
import { report, result, set } from './fixtures.ts';

describe('a match is the selected set equal to the expected set', () => {
  it('compares xpaths with [1] steps normalised, in any order', () => {
    expect(normaliseXPath(' /html[1]/body[1]/div[2]/ul/li[1]/ ')).toBe('/html/body/div[2]/ul/li');
    const expected = set([], ['/html/body/ul/li[1]', '/html/body/ul/li[2]']);
    expect(isMatch('xpath', expected, set(['a', 'b'], ['/html[1]/body/ul/li[2]', '/html/body/ul/li']))).toBe(true);
    expect(isMatch('xpath', expected, set(['a'], ['/html/body/ul/li']))).toBe(false);
    expect(isMatch('xpath', expected, set(['a', 'b', 'c'], ['/html/body/ul/li', '/html/body/ul/li[2]', '/html/body/ul/li[3]']))).toBe(false);
  });

  it('does not take [11] or [10] for [1]', () => {
    expect(normaliseXPath('/html/body/div[11]/p[10]')).toBe('/html/body/div[11]/p[10]');
  });

  it('compares identifiers for identifier and css expectations', () => {
    expect(isMatch('identifier', set(['sl-3'], []), set(['sl-3'], ['/x']))).toBe(true);
    expect(isMatch('css', set(['sl-3', 'sl-4'], []), set(['sl-4', 'sl-3'], []))).toBe(true);
    expect(isMatch('css', set(['sl-3'], []), set(['sl-4'], []))).toBe(false);
  });

  it('passes none only when nothing is selected', () => {
    expect(isMatch('none', set([], []), set([], []))).toBe(true);
    expect(isMatch('none', set([], []), set(['sl-1'], ['/html/body/a']))).toBe(false);
  });
});

describe('drift against the baseline', () => {
  const baseline = {
    same: set(['sl-7'], ['/html/body/form/button']),
    moved: set(['sl-7'], ['/html/body/form/button']),
    other: set(['sl-7'], ['/html/body/form/button']),
    generated: set(['sl-gen-40'], ['/html/body/main/a']),
  };

  it('is unknown without a baseline', () => {
    expect(driftOf(set(['sl-7'], ['/html/body/form/button']), null, 'same')).toBe('unknown');
  });

  it('is new for a selector the baseline does not have', () => {
    expect(driftOf(set(['sl-7'], ['/html/body/form/button']), baseline, 'brand-new')).toBe('new');
    expect(driftOf(set([], []), baseline, 'constructor')).toBe('new');
  });

  it('is stable for the same element at the same place', () => {
    expect(driftOf(set(['sl-7'], ['/html[1]/body/form/button']), baseline, 'same')).toBe('stable');
  });

  it('is moved for the same sl-identifier at a new xpath', () => {
    expect(driftOf(set(['sl-7'], ['/html/body/div/form/button']), baseline, 'moved')).toBe('moved');
  });

  it('is changed for another element', () => {
    expect(driftOf(set(['sl-9'], ['/html/body/form/button[2]']), baseline, 'other')).toBe('changed');
    expect(driftOf(set([], []), baseline, 'other')).toBe('changed');
  });

  it('compares elements with generated identifiers by xpath, since those identifiers follow document order', () => {
    expect(driftOf(set(['sl-gen-52'], ['/html/body/main/a']), baseline, 'generated')).toBe('stable');
    expect(driftOf(set(['sl-gen-40'], ['/html/body/main/a[2]']), baseline, 'generated')).toBe('changed');
  });

  it('builds the next baseline from what each selector found, leaving errored ones out', () => {
    const previous = report([
      result({ name: 'a', got: set(['sl-1'], ['/html/body/a']) }),
      result({ name: 'b', status: 'mismatch', got: set([], []) }),
      result({ name: 'c', status: 'error', got: set([], []) }),
    ]);
    expect(baselineFromReport(previous)).toEqual({ a: set(['sl-1'], ['/html/body/a']), b: set([], []) });
  });
});
