/**
 * Remote fetches reach public addresses only (spec, "What the service does", item 6),
 * checked after DNS resolution and after every redirect.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { FetchRefused, fetchPublic, forbiddenAddressReason } from '../../src/service/ssrf-fetch.ts';

let server: Server;
let origin: string;
beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url!, 'http://x');
    if (url.pathname === '/style.css') return void response.writeHead(200, { 'content-type': 'text/css' }).end('body { color: red }');
    if (url.pathname === '/redirect') return void response.writeHead(302, { location: url.searchParams.get('to')! }).end();
    if (url.pathname === '/loop') return void response.writeHead(301, { location: '/loop' }).end();
    if (url.pathname === '/big') return void response.writeHead(200).end(Buffer.alloc(2048));
    if (url.pathname === '/slow') return void setTimeout(() => response.writeHead(200).end('late'), 2000);
    response.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

async function refusal(promise: Promise<unknown>): Promise<FetchRefused> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(FetchRefused);
  return error as FetchRefused;
}

describe('fetching from public addresses only', () => {
  for (const [url, kind] of [
    ['http://127.0.0.1/', 'loopback'],
    ['http://localhost/', 'loopback'],
    ['http://10.0.0.1/', 'private'],
    ['http://169.254.169.254/latest/meta-data/', 'link-local'],
    ['http://[::1]/', 'loopback'],
    ['http://[::ffff:127.0.0.1]/', 'loopback'],
    ['http://[fe80::1]/', 'link-local'],
    ['http://224.0.0.1/', 'multicast'],
    ['http://0.0.0.0/', 'reserved'],
  ] as const) {
    test(`refuses ${url} (${kind}) before connecting`, async () => {
      const error = await refusal(fetchPublic(url, { timeoutMs: 2000 }));
      expect(error.code).toBe('address');
      expect(error.message).toContain(kind);
    });
  }

  test('refuses schemes other than http and https', async () => {
    expect((await refusal(fetchPublic('file:///etc/passwd'))).code).toBe('scheme');
    expect((await refusal(fetchPublic('ftp://example.com/x'))).code).toBe('scheme');
  });

  test('the test-only loopback switch lets a loopback server be fetched', async () => {
    const fetched = await fetchPublic(`${origin}/style.css`, { allowLoopback: true });
    expect(fetched.bytes.toString()).toBe('body { color: red }');
    expect(fetched.contentType).toBe('text/css');
    // Without the switch the same server is refused.
    expect((await refusal(fetchPublic(`${origin}/style.css`))).code).toBe('address');
  });

  test('a redirect from an allowed server to a forbidden address is refused at the redirect', async () => {
    for (const to of ['http://169.254.169.254/latest/meta-data/', 'http://10.0.0.1/admin', 'http://[fd00::1]/']) {
      const error = await refusal(fetchPublic(`${origin}/redirect?to=${encodeURIComponent(to)}`, { allowLoopback: true, timeoutMs: 2000 }));
      expect(error.code).toBe('address');
      expect(error.message).toContain(new URL(to).origin);
    }
  });

  test('redirects are followed, at most five times', async () => {
    const followed = await fetchPublic(`${origin}/redirect?to=${encodeURIComponent('/style.css')}`, { allowLoopback: true });
    expect(followed.url).toBe(`${origin}/style.css`);
    expect((await refusal(fetchPublic(`${origin}/loop`, { allowLoopback: true }))).code).toBe('redirects');
  });

  test('a body over the size cap is cut off', async () => {
    expect((await refusal(fetchPublic(`${origin}/big`, { allowLoopback: true, maxBytes: 1024 }))).code).toBe('size');
  });

  test('a fetch over the time cap is abandoned', async () => {
    expect((await refusal(fetchPublic(`${origin}/slow`, { allowLoopback: true, timeoutMs: 200 }))).code).toBe('timeout');
  });
});

describe('address classification', () => {
  test('IPv4-mapped, NAT64 and 6to4 IPv6 addresses are judged by the IPv4 address they carry', () => {
    expect(forbiddenAddressReason('::ffff:10.1.2.3')).toBe('private');
    expect(forbiddenAddressReason('::ffff:a9fe:a9fe')).toBe('link-local');
    expect(forbiddenAddressReason('64:ff9b::7f00:1')).toBe('loopback');
    expect(forbiddenAddressReason('2002:c0a8:0101::1')).toBe('private');
    expect(forbiddenAddressReason('::ffff:8.8.8.8')).toBeUndefined();
  });

  test('public unicast addresses pass; private, shared, documentation and reserved ones do not', () => {
    for (const ok of ['8.8.8.8', '1.1.1.1', '172.32.0.1', '2606:4700:4700::1111']) expect(forbiddenAddressReason(ok)).toBeUndefined();
    for (const bad of ['172.16.0.1', '192.168.0.1', '100.64.0.1', '192.0.2.1', '198.18.0.1', '240.0.0.1', '255.255.255.255', 'fc00::1', '2001:db8::1', 'ff02::1', '::', '100::1']) {
      expect(forbiddenAddressReason(bad), bad).toBeDefined();
    }
  });

  test('the loopback switch allows loopback only', () => {
    expect(forbiddenAddressReason('127.0.0.1', true)).toBeUndefined();
    expect(forbiddenAddressReason('::1', true)).toBeUndefined();
    expect(forbiddenAddressReason('10.0.0.1', true)).toBe('private');
    expect(forbiddenAddressReason('169.254.169.254', true)).toBe('link-local');
  });
});
