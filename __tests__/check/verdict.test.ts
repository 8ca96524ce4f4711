import { describe, expect, it } from 'vitest';
import { parseFailOn, shouldFail } from '../../src/check/verdict.ts';
import { report, result } from './fixtures.ts';

const allPass = report([result({ name: 'a', drift: 'stable' })]);
const drifted = report([result({ name: 'a', drift: 'moved' })]);
const mismatched = report([result({ name: 'a', status: 'mismatch', drift: 'changed' })]);
const errored = report([result({ name: 'a', status: 'error' })]);

describe('fail-on', () => {
  it('mismatch fails on a mismatch or an error, not on drift alone', () => {
    expect([allPass, drifted, mismatched, errored].map((r) => shouldFail(r, 'mismatch'))).toEqual([false, false, true, true]);
  });

  it('drift also fails when a passing selector moved or changed', () => {
    expect([allPass, drifted, mismatched, errored].map((r) => shouldFail(r, 'drift'))).toEqual([false, true, true, true]);
  });

  it('never does not fail', () => {
    expect([allPass, drifted, mismatched, errored].map((r) => shouldFail(r, 'never'))).toEqual([false, false, false, false]);
  });

  it('reads the input, defaulting to mismatch, and names a bad value', () => {
    expect(parseFailOn(' Drift ')).toBe('drift');
    expect(parseFailOn('')).toBe('mismatch');
    expect(() => parseFailOn('sometimes')).toThrow('fail-on must be one of mismatch, drift, never; got "sometimes"');
  });
});
