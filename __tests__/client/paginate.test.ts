/** Walking skip/limit pages (spec, Pagination), over the reference service's session list. */
import { afterEach, describe, expect, it } from 'vitest';
import type { PageQuery, SearchPage, Session } from '../../src/api/types.ts';
import { paginate } from '../../src/client/index.ts';
import { collect } from '../helpers/collect.ts';
import { startTestService, type TestService } from '../helpers/service.ts';

let service: TestService | undefined;
afterEach(async () => {
  await service?.close();
  service = undefined;
});

/**
 * A fresh reference service holding `total` sessions (listed in the order they were made),
 * and its session list as paginate calls it, with every query it was asked.
 */
async function sessionsOf(total: number): Promise<{ ids: string[]; list: (q: PageQuery) => Promise<SearchPage<Session>>; queries: PageQuery[] }> {
  const running = (service = await startTestService());
  const ids: string[] = [];
  for (let i = 0; i < total; i++) ids.push((await running.client.createSession({ workflow_name: 'paged', is_training: false })).id);
  const queries: PageQuery[] = [];
  const list = (q: PageQuery) => {
    queries.push(q);
    return running.client.listSessions(q);
  };
  return { ids, list, queries };
}

describe('paginate', () => {
  it('walks 25 items as pages of 10, 10 and 5 and yields every item once, in order', async () => {
    const { ids, list, queries } = await sessionsOf(25);
    const seen: string[] = [];
    for await (const session of paginate(list, 10)) seen.push(session.id);
    expect(seen).toEqual(ids);
    expect(queries).toEqual([
      { skip: 0, limit: 10 },
      { skip: 10, limit: 10 },
      { skip: 20, limit: 10 },
    ]);
  });

  it('asks for the largest page the spec allows by default', async () => {
    const { list, queries } = await sessionsOf(3);
    const items = await collect(paginate(list));
    expect(items).toHaveLength(3);
    expect(queries).toEqual([{ skip: 0, limit: 100 }]);
  });

  it('an empty list takes one request and yields nothing', async () => {
    const { list, queries } = await sessionsOf(0);
    expect(await collect(paginate(list))).toEqual([]);
    expect(queries).toHaveLength(1);
  });

  it('a service that pages smaller than asked is still walked without gaps', async () => {
    // The reference service caps a page at the spec's 100, which is also paginate's largest ask.
    const all = Array.from({ length: 12 }, (_, i) => `s${i}`);
    const capped = async (q: PageQuery): Promise<SearchPage<string>> => {
      const skip = q.skip ?? 0;
      return { count: all.length, limit: 5, skip, items: all.slice(skip, skip + 5) };
    };
    expect(await collect(paginate(capped, 10))).toEqual(all);
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
