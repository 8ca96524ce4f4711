/** Walking skip/limit pages (spec, Pagination). */
import { afterEach, describe, expect, it } from 'vitest';
import type { PageQuery, SearchPage } from '../../src/api/types.ts';
import { createClient, paginate } from '../../src/client/index.ts';
import { collect } from '../helpers/collect.ts';
import { sendJson, startLoopback, type Loopback } from './loopback.ts';

let server: Loopback | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A list endpoint over loopback holding `total` sessions, paging as the spec says. */
async function listOf(total: number, maxLimit = 100): Promise<Loopback> {
  const all = Array.from({ length: total }, (_, i) => ({ id: `s${i}`, session_name: `wf-${i}`, is_training: false, workflow_id: 'w' }));
  return startLoopback((req, res) => {
    const query = new URL(req.url, 'http://x').searchParams;
    const skip = Number(query.get('skip') ?? 0);
    const limit = Math.min(Number(query.get('limit') ?? 10), maxLimit);
    sendJson(res, 200, { count: all.length, limit, skip, items: all.slice(skip, skip + limit) });
  });
}

describe('paginate', () => {
  it('walks 25 items as pages of 10, 10 and 5 and yields every item once, in order', async () => {
    server = await listOf(25);
    const client = createClient({ baseUrl: server.url, token: 't' });
    const ids: string[] = [];
    for await (const session of paginate((q) => client.listSessions(q), 10)) ids.push(session.id);
    await client.close();
    expect(ids).toEqual(Array.from({ length: 25 }, (_, i) => `s${i}`));
    expect(server.requests.map((r) => r.url)).toEqual([
      '/session/?skip=0&limit=10',
      '/session/?skip=10&limit=10',
      '/session/?skip=20&limit=10',
    ]);
  });

  it('asks for the largest page the spec allows by default', async () => {
    server = await listOf(3);
    const client = createClient({ baseUrl: server.url, token: 't' });
    const items = await collect(paginate((q) => client.listSessions(q)));
    await client.close();
    expect(items).toHaveLength(3);
    expect(server.requests.map((r) => r.url)).toEqual(['/session/?skip=0&limit=100']);
  });

  it('an empty list takes one request and yields nothing', async () => {
    server = await listOf(0);
    const client = createClient({ baseUrl: server.url, token: 't' });
    expect(await collect(paginate((q) => client.listSessions(q)))).toEqual([]);
    await client.close();
    expect(server.requests).toHaveLength(1);
  });

  it('a service that pages smaller than asked is still walked without gaps', async () => {
    server = await listOf(12, 5);
    const client = createClient({ baseUrl: server.url, token: 't' });
    const items = await collect(paginate((q) => client.listSessions(q), 10));
    await client.close();
    expect(items.map((s) => s.id)).toEqual(Array.from({ length: 12 }, (_, i) => `s${i}`));
  });

  it('stops on an empty page even if the count promised more', async () => {
    const seen: PageQuery[] = [];
    const lying = async (q: PageQuery): Promise<SearchPage<number>> => {
      seen.push(q);
      return { count: 50, limit: 10, skip: q.skip ?? 0, items: q.skip === 0 ? [1, 2] : [] };
    };
    expect(await collect(paginate(lying, 10))).toEqual([1, 2]);
    expect(seen).toEqual([
      { skip: 0, limit: 10 },
      { skip: 2, limit: 10 },
    ]);
  });

  it('refuses a page size the spec does not allow', async () => {
    const never = async (): Promise<SearchPage<number>> => ({ count: 0, limit: 0, skip: 0, items: [] });
    await expect(collect(paginate(never, 101))).rejects.toThrow(/pageSize must be a whole number from 1 to 100/);
    await expect(collect(paginate(never, 0))).rejects.toThrow(RangeError);
  });
});
