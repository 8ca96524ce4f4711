/**
 * A small project on disk for the end-to-end tests: a manifest, a sign-in snapshot with its
 * resources (stylesheet with @import and url(), image, font, script) and a fields file,
 * written to a fresh temp folder.
 */
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const LOGIN_HTML = `<!DOCTYPE html>
<html lang="en">
<head>
  <title>Sign in</title>
  <link rel="stylesheet" href="login_files/app.css">
  <link rel="preload" as="font" href="login_files/inter.woff2" crossorigin>
  <script src="login_files/app.js"></script>
</head>
<body>
  <main>
    <h1>Sign in to Acme</h1>
    <form action="/session" method="post" sl-identifier="sl-form">
      <label for="email">Email address</label>
      <input id="email" name="email" type="email" sl-identifier="sl-email">
      <label for="password">Password</label>
      <input id="password" name="password" type="password" sl-identifier="sl-password">
      <button type="submit" sl-identifier="sl-submit">Sign in</button>
    </form>
    <img src="login_files/logo.png" alt="Acme">
    <a href="/missing" style="background: url(login_files/nowhere.png)">Help</a>
  </main>
</body>
</html>
`;

export interface Project {
  dir: string;
  manifestPath: string;
  /** Rewrites the manifest (the selectors part), keeping the snapshot section. */
  writeSelectors(selectorsYaml: string): Promise<void>;
  /** The 1-based manifest line that contains `needle`. */
  lineOf(needle: string): Promise<number>;
}

export const PASSING_SELECTORS = `
  - name: sign-in-button
    snapshot: login
    text: the Sign in button
    expect:
      xpath: /html/body/main/form/button
  - name: email-field
    snapshot: login
    text: email field
    expect:
      identifier: sl-email
  - name: heading
    snapshot: login
    text: the Sign in to Acme heading
    expect:
      css: main > h1
  - name: no-captcha
    snapshot: login
    text: the captcha image
    expect:
      none: true
`;

/** The Sign in button is not the email field: this one must be reported as a mismatch. */
export const MISMATCH_SELECTOR = `
  - name: wrong-expectation
    snapshot: login
    text: the Sign in button
    expect:
      identifier: sl-email
`;

export async function createProject(): Promise<Project> {
  const dir = await mkdtemp(path.join(tmpdir(), 'page-selector-check-'));
  const files = path.join(dir, 'e2e', 'snapshots', 'login_files');
  await mkdir(files, { recursive: true });
  await mkdir(path.join(dir, '.github'), { recursive: true });
  await writeFile(path.join(dir, 'e2e', 'snapshots', 'login.html'), LOGIN_HTML);
  await writeFile(path.join(dir, 'e2e', 'snapshots', 'login.fields.json'), JSON.stringify([{ identifier: 'sl-email', value: 'ada@example.com', checked: null }]));
  await writeFile(path.join(files, 'app.css'), '@import "theme.css";\nform { background: url(bg.png) }\n');
  await writeFile(path.join(files, 'theme.css'), '@font-face { font-family: Inter; src: url(inter.woff2) }\nbody { font-family: Inter }\n');
  await writeFile(path.join(files, 'bg.png'), Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'));
  await writeFile(path.join(files, 'logo.png'), Buffer.from('89504e470d0a1a0a0000000d4948445200000001', 'hex'));
  await writeFile(path.join(files, 'inter.woff2'), Buffer.from('774f4632000100000000', 'hex'));
  await writeFile(path.join(files, 'app.js'), 'console.log("hello");\n');

  const manifestPath = path.join(dir, '.github', 'page-selectors.yml');
  const project: Project = {
    dir,
    manifestPath,
    writeSelectors: (selectorsYaml) =>
      writeFile(
        manifestPath,
        `version: 1
snapshots:
  login:
    file: ../e2e/snapshots/login.html
    url: https://app.example.com/login
    fields: ../e2e/snapshots/login.fields.json
selectors:${selectorsYaml}`,
      ),
    lineOf: (needle) => lineIn(manifestPath, needle),
  };
  await project.writeSelectors(PASSING_SELECTORS);
  return project;
}

async function lineIn(file: string, needle: string): Promise<number> {
  const lines = (await readFile(file, 'utf8')).split('\n');
  const index = lines.findIndex((line) => line.includes(needle));
  if (index === -1) throw new Error(`"${needle}" is not in ${file}`);
  return index + 1;
}
