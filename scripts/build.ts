/**
 * `npm run build`: one ESM bundle per entry point with @vercel/ncc, into `dist/`, which
 * is committed (the runner executes each `dist/<step>/index.js` straight from the repository).
 *
 * Two stages:
 * 1. TypeScript 5.9 (the project's) turns `src/**` into plain ES2023 modules, file by file:
 *    types stripped, `./x.ts` imports rewritten to `./x.js`. The sources use erasable
 *    syntax only, so this is a per-file transform; type checking is `tsc --noEmit`'s job
 *    (npm test). Done here rather than by ncc's own ts-loader because that one either
 *    type-checks the whole project (slow, and fails on any file mid-edit) or, in
 *    transpile-only mode, emits CommonJS for `module: NodeNext`.
 * 2. ncc bundles each entry with its dependencies into `dist/<name>/index.js` (ESM, since
 *    the package is `"type": "module"`), plus the chunks of dynamic imports and the
 *    licences of what it bundled.
 *
 * CI rebuilds and fails when the result differs from the committed `dist/`, so the output
 * depends on the sources only: the ncc cache is off, and the output and staging folders
 * are emptied first so no file of an older build survives.
 *
 * `node scripts/build.ts --check` builds into a scratch folder instead and compares it with
 * `dist/` file by file: exit 1, naming the files, when `dist/` is stale.
 */
import { spawn } from 'node:child_process';
import { chmod, cp, mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
/**
 * Inside the project so the bundler resolves packages from its node_modules. Its path
 * shows in the bundles' module comments, so it is fixed, never a random temp name.
 */
const staging = path.join(root, 'node_modules', '.cache', 'page-selector-build');
const checkOnly = process.argv.includes('--check');
/** Where this run writes its bundles: `dist/`, or a scratch copy to compare with it. */
const outRoot = checkOnly ? path.join(root, 'node_modules', '.cache', 'page-selector-dist-check') : dist;

interface Entry {
  source: string;
  out: string;
  /** A command-line tool: keeps `#!/usr/bin/env node` as its first line and is executable. */
  bin?: boolean;
}

/** `out` is relative to `dist/`. */
const ENTRIES: Entry[] = [
  { source: 'src/action/pre.ts', out: 'pre' },
  { source: 'src/action/main.ts', out: 'main' },
  { source: 'src/action/post.ts', out: 'post' },
  { source: 'src/cli/index.ts', out: 'cli', bin: true },
];

const SHEBANG = '#!/usr/bin/env node\n';
/** Two cores on CI: more parallel ncc processes only fight over them. */
const PARALLEL = 2;

const COMPILER_OPTIONS: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  target: ts.ScriptTarget.ES2023,
  verbatimModuleSyntax: true,
  rewriteRelativeImportExtensions: true,
  sourceMap: false,
  removeComments: false,
};

const require = createRequire(import.meta.url);
const nccCli = require.resolve('@vercel/ncc/dist/ncc/cli.js');

async function main(): Promise<void> {
  const started = performance.now();
  if (!ts.version.startsWith('5.9.')) throw new Error(`expected typescript 5.9, found ${ts.version}`);
  console.log(`building ${ENTRIES.length} bundles: typescript@${ts.version} strips types, @vercel/ncc bundles`);

  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  await writeFile(path.join(staging, 'package.json'), JSON.stringify({ type: 'module', private: true }));
  const files = await stripTypes(path.join(root, 'src'), path.join(staging, 'src'));
  console.log(`  ${files} modules transpiled`);

  await rm(outRoot, { recursive: true, force: true });
  const queue = [...ENTRIES];
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      for (let entry = queue.shift(); entry; entry = queue.shift()) await bundle(entry);
    }),
  );
  for (const entry of ENTRIES) if (entry.bin) await keepExecutable(path.join(outRoot, entry.out, 'index.js'));

  for (const entry of ENTRIES) {
    console.log(`  ${entry.source} -> dist/${entry.out} (${await sizeOf(path.join(outRoot, entry.out))})`);
  }
  console.log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  if (checkOnly) {
    const stale = await differences(outRoot, dist);
    await rm(outRoot, { recursive: true, force: true });
    if (stale.length > 0) {
      throw new Error(`dist/ differs from a fresh build (${stale.join(', ')}): run \`npm run build\` and commit dist/`);
    }
    console.log('dist/ is up to date with the sources');
  }
}

/** Paths (relative to the folders) that differ in content or mode, or exist on one side only. */
async function differences(fresh: string, committed: string): Promise<string[]> {
  const [a, b] = await Promise.all([listFiles(fresh), listFiles(committed)]);
  const names = [...new Set([...a, ...b])].sort();
  const stale: string[] = [];
  for (const name of names) {
    if (!a.includes(name) || !b.includes(name)) {
      stale.push(`dist/${name}`);
      continue;
    }
    const [x, y] = await Promise.all([readFile(path.join(fresh, name)), readFile(path.join(committed, name))]);
    const [mx, my] = await Promise.all([stat(path.join(fresh, name)), stat(path.join(committed, name))]);
    if (!x.equals(y) || (mx.mode & 0o111) !== (my.mode & 0o111)) stale.push(`dist/${name}`);
  }
  return stale;
}

async function listFiles(dir: string): Promise<string[]> {
  try {
    const items = await readdir(dir, { recursive: true, withFileTypes: true });
    return items.filter((i) => i.isFile()).map((i) => path.relative(dir, path.join(i.parentPath, i.name)));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** `src/**\/*.ts` -> `.js` next to copies of any other files; returns how many modules. */
async function stripTypes(from: string, to: string): Promise<number> {
  let count = 0;
  await mkdir(to, { recursive: true });
  for (const item of await readdir(from, { withFileTypes: true })) {
    const source = path.join(from, item.name);
    if (item.isDirectory()) {
      count += await stripTypes(source, path.join(to, item.name));
    } else if (item.name.endsWith('.ts') && !item.name.endsWith('.d.ts')) {
      const text = await readFile(source, 'utf8');
      const output = ts.transpileModule(text, { compilerOptions: COMPILER_OPTIONS, fileName: source, reportDiagnostics: true });
      const problems = output.diagnostics ?? [];
      if (problems.length > 0) throw new Error(ts.formatDiagnostics(problems, diagnosticsHost));
      await writeFile(path.join(to, item.name.replace(/\.ts$/, '.js')), output.outputText);
      count++;
    } else if (item.isFile()) {
      await cp(source, path.join(to, item.name));
    }
  }
  return count;
}

const diagnosticsHost: ts.FormatDiagnosticsHost = {
  getCanonicalFileName: (name) => name,
  getCurrentDirectory: () => root,
  getNewLine: () => '\n',
};

function bundle(entry: Entry): Promise<void> {
  const staged = path.join(staging, entry.source.replace(/\.ts$/, '.js'));
  const args = [nccCli, 'build', staged, '--out', path.join(outRoot, entry.out), '--target', 'es2023', '--no-cache', '--license', 'licenses.txt', '--quiet'];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`ncc failed on ${entry.source} (${signal ?? `exit code ${code}`})`));
    });
  });
}

/** ncc keeps the entry's shebang today; make sure of it, and of the executable bit. */
async function keepExecutable(file: string): Promise<void> {
  const code = await readFile(file, 'utf8');
  if (!code.startsWith('#!')) await writeFile(file, SHEBANG + code);
  await chmod(file, 0o755);
}

async function sizeOf(dir: string): Promise<string> {
  let bytes = 0;
  for (const name of await readdir(dir)) bytes += (await stat(path.join(dir, name))).size;
  return `${(bytes / 1024).toFixed(0)} KiB`;
}

try {
  await main();
} catch (error) {
  console.error(`build failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
