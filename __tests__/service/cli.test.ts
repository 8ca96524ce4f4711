/**
 * `page-selector serve` as a real child process: its one ready line, flags, durability
 * under SIGKILL, and graceful shutdown on SIGTERM.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { createClient } from '../../src/client/index.ts';

const CLI = resolve(import.meta.dirname, '../../src/cli/index.ts');
const TOKEN = 'cli-test-token-1234';

interface Child {
  process: ChildProcess;
  stdout: string[];
  stderr: () => string;
  /** Resolves with the listening url from the one stdout line. */
  ready: Promise<string>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const children: ChildProcess[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'page-selector-cli-'));
  dirs.push(dir);
  return dir;
}

function serve(args: string[], env: Record<string, string> = {}, cwd?: string): Child {
  const child = spawn(process.execPath, [CLI, 'serve', ...args], { cwd, env: { ...process.env, PAGE_SELECTOR_TOKEN: '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  const stdout: string[] = [];
  let stderr = '';
  child.stderr!.on('data', (c) => (stderr += c));
  const ready = new Promise<string>((resolveReady, reject) => {
    let buffered = '';
    child.stdout!.on('data', (chunk) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      for (const line of lines) {
        stdout.push(line);
        const match = /^page-selector listening on (http:\/\/\S+)$/.exec(line);
        if (match) resolveReady(match[1]!);
      }
    });
    child.once('exit', (code) => reject(new Error(`serve exited with ${code} before it was ready: ${stderr}`)));
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((r) => child.once('exit', (code, signal) => r({ code, signal })));
  ready.catch(() => undefined);
  return { process: child, stdout, stderr: () => stderr, ready, exited };
}

describe('page-selector serve', () => {
  test('prints exactly one stdout line with the real port when started with --port 0, and exits 0 on SIGTERM', async () => {
    const child = serve(['--port', '0', '--db', ':memory:', '--token', TOKEN]);
    const url = await child.ready;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(url).not.toMatch(/:0$/);
    const response = await fetch(`${url}/session/`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    child.process.kill('SIGTERM');
    expect(await child.exited).toEqual({ code: 0, signal: null });
    expect(child.stdout).toEqual([`page-selector listening on ${url}`]);
  });

  test('bad flags get a clear message and exit code 2', async () => {
    const cases: [string[], RegExp][] = [
      [['--port', 'eighty'], /--port must be a whole number from 0 to 65535, got "eighty"/],
      [['--nope'], /Unknown option '--nope'/],
      [['--max-body', '-1'], /--max-body/],
      [['--session-timeout', '0'], /--session-timeout must be a whole number from 1/],
    ];
    const runs = cases.map(([args]) => serve(args));
    for (const [i, child] of runs.entries()) {
      expect((await child.exited).code).toBe(2);
      expect(child.stderr()).toMatch(cases[i]![1]);
      expect(child.stderr()).toContain('usage: page-selector serve');
      expect(child.stderr()).not.toMatch(/\n\s+at /);
    }
  });

  test('a token no client can send (spaces, non-ASCII) is refused with exit 2, from --token or the environment, and never echoed', async () => {
    const runs = [serve(['--port', '0', '--db', ':memory:', '--token', 'secret with-space']), serve(['--port', '0', '--db', ':memory:'], { PAGE_SELECTOR_TOKEN: 'fine,sécret' })];
    const [flag, env] = runs;
    for (const child of runs) expect((await child.exited).code).toBe(2);
    expect(flag!.stderr()).toContain('a token from --token contains spaces or control characters; a bearer token is one word of visible ASCII');
    expect(env!.stderr()).toContain('a token from PAGE_SELECTOR_TOKEN contains characters other than visible ASCII');
    for (const child of runs) expect(child.stderr()).not.toMatch(/secret|sécret/);
  });

  test('a port in use and a --db that cannot be opened are named by their flag, with what to do, and no stack trace', async () => {
    const first = serve(['--port', '0', '--db', ':memory:', '--token', TOKEN]);
    const port = new URL(await first.ready).port;
    const dir = tempDir();
    const runs = [
      serve(['--port', port, '--db', ':memory:', '--token', TOKEN]),
      serve(['--port', '0', '--db', dir, '--token', TOKEN]),
    ];
    const [busy, folder] = runs;
    for (const child of runs) expect((await child.exited).code).toBe(1);
    expect(busy!.stderr()).toContain(`could not start: port ${port} on 127.0.0.1 is already in use (another page-selector serve?); stop that process, or pick another --port (0 picks a free one)`);
    expect(folder!.stderr()).toContain(`could not start: --db ${dir}: cannot open the database (unable to open database file); pass a SQLite file in a folder you can write to, or :memory:`);
    for (const child of runs) expect(child.stderr()).not.toMatch(/\n\s+at /);
  });

  test('without a token one is generated and printed on stderr, and it works', async () => {
    const child = serve(['--port', '0', '--db', ':memory:']);
    const url = await child.ready;
    const token = /generated one for this run:\n\s+(\S+)/.exec(child.stderr())?.[1];
    expect(token).toBeTruthy();
    expect((await fetch(`${url}/session/`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    expect((await fetch(`${url}/session/`, { headers: { authorization: 'Bearer guess' } })).status).toBe(401);
  });

  test('tokens come from PAGE_SELECTOR_TOKEN, several comma-separated, besides --token', async () => {
    const child = serve(['--port', '0', '--db', ':memory:', '--token', 'flag-token'], { PAGE_SELECTOR_TOKEN: 'env-one, env-two' });
    const url = await child.ready;
    for (const token of ['flag-token', 'env-one', 'env-two']) {
      expect((await fetch(`${url}/session/`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    }
    expect(child.stderr()).not.toContain('generated');
  });

  test('a write acknowledged with a 2xx survives SIGKILL right after it', async () => {
    const dbPath = join(tempDir(), 'db.sqlite');
    const first = serve(['--port', '0', '--db', dbPath, '--token', TOKEN]);
    const firstUrl = await first.ready;
    const client = createClient({ baseUrl: firstUrl, token: TOKEN, retry: { attempts: 1 } });
    const session = await client.createSession({ workflow_name: 'durable', is_training: true });
    const resource = await client.createPageResource({ url: 'https://example.test/a.css', resource_type: 'stylesheet', content_type: 'text/css', content: Buffer.from('a{}').toString('base64') });
    first.process.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');
    await client.close();

    const second = serve(['--port', '0', '--db', dbPath, '--token', TOKEN]);
    const again = createClient({ baseUrl: await second.ready, token: TOKEN, retry: { attempts: 1 } });
    try {
      expect(await again.getSession(session.id)).toEqual(session);
      expect((await again.listPageResources()).items).toEqual([resource]);
    } finally {
      await again.close();
    }
  });

  test.each(['SIGINT', 'SIGTERM'] as const)('on %s a request in flight is finished before the process exits 0', async (signal) => {
    const dbPath = join(tempDir(), 'db.sqlite');
    const child = serve(['--port', '0', '--db', dbPath, '--token', TOKEN]);
    const url = new URL(await child.ready);
    const body = JSON.stringify({ workflow_name: 'in-flight', is_training: false });
    // Send the headers and half the body, signal, then the rest: the request is in flight during shutdown.
    const answer = new Promise<{ status: number; body: string }>((resolveAnswer, reject) => {
      const request = httpRequest({ host: url.hostname, port: url.port, path: '/session', method: 'POST', headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (response) => {
        let text = '';
        response.on('data', (c) => (text += c));
        response.on('end', () => resolveAnswer({ status: response.statusCode!, body: text }));
      });
      request.on('error', reject);
      request.write(body.slice(0, 10));
      request.flushHeaders();
      setTimeout(() => {
        child.process.kill(signal);
        setTimeout(() => request.end(body.slice(10)), 300);
      }, 200);
    });
    const { status, body: text } = await answer;
    expect(status).toBe(200);
    expect(JSON.parse(text).session_name).toBe('in-flight-1');
    expect(await child.exited).toEqual({ code: 0, signal: null });
    // New connections are refused once it stopped, and the acknowledged session is on disk.
    await expect(fetch(`${url.origin}/session/`)).rejects.toThrow();
    const restarted = serve(['--port', '0', '--db', dbPath, '--token', TOKEN]);
    const list = await fetch(`${await restarted.ready}/session/`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(((await list.json()) as { count: number }).count).toBe(1);
    expect(child.stdout).toHaveLength(1);
  });

  test('without --db the data goes to .page-selector/db.sqlite under the working folder', async () => {
    const cwd = tempDir();
    const child = serve(['--port', '0', '--token', TOKEN], {}, cwd);
    const url = await child.ready;
    const created = await fetch(`${url}/session`, { method: 'POST', headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' }, body: JSON.stringify({ workflow_name: 'default-db', is_training: false }) });
    expect(created.status).toBe(200);
    child.process.kill('SIGTERM');
    expect((await child.exited).code).toBe(0);
    const { DatabaseSync } = await import('node:sqlite');
    const db = new DatabaseSync(join(cwd, '.page-selector', 'db.sqlite'), { readOnly: true });
    try {
      expect(db.prepare('SELECT count(*) AS n FROM sessions').get()).toEqual({ n: 1 });
    } finally {
      db.close();
    }
  });

  test('--max-body sets the largest request body: one byte over it is a 413 naming the flag', async () => {
    const child = serve(['--port', '0', '--db', ':memory:', '--token', TOKEN, '--max-body', '2000']);
    const url = await child.ready;
    const sized = (bytes: number): string => {
      const head = JSON.stringify({ workflow_name: 'w', is_training: false, padding: '' });
      return head.replace('"padding":""', `"padding":"${'x'.repeat(bytes - head.length)}"`);
    };
    const post = (body: string) => fetch(`${url}/session`, { method: 'POST', headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' }, body });
    expect((await post(sized(2000))).status).toBe(200);
    const over = await post(sized(2001));
    expect(over.status).toBe(413);
    expect(((await over.json()) as { detail: string }).detail).toMatch(/limit of 2000 bytes \(set with --max-body\)/);
  });
});
