/**
 * Reading a drift baseline, as `page-selector check --baseline` and the Action's cache restore
 * both do: a previous report or a bare map is accepted; anything else is refused with a
 * message naming the file and the field.
 */
import { describe, expect, it } from 'vitest';
import { BaselineError, parseBaseline } from '../../src/check/baseline.ts';

const SET = { identifiers: ['sl-submit'], xpaths: ['/html/body/main/form/button'] };

describe('drift baseline', () => {
  it('a bare map is read as is', () => {
    expect(parseBaseline(JSON.stringify({ 'sign-in': SET }), 'b.json')).toEqual({ 'sign-in': SET });
  });

  it('a previous report gives what each selector found, leaving out errored selectors whatever they carry', () => {
    const report = { version: 1, selectors: [{ name: 'sign-in', status: 'pass', got: SET }, { name: 'broken', status: 'error', got: null }] };
    expect(parseBaseline(JSON.stringify(report), 'report.json')).toEqual({ 'sign-in': SET });
  });

  it('a map may name a selector "selectors"', () => {
    expect(parseBaseline(JSON.stringify({ selectors: SET }), 'b.json')).toEqual({ selectors: SET });
  });

  it.each([
    ['{', 'b.json: not valid JSON ('],
    ['[]', 'b.json: expected a JSON report written by page-selector check --report, or a map'],
    [JSON.stringify({ 'sign-in': 3 }), 'b.json: selector "sign-in" must be an object { identifiers, xpaths }'],
    [JSON.stringify({ 'sign-in': { identifiers: ['sl-submit'] } }), 'b.json: selector "sign-in": `xpaths` must be a list of strings'],
    [JSON.stringify({ 'sign-in': { identifiers: [1], xpaths: [] } }), 'b.json: selector "sign-in": `identifiers` must be a list of strings'],
    [JSON.stringify({ selectors: [{ status: 'pass', got: SET }] }), 'b.json: selectors[0] must be an object with a string `name`'],
    [JSON.stringify({ selectors: [{ name: 'a', status: 'pass' }] }), 'b.json: selectors[0] (selector "a"): `got` must be an object'],
    [JSON.stringify({ selectors: [{ name: 'a', status: 'pass', got: { identifiers: [], xpaths: 'x' } }] }), 'b.json: selectors[0] (selector "a"): `got.xpaths` must be a list of strings'],
  ])('%s is refused, naming the file and the field', (text, message) => {
    expect(() => parseBaseline(text, 'b.json')).toThrow(BaselineError);
    expect(() => parseBaseline(text, 'b.json')).toThrow(message);
  });
});
