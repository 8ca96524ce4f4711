/**
 * Checks on the files a manifest names, made before anything is uploaded, each reported at
 * the manifest line that names the file.
 */
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadManifest } from '../../src/check/load.ts';
import { ManifestError } from '../../src/check/manifest.ts';
import { indexPage } from '../../src/engine/index.ts';
import type { ManifestProblem } from '../../src/check/types.ts';
import { LOGIN_HTML } from './project.ts';

let dir: string;
let manifestPath: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'page-selector-load-'));
  await mkdir(path.join(dir, 'snap'), { recursive: true });
  await writeFile(path.join(dir, 'snap', 'login.html'), LOGIN_HTML);
  manifestPath = path.join(dir, 'm.yml');
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A manifest with one snapshot (extra snapshot lines appended) and the given selector expectation. */
async function manifest(snapshotExtra: string, expect = 'identifier: sl-submit'): Promise<void> {
  await writeFile(
    manifestPath,
    `version: 1
snapshots:
  login:
    file: snap/login.html
    url: https://app.example.com/login${snapshotExtra}
selectors:
  - name: sign-in
    snapshot: login
    text: the Sign in button
    expect: { ${expect} }
`,
  );
}

async function readManifestTemplate(): Promise<string> {
  await manifest('');
  return readFile(manifestPath, 'utf8');
}

async function problems(): Promise<ManifestProblem[]> {
  try {
    await loadManifest(manifestPath);
  } catch (error) {
    expect(error).toBeInstanceOf(ManifestError);
    return (error as ManifestError).problems;
  }
  throw new Error('expected the manifest to be rejected');
}

describe('files the manifest names', () => {
  it('resolves paths against the manifest folder and completes the expectation from the snapshot', async () => {
    await manifest('');
    const loaded = await loadManifest(manifestPath);
    expect(loaded.snapshots[0]!.path).toBe(path.join(dir, 'snap', 'login.html'));
    expect(loaded.selectors[0]!.expected).toEqual({ identifiers: ['sl-submit'], xpaths: ['/html/body/main/form/button'] });
    expect(loaded.warnings).toEqual([]);
  });

  it('resolves a css expectation to identifiers with the engine, on the snapshot', async () => {
    await manifest('', 'css: "form > input[type=password]"');
    const loaded = await loadManifest(manifestPath);
    expect(loaded.selectors[0]!.expected.identifiers).toEqual(['sl-password']);
  });

  it('reports an invalid css selector at the expectation', async () => {
    await manifest('', 'css: "form >> [["');
    const [problem] = await problems();
    expect(problem).toMatchObject({ line: 10, column: 13 });
    expect(problem!.message).toContain('cannot use css "form >> [["');
  });

  it('warns when an expected xpath or identifier is no element of the snapshot', async () => {
    await manifest('', 'xpath: "/html/body/main/form/button[3]"');
    expect((await loadManifest(manifestPath)).warnings).toEqual([expect.stringContaining('expected xpath /html/body/main/form/button[3] is no element of snap/login.html')]);
  });

  it('on a real page, css, xpath and identifier expectations name the elements the engine\'s index names, in manifest order', async () => {
    // A page nobody here wrote, next to the login page; the selectors alternate between them.
    const real = await readFile(path.resolve('bench/cases/pages/sb-admin-2-tables.html'), 'utf8');
    await writeFile(path.join(dir, 'snap', 'real.html'), real);
    const index = indexPage(real);
    const links = index.elements.filter((e) => e.tag === 'a');
    const link = links[3]!;
    await writeFile(
      manifestPath,
      `version: 1
snapshots:
  login: { file: snap/login.html, url: "https://app.example.com/login" }
  real: { file: snap/real.html, url: "https://app.example.com/tables" }
selectors:
  - { name: all-links, snapshot: real, text: every link, expect: { css: "a" } }
  - { name: gone, snapshot: login, text: a button, expect: { identifier: sl-nowhere } }
  - { name: one-link, snapshot: real, text: a link, expect: { xpath: "${link.xpath.toUpperCase().replace(/^\/HTML/, '/html')}" } }
  - { name: by-id, snapshot: real, text: a link, expect: { identifier: "${link.identifier}" } }
  - { name: lost, snapshot: real, text: a link, expect: { xpath: "/html/body/nav[9]" } }
`,
    );
    const loaded = await loadManifest(manifestPath);
    expect(loaded.selectors.map((s) => s.name)).toEqual(['all-links', 'gone', 'one-link', 'by-id', 'lost']);
    expect(loaded.selectors[0]!.expected).toEqual({ identifiers: links.map((e) => e.identifier), xpaths: links.map((e) => e.xpath) });
    expect(loaded.selectors[2]!.expected.identifiers).toEqual([link.identifier]);
    expect(loaded.selectors[3]!.expected.xpaths).toEqual([link.xpath]);
    expect(loaded.warnings).toEqual([
      expect.stringContaining('selector "gone": expected identifier sl-nowhere'),
      expect.stringContaining('selector "lost": expected xpath /html/body/nav[9]'),
    ]);
  });

  it('reports a missing resources folder', async () => {
    await manifest('\n    resources: snap/login_files');
    const [problem] = await problems();
    expect(problem).toMatchObject({ line: 6, column: 16 });
    expect(problem!.message).toContain('`resources` folder snap/login_files does not exist');
  });

  it('reports a fields file that is not JSON, not a list, or not FieldValues', async () => {
    await manifest('\n    fields: snap/fields.json');
    await writeFile(path.join(dir, 'snap', 'fields.json'), '{ nope');
    expect((await problems())[0]).toMatchObject({ line: 6, column: 13, message: expect.stringContaining('fields file snap/fields.json: not valid JSON') });
    await writeFile(path.join(dir, 'snap', 'fields.json'), '{"identifier": "sl-email"}');
    expect((await problems())[0]!.message).toContain('must be a JSON list');
    await writeFile(path.join(dir, 'snap', 'fields.json'), '[{"identifier": "sl-email", "value": 3, "colour": "red"}]');
    expect((await problems()).map((p) => p.message)).toEqual([
      expect.stringContaining('entry 1: unknown key "colour"'),
      expect.stringContaining('entry 1: `value` must be a string or null'),
    ]);
  });

  it('reports a field value naming an element the snapshot does not have', async () => {
    await manifest('\n    fields: snap/fields.json');
    await writeFile(path.join(dir, 'snap', 'fields.json'), '[{"identifier": "sl-email", "value": "a@b.c", "checked": null}, {"identifier": "sl-nope", "value": "x"}]');
    const [problem] = await problems();
    expect(problem!.message).toContain('entry 2 names "sl-nope", which is no element of snap/login.html');
  });

  it('reports an unreadable manifest', async () => {
    const [problem] = await problems();
    expect(problem).toMatchObject({ file: manifestPath, line: 1, column: 1 });
    expect(problem!.message).toContain('cannot read the manifest: no such file');
  });

  it('a snapshot that is not UTF-8 text is refused at the manifest line, naming the byte and where it is, rather than uploaded with U+FFFD', async () => {
    await manifest('');
    await writeFile(path.join(dir, 'snap', 'login.html'), Buffer.concat([Buffer.from('<p>ok</p>\n<p>caf'), Buffer.from([0xe9]), Buffer.from('</p>')]));
    const [latin1] = await problems();
    expect(latin1).toMatchObject({ line: 4, column: 11 });
    expect(latin1!.message).toBe(
      `snapshot "login": \`file\`: snap/login.html is not UTF-8 text: byte 0xE9 begins no UTF-8 character (another encoding, or a binary file?); save it as UTF-8 (line 2, column 7 of ${path.join(dir, 'snap', 'login.html')})`,
    );
    // UTF-16 without a byte order mark decodes as "valid" UTF-8, one NUL byte in two.
    await writeFile(path.join(dir, 'snap', 'login.html'), Buffer.from('<p>hi</p>', 'utf16le'));
    expect((await problems())[0]!.message).toContain('snap/login.html is not text: it has a NUL byte (a binary file, or text saved as UTF-16?); save it as UTF-8 (line 1, column 2');
  });

  it('a manifest that is not UTF-8 is refused at the bad byte', async () => {
    await manifest('');
    const text = await readFile(manifestPath, 'utf8');
    await writeFile(manifestPath, Buffer.from(text.replace('name: sign-in', 'name: caf\u00e9'), 'latin1'));
    expect(await problems()).toEqual([
      { file: manifestPath, line: 7, column: 14, message: expect.stringContaining('the manifest is not UTF-8 text: byte 0xE9') },
    ]);
  });

  it('a snapshot path that is a folder, or a manifest path that is a folder, says so', async () => {
    await writeFile(manifestPath, (await readManifestTemplate()).replace('file: snap/login.html', 'file: snap'));
    expect((await problems())[0]!.message).toContain(`\`file\`: snap is a folder, not a file (resolved to ${path.join(dir, 'snap')}); name the file itself`);
    manifestPath = path.join(dir, 'snap');
    expect((await problems())[0]!.message).toBe('cannot read the manifest: it is a folder, not a file; pass the path of your page-selectors.yml');
  });

  describe('in a git repository', () => {
    let outside: string;
    beforeEach(async () => {
      await mkdir(path.join(dir, '.git'));
      outside = await mkdtemp(path.join(tmpdir(), 'page-selector-outside-'));
      await writeFile(path.join(outside, 'id_rsa'), '-----BEGIN OPENSSH PRIVATE KEY-----\n');
    });
    afterEach(async () => {
      await rm(outside, { recursive: true, force: true });
    });

    it('a snapshot, fields file or resources folder outside the repository is refused, by path or through a symlink, before anything is read', async () => {
      await symlink(path.join(outside, 'id_rsa'), path.join(dir, 'snap', 'linked.html'));
      const escape = path.relative(dir, path.join(outside, 'id_rsa'));
      await manifest(`\n    fields: ${escape}\n    resources: ${outside}`);
      const found = await problems();
      expect(found.map((p) => [p.line, p.message])).toEqual([
        [6, `snapshot "login": \`fields\`: ${escape} is outside the repository ${dir}; only the repository's files are uploaded: move it into the repository and name it relative to the manifest`],
        [7, expect.stringContaining(`snapshot "login": \`resources\` folder ${outside} is outside the repository ${dir};`)],
      ]);
      await writeFile(manifestPath, (await readManifestTemplate()).replace('file: snap/login.html', 'file: snap/linked.html'));
      expect((await problems())[0]!.message).toContain(`snap/linked.html is outside the repository ${dir} (a symlink to ${path.join(outside, 'id_rsa')})`);
    });

    it('paths inside the repository load as before', async () => {
      await manifest('');
      expect((await loadManifest(manifestPath)).snapshots[0]!.html).toBe(LOGIN_HTML);
    });
  });

  it('reports file problems together with the manifest problems', async () => {
    await writeFile(manifestPath, `version: 1
snapshots:
  login: { file: snap/logn.html, url: "https://app.example.com/" }
selectors:
  - { name: a, snapshot: login, txt: x, expect: { none: true } }
`);
    const found = await problems();
    expect(found.map((p) => [p.line, p.message])).toEqual([
      [3, expect.stringContaining('`file`: no such file snap/logn.html')],
      [5, expect.stringContaining('is missing `text`')],
      [5, expect.stringContaining('unknown key "txt"')],
    ]);
    expect(found[0]!.message).toContain('did you mean');
  });
});
