/**
 * The upload plan: which files each snapshot needs, read from a real folder on disk.
 */
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LoadedSnapshot } from '../../src/check/load.ts';
import { commonFolder, planUploads } from '../../src/check/plan.ts';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'page-selector-plan-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function put(relative: string, content: string | Buffer): Promise<void> {
  await mkdir(path.dirname(path.join(dir, relative)), { recursive: true });
  await writeFile(path.join(dir, relative), content);
}

function snapshot(id: string, url: string, html: string, resources: string | null = null): LoadedSnapshot {
  const position = { file: 'm.yml', line: 1, column: 1 };
  return {
    id,
    file: `${id}.html`,
    url,
    resources,
    fields: null,
    positions: { id: position, file: position, url: position, resources: position, fields: position },
    path: path.join(dir, `${id}.html`),
    folder: dir,
    resourcesFolder: resources === null ? null : path.join(dir, resources),
    html,
    fieldValues: [],
  };
}

describe('upload plan', () => {
  it('plans a stylesheet shared by two snapshots once, and gives both its key', async () => {
    await put('assets/app.css', 'body { color: red }');
    const html = '<link rel="stylesheet" href="/assets/app.css">';
    const plan = await planUploads([snapshot('a', 'https://x.example/a', html), snapshot('b', 'https://x.example/b', html)]);
    expect(plan.resources).toHaveLength(1);
    const [resource] = plan.resources;
    expect(resource).toMatchObject({ url: 'https://x.example/assets/app.css', resource_type: 'stylesheet', content_type: 'text/css', bytes: 19 });
    expect(resource!.content).toBe(Buffer.from('body { color: red }').toString('base64'));
    // md5 of the base64 text "Ym9keSB7IGNvbG9yOiByZWQgfQ==", as `printf %s Ym9keSB7IGNvbG9yOiByZWQgfQ== | md5sum` prints it.
    expect(resource!.hash).toBe('622c0028fd1a228545166b443e8d7a73');
    expect(plan.snapshots.map((s) => s.resourceKeys)).toEqual([[resource!.key], [resource!.key]]);
  });

  it('follows @import and url() through stylesheets, resolving against each stylesheet', async () => {
    await put('css/app.css', '@import "parts/theme.css";\n.a { background: url(../img/a.png) }');
    await put('css/parts/theme.css', '@font-face { src: url(../../fonts/f.woff2) }');
    await put('img/a.png', Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    await put('fonts/f.woff2', Buffer.from('wOF2'));
    const plan = await planUploads([snapshot('a', 'https://x.example/shop/', '<link rel=stylesheet href="css/app.css">')]);
    expect(plan.resources.map((r) => [r.url, r.resource_type])).toEqual([
      ['https://x.example/shop/css/app.css', 'stylesheet'],
      ['https://x.example/shop/css/parts/theme.css', 'stylesheet'],
      ['https://x.example/shop/fonts/f.woff2', 'font'],
      ['https://x.example/shop/img/a.png', 'image'],
    ]);
    expect(plan.warnings).toEqual([]);
  });

  it('keeps two different files at the same URL apart, one per snapshot', async () => {
    await put('one/app.js', 'one()');
    await put('two/app.js', 'two()');
    const a = { ...snapshot('a', 'https://x.example/', '<script src="app.js"></script>'), folder: path.join(dir, 'one') };
    const b = { ...snapshot('b', 'https://x.example/', '<script src="app.js"></script>'), folder: path.join(dir, 'two') };
    const plan = await planUploads([a, b]);
    expect(plan.resources.map((r) => r.url)).toEqual(['https://x.example/app.js', 'https://x.example/app.js']);
    expect(new Set(plan.resources.map((r) => r.hash)).size).toBe(2);
  });

  it('finds resources of another origin in the resources folder', async () => {
    await put('res/cdn.example.net/lib/v1/lib.js', 'lib()');
    const plan = await planUploads([snapshot('a', 'https://x.example/', '<script src="https://cdn.example.net/lib/v1/lib.js"></script>', 'res')]);
    expect(plan.resources.map((r) => r.file)).toEqual([path.join(dir, 'res/cdn.example.net/lib/v1/lib.js')]);
  });

  it('warns about references with no local file, naming the HTML line', async () => {
    const plan = await planUploads([snapshot('a', 'https://x.example/', '<p>\n<img src="gone.png">')]);
    expect(plan.resources).toEqual([]);
    expect(plan.warnings).toEqual([expect.stringMatching(/a\.html:2: image gone\.png \(https:\/\/x\.example\/gone\.png\) has no local file/)]);
  });

  it('reads no file outside the project folder, whatever the HTML references', async () => {
    await put('secret.txt', 'runner secret');
    const project = path.join(dir, 'repo');
    await put('repo/ok.png', 'png');
    const page = { ...snapshot('a', 'https://x.example/', '<img src="../secret.txt"><img src="ok.png">'), folder: project };
    const plan = await planUploads([page], { root: project });
    expect(plan.resources.map((r) => r.url)).toEqual(['https://x.example/ok.png']);
    expect(plan.warnings).toEqual([expect.stringContaining('image ../secret.txt leads outside the project folder')]);
  });

  it('reads no file a symlink in the project leads outside it to', async () => {
    await put('secret.txt', 'runner secret');
    const project = path.join(dir, 'repo');
    await put('repo/ok.png', 'png');
    await symlink(path.join(dir, 'secret.txt'), path.join(project, 'logo.png'));
    const page = { ...snapshot('a', 'https://x.example/', '<img src="logo.png"><img src="ok.png">'), folder: project };
    const plan = await planUploads([page], { root: project });
    expect(plan.resources.map((r) => r.url)).toEqual(['https://x.example/ok.png']);
    expect(plan.warnings).toEqual([expect.stringContaining(`image logo.png is a symlink to ${path.join(dir, 'secret.txt')}, outside the project folder ${project}; not read, not uploaded`)]);
  });

  it('takes the project folder as the deepest folder holding the manifest and the snapshots', () => {
    expect(commonFolder(['/r/.github', '/r/e2e/snapshots', '/r/e2e/snapshots/login_files'])).toBe('/r');
    expect(commonFolder(['/r/examples/.github', '/r/examples/snapshots'])).toBe('/r/examples');
    expect(commonFolder(['/a', '/b'])).toBe('/');
  });

  it('skips a resource over the size limit with a warning naming the file', async () => {
    await put('big.png', Buffer.alloc(2048));
    await put('small.png', Buffer.alloc(16));
    const plan = await planUploads([snapshot('a', 'https://x.example/', '<img src="big.png"><img src="small.png">')], { maxResourceBytes: 1024 });
    expect(plan.resources.map((r) => r.url)).toEqual(['https://x.example/small.png']);
    expect(plan.warnings).toEqual([expect.stringMatching(/big\.png is 2\.0 KiB, over the 1\.0 KiB resource limit; not uploaded/)]);
  });
});
