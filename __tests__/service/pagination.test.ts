import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ApiError, paginate } from '../../src/client/index.ts';
import type { Session } from '../../src/api/types.ts';
import { raw, startTestService, type TestService } from '../helpers/service.ts';

let t: TestService;
let created: Session[];
beforeAll(async () => {
  t = await startTestService();
  created = [];
  for (let i = 0; i < 25; i++) created.push(await t.client.createSession({ workflow_name: 'paged', is_training: i % 2 === 0 }));
});
afterAll(async () => { await t?.close(); });

describe('the Search payload (spec, "Pagination")', () => {
  test('25 items come as pages of 10, 10 and 5 when skipping by the limit', async () => {
    const pages = [];
    for (const skip of [0, 10, 20]) pages.push(await t.client.listSessions({ skip }));
    expect(pages.map((p) => p.items.length)).toEqual([10, 10, 5]);
    expect(pages.map((p) => [p.count, p.limit, p.skip])).toEqual([[25, 10, 0], [25, 10, 10], [25, 10, 20]]);
    expect(pages.flatMap((p) => p.items.map((s) => s.id))).toEqual(created.map((s) => s.id));
  });

  test('the order is creation order and does not change between calls', async () => {
    const first = await t.client.listSessions({ limit: 100 });
    const second = await t.client.listSessions({ limit: 100 });
    expect(first.items).toEqual(second.items);
    expect(first.items.map((s) => s.session_name)).toEqual(created.map((s) => s.session_name));
  });

  test('a limit of 100 works', async () => {
    const page = await t.client.listSessions({ limit: 100 });
    expect(page).toMatchObject({ count: 25, limit: 100, skip: 0 });
    expect(page.items).toHaveLength(25);
  });

  test('a limit of 101 is a 422 naming the query parameter', async () => {
    const error = await t.client.listSessions({ limit: 101 }).catch((e: ApiError) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).detail).toEqual([expect.objectContaining({ loc: ['query', 'limit'], type: 'less_than_equal' })]);
  });

  test('a negative skip or limit, or one that is not a number, is a 422', async () => {
    for (const query of ['skip=-1', 'limit=-5', 'limit=ten']) {
      const answer = await raw(t.url, `/session/?${query}`);
      expect(answer.status).toBe(422);
      expect(answer.body.detail[0].loc).toEqual(['query', query.split('=')[0]]);
    }
  });

  test('a skip too large for SQLite is a 422 naming it, not a 500', async () => {
    const answer = await raw(t.url, '/session/?skip=99999999999999999999999');
    expect(answer.status).toBe(422);
    expect(answer.body.detail).toEqual([expect.objectContaining({ loc: ['query', 'skip'], type: 'less_than_equal' })]);
    expect((await raw(t.url, `/session/?skip=${Number.MAX_SAFE_INTEGER}`)).body).toMatchObject({ count: 25, items: [] });
  });

  test('skipping past the end gives an empty page with the full count', async () => {
    expect(await t.client.listSessions({ skip: 40 })).toEqual({ count: 25, limit: 10, skip: 40, items: [] });
  });

  test("the client's paginate walks every page", async () => {
    const all: Session[] = [];
    for await (const session of paginate((q) => t.client.listSessions(q), 7)) all.push(session);
    expect(all.map((s) => s.id)).toEqual(created.map((s) => s.id));
  });

  test('session lists filter by is_training', async () => {
    const training = await raw(t.url, '/session/?is_training=true&limit=100');
    expect(training.body.count).toBe(13);
    expect(training.body.items.every((s: Session) => s.is_training)).toBe(true);
  });
});
