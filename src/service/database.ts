/**
 * The service's storage: one SQLite file through Node's built-in `node:sqlite`
 * (no native addon). WAL journal with `synchronous = FULL`, so a write is on disk
 * before its 2xx leaves: a SIGKILL after the response loses nothing.
 *
 * Every query takes the owner (a token fingerprint), so one token can never read
 * another's rows: isolation is enforced here, not in each handler.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { createHash } from 'node:crypto';
import { DatabaseSync, type StatementSync, type SQLInputValue } from 'node:sqlite';
import type { FieldValue, ResourceType, SessionState } from '../api/types.ts';
import type { Candidate, ElementFingerprint } from '../engine/index.ts';
import { MIGRATIONS } from './migrations.ts';

export interface SessionRow {
  id: string;
  workflow_id: string;
  session_name: string;
  is_training: boolean;
  state: SessionState;
  state_since: number;
  last_ping_at: number;
  created_at: number;
}

export interface PageResourceRow {
  id: string;
  url: string;
  resource_type: ResourceType;
  content_type: string;
  content_md5: string;
  size: number;
}

export interface PageStateRow {
  id: string;
  session_id: string;
  url: string;
  blob_sha256: string;
  field_values: FieldValue[];
}

export interface PageSelectorRow {
  id: string;
  session_id: string;
  page_state_id: string;
  text: string;
  kind: 'train' | 'predict';
  selected_identifiers: string[];
  selected_xpaths: string[];
  source: 'label' | 'description' | null;
  candidates: Candidate[] | null;
  labelled_at: number | null;
}

export interface Page<T> {
  count: number;
  rows: T[];
}

/** Filters of a list query; an undefined value means "any". */
type Filters = Record<string, SQLInputValue | undefined>;

export class Store {
  readonly #db: DatabaseSync;
  readonly #statements = new Map<string, StatementSync>();

  constructor(path: string) {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    this.#db = new DatabaseSync(path);
    this.#db.exec('PRAGMA busy_timeout = 5000');
    if (path !== ':memory:') this.#db.exec('PRAGMA journal_mode = WAL');
    this.#db.exec('PRAGMA synchronous = FULL');
    this.#db.exec('PRAGMA foreign_keys = ON');
    this.#migrate();
  }

  get schemaVersion(): number {
    return Number((this.#db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version);
  }

  close(): void {
    if (this.#db.isOpen) this.#db.close();
  }

  #migrate(): void {
    const found = this.schemaVersion;
    if (found > MIGRATIONS.length) {
      this.close();
      throw new Error(`the database has schema version ${found}, newer than this page-selector knows (${MIGRATIONS.length}); use a newer page-selector or another --db file`);
    }
    for (let version = found; version < MIGRATIONS.length; version++) {
      this.transaction(() => {
        this.#db.exec(MIGRATIONS[version]!);
        this.#db.exec(`PRAGMA user_version = ${version + 1}`);
      });
    }
  }

  /**
   * Runs `work` so that all its writes land or none do. Inside another transaction it is a
   * savepoint, so store methods that are transactions themselves (createPageResource) can be
   * combined into a larger one.
   */
  transaction<T>(work: () => T): T {
    const nested = this.#db.isTransaction;
    this.#db.exec(nested ? 'SAVEPOINT nested' : 'BEGIN IMMEDIATE');
    try {
      const result = work();
      this.#db.exec(nested ? 'RELEASE nested' : 'COMMIT');
      return result;
    } catch (error) {
      // SQLite itself rolls back on some errors (SQLITE_FULL, SQLITE_IOERR); rolling back again would hide the cause.
      if (this.#db.isTransaction) this.#db.exec(nested ? 'ROLLBACK TO nested; RELEASE nested' : 'ROLLBACK');
      throw error;
    }
  }

  #sql(sql: string): StatementSync {
    let statement = this.#statements.get(sql);
    if (!statement) {
      statement = this.#db.prepare(sql);
      this.#statements.set(sql, statement);
    }
    return statement;
  }

  /**
   * A page of `table`'s rows for `owner`, in creation order (stable across pages). Rows created
   * in the same millisecond keep their insertion order through `seq`, the SQLite rowid. (A
   * rowid not aliased by an INTEGER PRIMARY KEY may be renumbered by VACUUM: never VACUUM
   * these tables without a migration that adds an explicit sequence column first.)
   */
  #page<T>(table: string, owner: string, filters: Filters, skip: number, limit: number, map: (row: Record<string, SQLInputValue>) => T): Page<T> {
    const conditions = ['owner = ?'];
    const values: SQLInputValue[] = [owner];
    for (const [column, value] of Object.entries(filters)) {
      if (value === undefined) continue;
      conditions.push(`${column} = ?`);
      values.push(value);
    }
    const where = conditions.join(' AND ');
    const count = Number((this.#sql(`SELECT count(*) AS n FROM ${table} WHERE ${where}`).get(...values) as { n: number }).n);
    const rows = this.#sql(`SELECT * FROM ${table} WHERE ${where} ORDER BY created_at, seq LIMIT ? OFFSET ?`)
      .all(...values, limit, skip) as Record<string, SQLInputValue>[];
    return { count, rows: rows.map(map) };
  }

  // --- workflows and sessions ---

  /** Creates or reuses the owner's workflow by name and opens a new session in it (`<workflow>-<counter>`). */
  createSession(owner: string, id: string, workflowName: string, isTraining: boolean, now: number): SessionRow {
    return this.transaction(() => {
      this.#sql('INSERT INTO workflows (id, owner, name, created_at) VALUES (?, ?, ?, ?) ON CONFLICT (owner, name) DO NOTHING')
        .run(crypto.randomUUID(), owner, workflowName, now);
      const workflow = this.#sql('UPDATE workflows SET session_counter = session_counter + 1 WHERE owner = ? AND name = ? RETURNING id, session_counter')
        .get(owner, workflowName) as { id: string; session_counter: number };
      const sessionName = `${workflowName}-${workflow.session_counter}`;
      this.#sql(`INSERT INTO sessions (id, owner, workflow_id, session_name, is_training, state, state_since, last_ping_at, created_at)
                 VALUES (?, ?, ?, ?, ?, 'open', ?, ?, ?)`)
        .run(id, owner, workflow.id, sessionName, isTraining ? 1 : 0, now, now, now);
      return { id, workflow_id: workflow.id, session_name: sessionName, is_training: isTraining, state: 'open', state_since: now, last_ping_at: now, created_at: now };
    });
  }

  getSession(owner: string, id: string): SessionRow | undefined {
    const row = this.#sql('SELECT * FROM sessions WHERE owner = ? AND id = ?').get(owner, id);
    return row ? toSession(row) : undefined;
  }

  listSessions(owner: string, filters: { workflow_id?: string; is_training?: boolean }, skip: number, limit: number): Page<SessionRow> {
    const isTraining = filters.is_training === undefined ? undefined : filters.is_training ? 1 : 0;
    return this.#page('(SELECT rowid AS seq, * FROM sessions)', owner, { workflow_id: filters.workflow_id, is_training: isTraining }, skip, limit, toSession);
  }

  setSessionState(id: string, state: SessionState, since: number): void {
    this.#sql('UPDATE sessions SET state = ?, state_since = ? WHERE id = ?').run(state, since, id);
  }

  pingSession(id: string, now: number): void {
    this.#sql('UPDATE sessions SET last_ping_at = ? WHERE id = ?').run(now, id);
  }

  // --- blobs and page resources ---

  /** Stores bytes once by their sha256 and returns that digest. */
  putBlob(bytes: Uint8Array): string {
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    this.#sql('INSERT INTO blobs (sha256, size, data) VALUES (?, ?, ?) ON CONFLICT (sha256) DO NOTHING').run(sha256, bytes.byteLength, bytes);
    return sha256;
  }

  getBlob(sha256: string): Uint8Array | undefined {
    const row = this.#sql('SELECT data FROM blobs WHERE sha256 = ?').get(sha256) as { data: Uint8Array } | undefined;
    return row?.data;
  }

  get blobCount(): number {
    return Number((this.#sql('SELECT count(*) AS n FROM blobs').get() as { n: number }).n);
  }

  createPageResource(owner: string, resource: Omit<PageResourceRow, 'size'> & { bytes: Uint8Array }, now: number): PageResourceRow {
    return this.transaction(() => {
      const sha256 = this.putBlob(resource.bytes);
      this.#sql(`INSERT INTO page_resources (id, owner, url, resource_type, content_type, content_md5, blob_sha256, created_at)
                 VALUES (?, ?, ?, ?, ?, ?, ?, ?)`)
        .run(resource.id, owner, resource.url, resource.resource_type, resource.content_type, resource.content_md5, sha256, now);
      return { id: resource.id, url: resource.url, resource_type: resource.resource_type, content_type: resource.content_type, content_md5: resource.content_md5, size: resource.bytes.byteLength };
    });
  }

  /** The owner's newest resource with this url and hash (PageResourceReconcile). */
  findPageResource(owner: string, url: string, contentMd5: string): PageResourceRow | undefined {
    const row = this.#sql(`SELECT r.*, b.size FROM page_resources r JOIN blobs b ON b.sha256 = r.blob_sha256
                           WHERE r.owner = ? AND r.url = ? AND r.content_md5 = ? ORDER BY r.created_at DESC, r.id LIMIT 1`)
      .get(owner, url, contentMd5);
    return row ? toResource(row) : undefined;
  }

  getPageResource(owner: string, id: string): PageResourceRow | undefined {
    const row = this.#sql('SELECT r.*, b.size FROM page_resources r JOIN blobs b ON b.sha256 = r.blob_sha256 WHERE r.owner = ? AND r.id = ?').get(owner, id);
    return row ? toResource(row) : undefined;
  }

  /** The stored bytes of a resource, with the content type it was served with. */
  getPageResourceContent(owner: string, id: string): { content_type: string; bytes: Uint8Array } | undefined {
    const row = this.#sql('SELECT r.content_type, b.data FROM page_resources r JOIN blobs b ON b.sha256 = r.blob_sha256 WHERE r.owner = ? AND r.id = ?')
      .get(owner, id) as { content_type: string; data: Uint8Array } | undefined;
    return row ? { content_type: row.content_type, bytes: row.data } : undefined;
  }

  listPageResources(owner: string, filters: { page_state_id?: string }, skip: number, limit: number): Page<PageResourceRow> {
    if (filters.page_state_id === undefined) {
      return this.#page('(SELECT r.rowid AS seq, r.*, b.size FROM page_resources r JOIN blobs b ON b.sha256 = r.blob_sha256)', owner, {}, skip, limit, toResource);
    }
    const table = `(SELECT r.rowid AS seq, r.*, b.size, l.page_state_id FROM page_resources r
                    JOIN blobs b ON b.sha256 = r.blob_sha256
                    JOIN page_state_resources l ON l.page_resource_id = r.id)`;
    return this.#page(table, owner, { page_state_id: filters.page_state_id }, skip, limit, toResource);
  }

  /** Urls of the resources a page state already has (uploaded or fetched). */
  pageStateResourceUrls(pageStateId: string): Set<string> {
    const rows = this.#sql(`SELECT r.url FROM page_state_resources l JOIN page_resources r ON r.id = l.page_resource_id WHERE l.page_state_id = ?`)
      .all(pageStateId) as { url: string }[];
    return new Set(rows.map((r) => r.url));
  }

  linkPageStateResource(pageStateId: string, pageResourceId: string, origin: 'uploaded' | 'fetched'): void {
    this.#sql('INSERT INTO page_state_resources (page_state_id, page_resource_id, origin) VALUES (?, ?, ?) ON CONFLICT DO NOTHING')
      .run(pageStateId, pageResourceId, origin);
  }

  // --- page states ---

  createPageState(owner: string, state: Omit<PageStateRow, 'blob_sha256'> & { html: string }, resourceIds: string[], now: number): PageStateRow {
    return this.transaction(() => {
      const sha256 = this.putBlob(Buffer.from(state.html, 'utf8'));
      this.#sql('INSERT INTO page_states (id, owner, session_id, url, blob_sha256, field_values, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
        .run(state.id, owner, state.session_id, state.url, sha256, JSON.stringify(state.field_values), now);
      for (const resourceId of resourceIds) this.linkPageStateResource(state.id, resourceId, 'uploaded');
      return { id: state.id, session_id: state.session_id, url: state.url, blob_sha256: sha256, field_values: state.field_values };
    });
  }

  getPageState(owner: string, id: string): PageStateRow | undefined {
    const row = this.#sql('SELECT * FROM page_states WHERE owner = ? AND id = ?').get(owner, id);
    return row ? toPageState(row) : undefined;
  }

  getPageStateHtml(state: PageStateRow): string {
    const bytes = this.getBlob(state.blob_sha256);
    if (!bytes) throw new Error(`page state ${state.id} has no stored content`);
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
  }

  listPageStates(owner: string, filters: { session_id?: string }, skip: number, limit: number): Page<PageStateRow> {
    return this.#page('(SELECT rowid AS seq, * FROM page_states)', owner, filters, skip, limit, toPageState);
  }

  // --- page selectors ---

  createPageSelector(owner: string, selector: PageSelectorRow, now: number): PageSelectorRow {
    this.#sql(`INSERT INTO page_selectors (id, owner, session_id, page_state_id, text, normalized_text, kind,
                 selected_identifiers, selected_xpaths, source, candidates, created_at)
               VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
      .run(selector.id, owner, selector.session_id, selector.page_state_id, selector.text, normalizeText(selector.text), selector.kind,
        JSON.stringify(selector.selected_identifiers), JSON.stringify(selector.selected_xpaths),
        selector.source, selector.candidates ? JSON.stringify(selector.candidates) : null, now);
    return selector;
  }

  getPageSelector(owner: string, id: string): PageSelectorRow | undefined {
    const row = this.#sql('SELECT * FROM page_selectors WHERE owner = ? AND id = ?').get(owner, id);
    return row ? toSelector(row) : undefined;
  }

  listPageSelectors(owner: string, filters: { session_id?: string; page_state_id?: string }, skip: number, limit: number): Page<PageSelectorRow> {
    return this.#page('(SELECT rowid AS seq, * FROM page_selectors)', owner, filters, skip, limit, toSelector);
  }

  labelPageSelector(id: string, identifiers: string[], xpaths: string[], fingerprints: ElementFingerprint[], now: number): void {
    this.#sql('UPDATE page_selectors SET selected_identifiers = ?, selected_xpaths = ?, label_fingerprints = ?, labelled_at = ? WHERE id = ?')
      .run(JSON.stringify(identifiers), JSON.stringify(xpaths), JSON.stringify(fingerprints), now, id);
  }

  /**
   * Fingerprints of selectors with the same (normalised) text that a person labelled in a
   * training session of the same workflow, newest first: the examples predict learns from.
   */
  labelledExamples(owner: string, workflowId: string, text: string, max: number): ElementFingerprint[][] {
    const rows = this.#sql(`SELECT p.label_fingerprints FROM page_selectors p JOIN sessions s ON s.id = p.session_id
                            WHERE p.owner = ? AND p.normalized_text = ? AND p.labelled_at IS NOT NULL
                              AND s.workflow_id = ? AND s.is_training = 1
                            ORDER BY p.labelled_at DESC, p.id LIMIT ?`)
      .all(owner, normalizeText(text), workflowId, max) as { label_fingerprints: string }[];
    return rows.map((r) => JSON.parse(r.label_fingerprints) as ElementFingerprint[]);
  }
}

/** How selector texts are compared: case and whitespace do not matter. */
export function normalizeText(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

type Row = Record<string, SQLInputValue>;

function toSession(row: Row): SessionRow {
  return {
    id: String(row.id),
    workflow_id: String(row.workflow_id),
    session_name: String(row.session_name),
    is_training: Number(row.is_training) === 1,
    state: String(row.state) as SessionState,
    state_since: Number(row.state_since),
    last_ping_at: Number(row.last_ping_at),
    created_at: Number(row.created_at),
  };
}

function toResource(row: Row): PageResourceRow {
  return {
    id: String(row.id),
    url: String(row.url),
    resource_type: String(row.resource_type) as ResourceType,
    content_type: String(row.content_type),
    content_md5: String(row.content_md5),
    size: Number(row.size),
  };
}

function toPageState(row: Row): PageStateRow {
  return {
    id: String(row.id),
    session_id: String(row.session_id),
    url: String(row.url),
    blob_sha256: String(row.blob_sha256),
    field_values: JSON.parse(String(row.field_values)) as FieldValue[],
  };
}

function toSelector(row: Row): PageSelectorRow {
  return {
    id: String(row.id),
    session_id: String(row.session_id),
    page_state_id: String(row.page_state_id),
    text: String(row.text),
    kind: String(row.kind) as 'train' | 'predict',
    selected_identifiers: JSON.parse(String(row.selected_identifiers)) as string[],
    selected_xpaths: JSON.parse(String(row.selected_xpaths)) as string[],
    source: row.source === null ? null : (String(row.source) as 'label' | 'description'),
    candidates: row.candidates === null ? null : (JSON.parse(String(row.candidates)) as Candidate[]),
    labelled_at: row.labelled_at === null ? null : Number(row.labelled_at),
  };
}
