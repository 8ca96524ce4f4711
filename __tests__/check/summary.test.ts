import { describe, expect, it } from 'vitest';
import { renderSummary } from '../../src/check/summary.ts';
import { report, result, set } from './fixtures.ts';

const mixed = report(
  [
    result({ name: 'sign-in', drift: 'stable' }),
    result({ name: 'cart', status: 'mismatch', drift: 'changed', got: set(['sl-9'], ['/html/body/a[2]']), baseline: set(['sl-1'], ['/html/body/button']), message: 'expected /html/body/button, got /html/body/a[2]' }),
    result({ name: 'menu', drift: 'moved', got: set(['sl-1'], ['/html/body/nav/button']), baseline: set(['sl-1'], ['/html/body/button']) }),
    result({ name: 'search', status: 'error', got: set([], []), message: 'predict failed: timed out' }),
  ],
  ['a warning'],
);

describe('job summary', () => {
  it('shows the totals', () => {
    const md = renderSummary(mixed, { reportPath: 'out/report.json' });
    expect(md).toContain('## Page selectors: 1 mismatched, 1 errored of 4');
    expect(md).toContain('| 4 | 2 | 1 | 1 | 2 |');
    expect(renderSummary(report([result({ name: 'a' })]), { reportPath: 'r.json' })).toContain('all 1 passed');
  });

  it('tables mismatches, errors and drift with expected, got and baseline', () => {
    const md = renderSummary(mixed, { reportPath: 'r.json' });
    const table = md.slice(md.indexOf('### Mismatches and drift'), md.indexOf('<details>'));
    // Brackets are escaped (&#91; &#93;) so that they can never form a markdown link.
    expect(table).toContain('| cart | login | mismatch | changed | /html/body/button | /html/body/a&#91;2&#93; | /html/body/button |');
    expect(table).toContain('| menu | login | pass | moved | /html/body/button | /html/body/nav/button | /html/body/button |');
    expect(table).toContain('| search | login | error | unknown | /html/body/button | error: predict failed: timed out | - |');
    expect(table).not.toContain('| sign-in |');
  });

  it('folds the passing selectors in <details>', () => {
    const md = renderSummary(mixed, { reportPath: 'r.json' });
    const details = md.slice(md.indexOf('<details><summary>2 passing'), md.indexOf('</details>'));
    expect(details).toContain('| sign-in | login | the sign-in | stable |');
    expect(details).toContain('| menu |');
  });

  it('escapes markdown and HTML in user text', () => {
    const hostile = report([result({ name: 'x|y', text: '<script>alert(1)</script> **bold** [link](http://e) @team `code`' })]);
    const md = renderSummary(hostile, { reportPath: 'r.json' });
    expect(md).not.toContain('<script>');
    expect(md).not.toContain('**bold**');
    expect(md).not.toContain('[link]');
    expect(md).not.toContain('@team');
    expect(md).toContain('x&#124;y');
    expect(md).toContain('&#60;script&#62;');
  });

  it('stays under the byte cap and points to the report when cut', () => {
    const many = report(
      Array.from({ length: 5000 }, (_, i) => result({ name: `selector-${i}`, status: i % 2 ? 'mismatch' : 'pass', text: 'a long description '.repeat(10) })),
    );
    const maxBytes = 64 * 1024;
    const md = renderSummary(many, { reportPath: 'out/report.json', maxBytes });
    expect(Buffer.byteLength(md)).toBeLessThanOrEqual(maxBytes);
    expect(md).toContain('more row(s) cut');
    expect(md).toContain('every selector is in the full report');
    expect(md).toContain('Full report: `out/report.json`');
    const uncut = renderSummary(mixed, { reportPath: 'r.json' });
    expect(uncut).not.toContain('cut');
  });

  it('keeps the 1 MiB default for a very large run', () => {
    const many = report(Array.from({ length: 20000 }, (_, i) => result({ name: `s${i}`, text: 'x'.repeat(200) })));
    const md = renderSummary(many, { reportPath: 'r.json' });
    expect(Buffer.byteLength(md)).toBeLessThan(1024 * 1024);
    expect(md).toContain('more passing selector(s) cut');
    expect(md.trimEnd().endsWith('Full report: `r.json`')).toBe(true);
  });

  it('on a runner, says the report goes with the job and shows how to keep it with upload-artifact', () => {
    const md = renderSummary(mixed, { reportPath: '/home/runner/work/_temp/page-selector/report.json', reportIsTemporary: true });
    expect(md).toContain("Full report: `/home/runner/work/_temp/page-selector/report.json`, the step's `report` output.");
    expect(md).toContain('emptied when the job ends');
    expect(md).toContain('uses: actions/upload-artifact@v4');
    expect(md).toContain('path: ${{ steps.');
    expect(md).toMatch(/outputs\.report \}\}\n```\n$/);
    // Still within the cap when cut: the longer footer is reserved like the short one.
    const many = report(Array.from({ length: 3000 }, (_, i) => result({ name: `s${i}`, status: 'mismatch', text: 'x'.repeat(100) })));
    const cut = renderSummary(many, { reportPath: 'r.json', reportIsTemporary: true, maxBytes: 32 * 1024 });
    expect(Buffer.byteLength(cut)).toBeLessThanOrEqual(32 * 1024);
    expect(cut).toContain('more row(s) cut');
    expect(cut).toContain('actions/upload-artifact');
  });
});
