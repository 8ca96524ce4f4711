/**
 * action.yml is what the runner reads: it must run the three bundles on node24 with post
 * always, and declare exactly the inputs and outputs the code reads and writes, each
 * described, with the defaults the issue gives.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { Defaults, Inputs, Outputs } from '../../src/action/constants.ts';
import { ROOT } from './runner.ts';

interface ActionYml {
  name?: string;
  description?: string;
  branding?: { icon?: string; color?: string };
  inputs: Record<string, { description?: string; required?: boolean; default?: string }>;
  outputs: Record<string, { description?: string }>;
  runs: Record<string, string>;
}

const action = parse(await readFile(path.join(ROOT, 'action.yml'), 'utf8')) as ActionYml;

describe('action.yml', () => {
  it('runs the pre, main and post bundles on node24, with post always', () => {
    expect(action.runs).toEqual({
      using: 'node24',
      pre: 'dist/pre/index.js',
      main: 'dist/main/index.js',
      post: 'dist/post/index.js',
      'post-if': 'always()',
    });
    for (const step of ['pre', 'main', 'post']) {
      expect(existsSync(path.join(ROOT, action.runs[step] ?? '')), `${action.runs[step]} is built`).toBe(true);
    }
  });

  it('has a name, a description and branding', () => {
    expect(action.name).toBeTruthy();
    expect(action.description?.length).toBeGreaterThan(40);
    expect(action.branding).toEqual({ icon: expect.any(String), color: expect.any(String) });
  });

  it('declares exactly the inputs the code reads, each described and optional, with the documented defaults', () => {
    expect(Object.keys(action.inputs).sort()).toEqual(Object.values(Inputs).sort());
    for (const [name, input] of Object.entries(action.inputs)) {
      expect(input.description?.trim().length, `input ${name} is described`).toBeGreaterThan(10);
      expect(input.required, `input ${name} is optional`).toBe(false);
    }
    expect(Object.fromEntries(Object.entries(action.inputs).map(([name, input]) => [name, input.default]))).toEqual({
      'base-url': '',
      token: '',
      manifest: Defaults.Manifest,
      'workflow-name': '',
      concurrency: String(Defaults.Concurrency),
      'fail-on': 'mismatch',
      baseline: 'true',
    });
  });

  it('declares exactly the outputs main sets, each described', () => {
    expect(Object.keys(action.outputs).sort()).toEqual(Object.values(Outputs).sort());
    expect(Object.keys(action.outputs).sort()).toEqual(['drifted', 'mismatched', 'passed', 'report', 'session-id', 'total']);
    for (const [name, output] of Object.entries(action.outputs)) {
      expect(output.description?.trim().length, `output ${name} is described`).toBeGreaterThan(10);
    }
  });
});
