import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, expect, test } from 'vitest';
import { Store } from '../../src/service/database.ts';
import { MIGRATIONS } from '../../src/service/migrations.ts';

const dirs: string[] = [];
afterEach(() => { for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true }); });

function tempDb(): string {
  const dir = mkdtempSync(join(tmpdir(), 'page-selector-db-'));
  dirs.push(dir);
  return join(dir, 'nested', 'db.sqlite');
}

test('a new database gets every migration, in WAL mode, in a folder created for it', () => {
  const path = tempDb();
  new Store(path).close();
  const db = new DatabaseSync(path);
  expect((db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version).toBe(MIGRATIONS.length);
  expect((db.prepare('PRAGMA journal_mode').get() as { journal_mode: string }).journal_mode).toBe('wal');
  db.close();
});

test('reopening a database keeps its data and runs no migration twice', () => {
  const path = tempDb();
  const first = new Store(path);
  const session = first.createSession('owner', crypto.randomUUID(), 'w', false, 1000);
  first.close();
  const second = new Store(path);
  expect(second.schemaVersion).toBe(MIGRATIONS.length);
  expect(second.getSession('owner', session.id)).toEqual(session);
  second.close();
});

test('a database from a newer page-selector is refused with a clear message', () => {
  const path = tempDb();
  new Store(path).close();
  const db = new DatabaseSync(path);
  db.exec(`PRAGMA user_version = ${MIGRATIONS.length + 1}`);
  db.close();
  expect(() => new Store(path)).toThrow(/schema version \d+, newer than this page-selector knows/);
});

test('a transaction inside another is a savepoint: its failure undoes only its own writes, the outer failure undoes all', () => {
  const store = new Store(tempDb());
  try {
    const kept = store.transaction(() => {
      const outer = store.createSession('owner', crypto.randomUUID(), 'outer', false, 1000);
      expect(() => store.transaction(() => {
        store.createSession('owner', crypto.randomUUID(), 'inner', false, 1000);
        throw new Error('inner failure');
      })).toThrow('inner failure');
      return outer;
    });
    expect(store.listSessions('owner', {}, 0, 10).rows.map((s) => s.id)).toEqual([kept.id]);

    expect(() => store.transaction(() => {
      store.createSession('owner', crypto.randomUUID(), 'second', false, 1000);
      store.transaction(() => store.createSession('owner', crypto.randomUUID(), 'released inner', false, 1000));
      throw new Error('outer failure');
    })).toThrow('outer failure');
    expect(store.listSessions('owner', {}, 0, 10).count).toBe(1);
  } finally {
    store.close();
  }
});
