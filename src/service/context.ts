/**
 * What every route handler gets: the authenticated owner, the parsed request, and the
 * service's shared parts (store, index cache, settings, background work).
 */
import type { SearchPage } from '../api/types.ts';
import type { Page, Store } from './database.ts';
import type { IndexCache } from './index-cache.ts';
import { readPageQuery } from './validate.ts';

export interface Settings {
  sessionTimeoutMs: number;
  maxBodyBytes: number;
  maxResourceBytes: number;
  allowLoopbackFetch: boolean;
}

export interface Shared {
  store: Store;
  indexes: IndexCache;
  settings: Settings;
  log: (line: string) => void;
  /** Runs work after the response (auto_resolve_resources); `close()` waits for it. */
  background: (name: string, work: (signal: AbortSignal) => Promise<void>) => void;
}

export interface Context {
  shared: Shared;
  /** Fingerprint of the caller's token: every row it creates or reads is scoped to it. */
  owner: string;
  params: Record<string, string>;
  query: URLSearchParams;
  /** Decoded JSON body; undefined when the request had none. */
  body: unknown;
  /** Milliseconds since the epoch, read once per request. */
  now: number;
}

/** A JSON answer, or raw bytes with their content type (page state content for the console). */
export type Reply =
  | { status?: number; json: unknown; headers?: Record<string, string> }
  | { status?: number; raw: string | Uint8Array; contentType: string; headers?: Record<string, string> };

export interface Route {
  method: 'GET' | 'POST';
  /** Path pattern with `{name}` segments, without a trailing slash: `/session/{session_id}/ping`. */
  path: string;
  handle: (context: Context) => Reply | Promise<Reply>;
}

/** A list endpoint's answer, the spec's Search payload, for the `skip` and `limit` of the query. */
export function searchReply<Row, Item>(context: Context, list: (skip: number, limit: number) => Page<Row>, toItem: (row: Row) => Item): Reply {
  const { skip, limit } = readPageQuery(context.query);
  const page = list(skip, limit);
  const payload: SearchPage<Item> = { count: page.count, limit, skip, items: page.rows.map(toItem) };
  return { json: payload };
}
