import { describe, expect, it } from 'vitest';
import { ManifestError, parseManifest } from '../../src/check/manifest.ts';
import type { ManifestProblem } from '../../src/check/types.ts';

const GOOD = `version: 1
snapshots:
  login:                               # snapshot id
    file: e2e/snapshots/login.html
    url: https://app.example.com/login
    resources: e2e/snapshots/login_files
    fields: e2e/snapshots/login.fields.json
selectors:
  - name: sign-in-button
    snapshot: login
    text: the Sign in button
    expect:
      xpath: /html/body/main/form/button
  - name: email
    snapshot: login
    text: email field
    expect:
      identifier: [sl-3, sl-4]
  - name: submit-css
    snapshot: login
    text: submit
    expect:
      css: "form > button[type=submit]"
  - name: no-captcha
    snapshot: login
    text: the captcha
    expect:
      none: true
`;

function problemsOf(text: string): ManifestProblem[] {
  try {
    parseManifest(text, 'm.yml');
  } catch (error) {
    expect(error).toBeInstanceOf(ManifestError);
    return (error as ManifestError).problems;
  }
  throw new Error('expected the manifest to be rejected');
}

/** The manifest with one line replaced, so each case differs from a valid one in one place. */
function withLine(search: string, replacement: string): string {
  expect(GOOD).toContain(search);
  return GOOD.replace(search, replacement);
}

describe('manifest v1', () => {
  it('reads the example of the issue, with every expectation form', () => {
    const manifest = parseManifest(GOOD, 'm.yml');
    expect(manifest.version).toBe(1);
    expect(manifest.snapshots).toEqual([
      expect.objectContaining({
        id: 'login',
        file: 'e2e/snapshots/login.html',
        url: 'https://app.example.com/login',
        resources: 'e2e/snapshots/login_files',
        fields: 'e2e/snapshots/login.fields.json',
      }),
    ]);
    expect(manifest.selectors.map((s) => s.expect)).toEqual([
      { xpath: ['/html/body/main/form/button'] },
      { identifier: ['sl-3', 'sl-4'] },
      { css: 'form > button[type=submit]' },
      { none: true },
    ]);
  });

  it('records the line of each selector for annotations', () => {
    const manifest = parseManifest(GOOD, 'm.yml');
    expect(manifest.selectors.map((s) => s.position.line)).toEqual([9, 14, 19, 24]);
    expect(manifest.snapshots[0]!.positions.file).toEqual({ file: 'm.yml', line: 4, column: 11 });
  });

  it('accepts an xpath list and keeps optional snapshot fields null when absent', () => {
    const text = `version: 1
snapshots:
  a: { file: a.html, url: "http://localhost:3000/" }
selectors:
  - { name: x, snapshot: a, text: rows, expect: { xpath: [/html/body/table/tbody/tr, "/html/body/table/tbody/tr[2]"] } }
`;
    const manifest = parseManifest(text, 'm.yml');
    expect(manifest.snapshots[0]!.resources).toBeNull();
    expect(manifest.selectors[0]!.expect).toEqual({ xpath: ['/html/body/table/tbody/tr', '/html/body/table/tbody/tr[2]'] });
  });

  it('reports a YAML syntax error at its line and column', () => {
    const problems = problemsOf('version: 1\nsnapshots: [\n');
    expect(problems[0]).toMatchObject({ file: 'm.yml', line: expect.any(Number), column: expect.any(Number) });
    expect(problems[0]!.message).toMatch(/^YAML: /);
  });

  it('rejects a version other than 1, at the value', () => {
    const [problem] = problemsOf(withLine('version: 1', 'version: 2'));
    expect(problem).toMatchObject({ line: 1, column: 10 });
    expect(problem!.message).toContain('version: 1');
  });

  it('asks for the version when it is missing', () => {
    const [problem] = problemsOf(GOOD.replace('version: 1\n', ''));
    expect(problem).toMatchObject({ line: 1, column: 1 });
    expect(problem!.message).toMatch(/missing `version`/);
  });

  it('names an unknown key and suggests the closest known one', () => {
    const [problem] = problemsOf(withLine('    resources: e2e', '    resource: e2e'));
    expect(problem).toMatchObject({ line: 6, column: 5 });
    expect(problem!.message).toContain('unknown key "resource"; did you mean "resources"?');
  });

  it('names an unknown selector key, and the required key it leaves missing', () => {
    const problems = problemsOf(withLine('    text: email field', '    txt: email field'));
    expect(problems).toEqual([
      expect.objectContaining({ line: 14, column: 5, message: expect.stringContaining('selector "email" is missing `text`') }),
      expect.objectContaining({ line: 16, column: 5, message: expect.stringContaining('unknown key "txt"; did you mean "text"?') }),
    ]);
  });

  it('reports a duplicate selector name at the second one, naming the first line', () => {
    const [problem] = problemsOf(withLine('  - name: email', '  - name: sign-in-button'));
    expect(problem).toMatchObject({ line: 14, column: 5 });
    expect(problem!.message).toContain('duplicate selector name "sign-in-button" (first used at line 9)');
  });

  it('reports an unknown snapshot id and suggests the declared one', () => {
    const problems = problemsOf(withLine('    snapshot: login\n    text: submit', '    snapshot: logn\n    text: submit'));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ line: 20, column: 15 });
    expect(problems[0]!.message).toContain('unknown snapshot "logn"; did you mean "login"?');
  });

  it('rejects an expectation with no key, and one with several', () => {
    const none = problemsOf(withLine('      none: true', '      {}'));
    expect(none[0]!.message).toContain('needs exactly one of xpath, identifier, css, none');
    const several = problemsOf(withLine('      css: "form > button[type=submit]"', '      css: "form > button"\n      none: true'));
    expect(several[0]).toMatchObject({ line: 23, column: 7 });
    expect(several[0]!.message).toContain('several keys (css, none)');
  });

  it('rejects empty text', () => {
    const [problem] = problemsOf(withLine('    text: the captcha', '    text: "  "'));
    expect(problem).toMatchObject({ line: 26, column: 11 });
    expect(problem!.message).toContain('`text` must be a non-empty string');
  });

  it('rejects an xpath that is not absolute, pointing at it', () => {
    const [problem] = problemsOf(withLine('xpath: /html/body/main/form/button', 'xpath: //button'));
    expect(problem).toMatchObject({ line: 13, column: 14 });
    expect(problem!.message).toContain('not absolute');
  });

  it('rejects none other than true, a url that is not http(s), and a missing file', () => {
    expect(problemsOf(withLine('none: true', 'none: false'))[0]!.message).toContain('`expect.none` must be `true`');
    expect(problemsOf(withLine('url: https://app.example.com/login', 'url: app/login'))[0]!.message).toContain('absolute http(s) URL');
    const [missing] = problemsOf(withLine('    file: e2e/snapshots/login.html\n', ''));
    expect(missing).toMatchObject({ line: 3, column: 3 });
    expect(missing!.message).toContain('missing `file`');
  });

  it('reports every problem at once, in file order', () => {
    const text = GOOD.replace('version: 1', 'version: 3').replace('    text: the captcha', '    text: ""').replace('name: email', 'name: sign-in-button');
    const problems = problemsOf(text);
    expect(problems.map((p) => p.line)).toEqual([1, 14, 26]);
  });

  it('rejects a manifest that is not a mapping, and empty sections', () => {
    expect(problemsOf('- a\n- b\n')[0]!.message).toContain('must be a mapping');
    const problems = problemsOf('version: 1\nsnapshots: {}\nselectors: []\n');
    expect(problems.map((p) => p.message)).toEqual([
      expect.stringContaining('`snapshots` must be a non-empty mapping'),
      expect.stringContaining('`selectors` must be a non-empty list'),
    ]);
  });

  it('formats the error message as file:line:col lines', () => {
    try {
      parseManifest(withLine('version: 1', 'version: 2'), 'dir/m.yml');
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).toContain('dir/m.yml:1:10: unsupported version 2');
    }
  });
});
