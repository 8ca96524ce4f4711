/**
 * Fetching resources from the public Internet only (spec, "What the service does", item 6:
 * "over the public Internet only. Private or firewalled domains cannot be reached").
 *
 * Every hop is vetted: the host is resolved, every address it resolves to must be public,
 * and the connection is pinned to the vetted address through a custom `lookup`, so a second
 * DNS answer cannot swap in a private one (DNS rebinding). Redirects are followed by hand,
 * at most five, each vetted the same way. Size and time are capped.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import { Agent, request } from 'undici';

export interface PublicFetchOptions {
  /** TEST-ONLY: also allow loopback addresses (127.0.0.0/8, ::1), so tests can serve pages locally. */
  allowLoopback?: boolean;
  /** Largest body accepted, in bytes (default 5 MiB). */
  maxBytes?: number;
  /** Time budget for the whole fetch, redirects included (default 5 s). */
  timeoutMs?: number;
  maxRedirects?: number;
  signal?: AbortSignal;
}

export interface FetchedResource {
  /** The url the bytes came from, after redirects. */
  url: string;
  contentType: string;
  bytes: Buffer;
}

export type RefusalCode = 'scheme' | 'address' | 'dns' | 'redirects' | 'size' | 'status' | 'timeout' | 'network';

/** Why a fetch was not done or did not finish; `code` is stable, the message says what happened. */
export class FetchRefused extends Error {
  readonly code: RefusalCode;
  constructor(code: RefusalCode, message: string) {
    super(message);
    this.code = code;
  }
}

const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;
const DEFAULT_TIMEOUT_MS = 5_000;
const DEFAULT_MAX_REDIRECTS = 5;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export async function fetchPublic(url: string, options: PublicFetchOptions = {}): Promise<FetchedResource> {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  let current = url;
  try {
    for (let hop = 0; hop <= maxRedirects; hop++) {
      const target = parseHttpUrl(current);
      const pinned = await vetHost(target, options.allowLoopback ?? false);
      const agent = new Agent({ connect: { lookup: pinnedLookup(pinned) }, connections: 1 });
      try {
        const response = await request(target, { dispatcher: agent, method: 'GET', signal, headers: { 'user-agent': 'page-selector (resource fetch)' } });
        const location = response.headers.location;
        if (REDIRECT_STATUSES.has(response.statusCode) && typeof location === 'string') {
          await response.body.dump();
          current = new URL(location, target).href;
          continue;
        }
        if (response.statusCode < 200 || response.statusCode > 299) {
          await response.body.dump();
          throw new FetchRefused('status', `${target.href} answered HTTP ${response.statusCode}`);
        }
        const declared = Number(response.headers['content-length'] ?? 0);
        if (declared > maxBytes) {
          response.body.destroy();
          throw new FetchRefused('size', `${target.href} is ${declared} bytes; the limit is ${maxBytes}`);
        }
        const chunks: Buffer[] = [];
        let size = 0;
        for await (const chunk of response.body) {
          size += (chunk as Buffer).byteLength;
          if (size > maxBytes) {
            response.body.destroy();
            throw new FetchRefused('size', `${target.href} is larger than the limit of ${maxBytes} bytes`);
          }
          chunks.push(chunk as Buffer);
        }
        const contentType = response.headers['content-type'];
        return { url: target.href, contentType: typeof contentType === 'string' ? contentType : '', bytes: Buffer.concat(chunks) };
      } finally {
        await agent.close().catch(() => undefined);
      }
    }
    throw new FetchRefused('redirects', `${url} redirected more than ${maxRedirects} times`);
  } catch (error) {
    if (error instanceof FetchRefused) throw error;
    if (timeout.aborted) throw new FetchRefused('timeout', `${url} did not finish within the time limit`);
    throw new FetchRefused('network', `${url} could not be fetched: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function parseHttpUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new FetchRefused('scheme', `${text} is not an absolute url`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FetchRefused('scheme', `${url.protocol} urls are not fetched, only http and https`);
  if (url.username || url.password) throw new FetchRefused('scheme', `${url.origin} carries credentials; they are not sent`);
  return url;
}

interface Pinned {
  address: string;
  family: 4 | 6;
}

/** Resolves the host and returns the address to connect to, or refuses when any address is not public. */
async function vetHost(url: URL, allowLoopback: boolean): Promise<Pinned> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  if (isIP(host)) {
    addresses = [{ address: host, family: isIP(host) }];
  } else {
    try {
      addresses = await dnsLookup(host, { all: true, verbatim: true });
    } catch {
      throw new FetchRefused('dns', `${host} does not resolve`);
    }
  }
  if (addresses.length === 0) throw new FetchRefused('dns', `${host} does not resolve`);
  for (const { address } of addresses) {
    const reason = forbiddenAddressReason(address, allowLoopback);
    if (reason) throw new FetchRefused('address', `${url.origin} resolves to ${address}, a ${reason} address; only public addresses are fetched`);
  }
  const first = addresses[0]!;
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}

/** A `lookup` that always answers the vetted address, whatever DNS would say now. */
function pinnedLookup(pinned: Pinned): LookupFunction {
  return ((_hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [{ address: pinned.address, family: pinned.family }]);
    else callback(null, pinned.address, pinned.family);
  }) as unknown as LookupFunction;
}

// --- address classification (IANA special-purpose registries, RFC 6890 and successors) ---

type Range = [prefix: number[], bits: number, reason: string];

const IPV4_RANGES: Range[] = [
  [[0], 8, '"this network" (reserved)'],
  [[10], 8, 'private'],
  [[100, 64], 10, 'shared (carrier-grade NAT)'],
  [[127], 8, 'loopback'],
  [[169, 254], 16, 'link-local'],
  [[172, 16], 12, 'private'],
  [[192, 0, 0], 24, 'reserved (IETF protocol assignments)'],
  [[192, 0, 2], 24, 'reserved (documentation)'],
  [[192, 88, 99], 24, 'reserved (6to4 relay)'],
  [[192, 168], 16, 'private'],
  [[198, 18], 15, 'reserved (benchmarking)'],
  [[198, 51, 100], 24, 'reserved (documentation)'],
  [[203, 0, 113], 24, 'reserved (documentation)'],
  [[224], 4, 'multicast'],
  [[240], 4, 'reserved'],
];

const IPV6_RANGES: Range[] = [
  [[], 128, 'unspecified'], // ::/128 (checked before ::/8 below)
  [[0x20, 0x01, 0x0d, 0xb8], 32, 'reserved (documentation)'],
  [[0x20, 0x01, 0x00, 0x00], 32, 'reserved (Teredo)'],
  [[0x20, 0x01, 0x00], 23, 'reserved (IETF protocol assignments)'],
  [[0x00, 0x64, 0xff, 0x9b, 0x00, 0x01], 48, 'reserved (local-use NAT64)'],
  [[0xfc], 7, 'private (unique local)'],
  [[0xfe, 0x80], 10, 'link-local'],
  [[0xfe, 0xc0], 10, 'reserved (site-local)'],
  [[0xff], 8, 'multicast'],
];

/** Why an address may not be fetched from, or undefined when it is public. */
export function forbiddenAddressReason(address: string, allowLoopback = false): string | undefined {
  const plain = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const version = isIP(plain);
  if (version === 4) return ipv4Reason(plain.split('.').map(Number), allowLoopback);
  if (version !== 6) return 'malformed';
  const bytes = parseIpv6(plain);
  // IPv4-mapped (::ffff:0:0/96), NAT64 (64:ff9b::/96) and 6to4 (2002::/16) carry an IPv4 address: judge that one.
  if (bytes.slice(0, 10).every((b) => b === 0) && bytes[10] === 0xff && bytes[11] === 0xff) return ipv4Reason(bytes.slice(12), allowLoopback);
  if (startsWith(bytes, [0x00, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0], 96)) return ipv4Reason(bytes.slice(12), allowLoopback);
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return ipv4Reason(bytes.slice(2, 6), allowLoopback);
  if (bytes.slice(0, 15).every((b) => b === 0) && bytes[15] === 1) return allowLoopback ? undefined : 'loopback';
  for (const [prefix, bits, reason] of IPV6_RANGES) if (startsWith(bytes, prefix, bits)) return reason;
  // Only 2000::/3 is global unicast; everything else (::/8 IPv4-compatible, 100::/64 discard, …) is reserved.
  if ((bytes[0]! & 0xe0) !== 0x20) return 'reserved';
  return undefined;
}

function ipv4Reason(bytes: number[], allowLoopback: boolean): string | undefined {
  if (allowLoopback && bytes[0] === 127) return undefined;
  for (const [prefix, bits, reason] of IPV4_RANGES) if (startsWith(bytes, prefix, bits)) return reason;
  return undefined;
}

function startsWith(bytes: number[], prefix: number[], bits: number): boolean {
  for (let bit = 0; bit < bits; bit++) {
    const byte = Math.floor(bit / 8);
    const mask = 0x80 >> (bit % 8);
    if (((bytes[byte] ?? 0) & mask) !== ((prefix[byte] ?? 0) & mask)) return false;
  }
  return true;
}

/** 16 bytes of a valid IPv6 text address (`isIP` already said it is one). */
function parseIpv6(text: string): number[] {
  // A dotted IPv4 tail ("::ffff:127.0.0.1") becomes its two hex groups first.
  const normalized = text.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_m, a: string, b: string, c: string, d: string) =>
    `${((Number(a) << 8) | Number(b)).toString(16)}:${((Number(c) << 8) | Number(d)).toString(16)}`);
  const groups = (part: string): number[] => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const [left, right] = normalized.split('::') as [string, string | undefined];
  const leftWords = groups(left);
  const rightWords = right === undefined ? [] : groups(right);
  const words = right === undefined ? leftWords : [...leftWords, ...new Array<number>(8 - leftWords.length - rightWords.length).fill(0), ...rightWords];
  return words.flatMap((w) => [(w >> 8) & 0xff, w & 0xff]);
}
