export const id = 651;
export const ids = [651];
export const modules = {

/***/ 651:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  startEmbeddedService: () => (/* binding */ startEmbeddedService)
});

// UNUSED EXPORTS: EMBEDDED_SESSION_TIMEOUT_MS

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __webpack_require__(4573);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
;// CONCATENATED MODULE: ./node_modules/.cache/page-selector-build/src/service/auth.js
/**
 * Bearer-token authentication. Tokens are compared in constant time on fixed-length
 * digests (so neither the content nor the length leaks through timing), and rows are
 * owned by a fingerprint of the token: the database never holds a token.
 */

class TokenRing {
    #digests;
    constructor(tokens) {
        if (tokens.length === 0)
            throw new Error('at least one token is required');
        this.#digests = tokens.map(digest);
    }
    /**
     * The owner fingerprint for an `authorization` header value, or undefined when it does
     * not carry one of the configured tokens. Every configured token is compared, match or not.
     */
    owner(authorization) {
        const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(authorization ?? '');
        if (!match)
            return undefined;
        const presented = digest(match[1]);
        let found = false;
        for (const known of this.#digests)
            found = (0,external_node_crypto_.timingSafeEqual)(presented, known) || found;
        return found ? tokenFingerprint(match[1]) : undefined;
    }
}
function digest(token) {
    return (0,external_node_crypto_.createHash)('sha256').update(token, 'utf8').digest();
}
/** What the database stores as the owner of a row: a hash, never the token itself. */
function tokenFingerprint(token) {
    return (0,external_node_crypto_.createHash)('sha256').update(`page-selector owner\0${token}`, 'utf8').digest('hex');
}

;// CONCATENATED MODULE: ./node_modules/.cache/page-selector-build/src/service/console-page.js
/**
 * The labelling console, served at `GET {base_url}/console`: one static page whose script
 * asks for a token (kept in sessionStorage), then walks training sessions -> page states ->
 * selectors through the API with the bearer header, and records labels.
 *
 * Uploaded HTML is replayed only in `<iframe sandbox="allow-same-origin">` without
 * `allow-scripts`: the page's own scripts never run, its forms never submit, and its
 * links never navigate. `allow-same-origin` lets the console's script (not the page's)
 * read the replayed DOM to know which element was clicked. The page's CSP, which the
 * srcdoc frame inherits, allows only this page's nonce-bearing script.
 */
function consolePage(nonce) {
    return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>page-selector labelling console</title>
<style>
  body { font: 14px system-ui, sans-serif; margin: 0; display: grid; grid-template-columns: 320px 1fr; height: 100vh; }
  aside { border-right: 1px solid #ccc; overflow: auto; padding: 8px; }
  main { display: grid; grid-template-rows: auto 1fr auto; min-height: 0; }
  h2 { font-size: 13px; text-transform: uppercase; color: #555; margin: 12px 0 4px; }
  ul { list-style: none; padding: 0; margin: 0; }
  li { padding: 4px 6px; cursor: pointer; border-radius: 4px; }
  li:hover, li.active { background: #e8f0fe; }
  li.state { cursor: default; font-weight: 600; color: #374151; background: none; margin-top: 6px; word-break: break-all; }
  .waiting { color: #b45309; } .labelled { color: #047857; }
  iframe { width: 100%; height: 100%; border: 0; border-top: 1px solid #ccc; border-bottom: 1px solid #ccc; }
  #bar, #candidates { padding: 8px; }
  #candidates { max-height: 30vh; overflow: auto; }
  .error { color: #b91c1c; }
  code { font-size: 12px; }
</style>
</head>
<body>
<aside>
  <form id="login"><label>Token <input id="token" type="password" autocomplete="off" size="24"></label> <button>Use</button></form>
  <p id="status"></p>
  <h2>Training sessions</h2><ul id="sessions"></ul>
  <h2>Selectors</h2><ul id="selectors"></ul>
</aside>
<main>
  <div id="bar">Pick a selector, then click the element it means in the page below.</div>
  <iframe id="replay" sandbox="allow-same-origin" title="replayed page state"></iframe>
  <div id="candidates"></div>
</main>
<script nonce="${nonce}">
'use strict';
const api = location.pathname.replace(/\\/console\\/?$/, '');
const $ = (id) => document.getElementById(id);
const state = { selector: null };

$('token').value = sessionStorage.getItem('page-selector-token') || '';
$('login').addEventListener('submit', (event) => {
  event.preventDefault();
  sessionStorage.setItem('page-selector-token', $('token').value.trim());
  loadSessions();
});

async function call(method, path, body) {
  const response = await fetch(api + path, {
    method,
    headers: { authorization: 'Bearer ' + sessionStorage.getItem('page-selector-token'), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) {
    let detail = text;
    try { const parsed = JSON.parse(text).detail; detail = typeof parsed === 'string' ? parsed : parsed.map((i) => i.msg).join('; '); } catch {}
    throw new Error(response.status + ': ' + detail);
  }
  return (response.headers.get('content-type') || '').startsWith('application/json') ? JSON.parse(text) : text;
}

async function all(path) {
  const items = [];
  for (let skip = 0; ; skip += 100) {
    const page = await call('GET', path + (path.includes('?') ? '&' : '?') + 'limit=100&skip=' + skip);
    items.push(...page.items);
    if (items.length >= page.count || page.items.length === 0) return items;
  }
}

function show(message, isError) {
  $('status').textContent = message;
  $('status').className = isError ? 'error' : '';
}

function item(list, text, className, onClick) {
  const li = document.createElement('li');
  li.textContent = text;
  if (className) li.className = className;
  li.addEventListener('click', () => {
    for (const other of list.children) other.classList.remove('active');
    li.classList.add('active');
    onClick();
  });
  list.append(li);
  return li;
}

async function loadSessions() {
  try {
    const sessions = await all('/session/?is_training=true');
    $('sessions').replaceChildren();
    for (const s of sessions) item($('sessions'), s.session_name, '', () => loadSelectors(s.id));
    show(sessions.length + ' training session(s)');
  } catch (error) { show(error.message, true); }
}

async function loadSelectors(sessionId) {
  try {
    const session = encodeURIComponent(sessionId);
    const [states, selectors] = await Promise.all([all('/page_state/?session_id=' + session), all('/page_selector/?session_id=' + session)]);
    $('selectors').replaceChildren();
    states.forEach((pageState, n) => {
      const heading = document.createElement('li');
      heading.className = 'state';
      heading.textContent = 'Page state ' + (n + 1) + ': ' + pageState.url;
      $('selectors').append(heading);
      for (const s of selectors.filter((s) => s.page_state_id === pageState.id)) {
        const labelled = s.selected_identifiers.length > 0;
        item($('selectors'), (labelled ? '\\u2713 ' : '\\u2022 ') + s.text, labelled ? 'labelled' : 'waiting', () => openSelector(s));
      }
    });
    const waiting = selectors.filter((s) => s.selected_identifiers.length === 0).length;
    show(selectors.length + ' selector(s), ' + waiting + ' waiting for a label');
  } catch (error) { show(error.message, true); }
}

async function openSelector(selector) {
  state.selector = selector;
  $('bar').textContent = 'Click the element for: "' + selector.text + '"';
  try {
    const pageStateId = encodeURIComponent(selector.page_state_id);
    const [html, pageState, stylesheets] = await Promise.all([
      call('GET', '/page_state/' + pageStateId + '/content'),
      call('GET', '/page_state/' + pageStateId),
      all('/page_resource/?page_state_id=' + pageStateId).then((list) => list.filter((r) => r.resource_type === 'stylesheet')),
    ]);
    const css = new Map(await Promise.all(stylesheets.map(async (r) => [r.url, await call('GET', '/page_resource/' + encodeURIComponent(r.id) + '/content')])));
    const frame = $('replay');
    frame.onload = () => {
      addStylesheets(frame.contentDocument, pageState.url, css);
      wireFrame(frame.contentDocument);
      highlight(selector.selected_xpaths, '#047857');
    };
    frame.srcdoc = html;
    const explanation = await call('GET', '/page_selector/' + encodeURIComponent(selector.id) + '/explain');
    showCandidates(explanation);
  } catch (error) { show(error.message, true); }
}

/**
 * The CSP blocks the page's own <link> requests; the stylesheets stored with the page state are
 * added as <style> at the end of <head> instead, so the body (and every xpath in it) is untouched.
 */
function addStylesheets(doc, pageUrl, css) {
  for (const link of doc.querySelectorAll('link[rel~="stylesheet" i][href]')) {
    let url;
    try { url = new URL(link.getAttribute('href'), pageUrl); url.hash = ''; } catch { continue; }
    const text = css.get(url.href);
    if (text === undefined) continue;
    const style = doc.createElement('style');
    style.textContent = text;
    doc.head.append(style);
  }
}

function wireFrame(doc) {
  let hovered = null;
  doc.addEventListener('mouseover', (event) => {
    if (hovered) hovered.style.outline = hovered.dataset.psOutline || '';
    hovered = event.target;
    hovered.dataset.psOutline = hovered.style.outline;
    hovered.style.outline = '2px solid #2563eb';
  });
  doc.addEventListener('click', (event) => {
    event.preventDefault();
    event.stopPropagation();
    const element = event.target;
    if (hovered) hovered.style.outline = hovered.dataset.psOutline || '';
    const identifier = element.getAttribute('sl-identifier');
    label(identifier ? { identifiers: [identifier] } : { xpaths: [fullXPath(element)] });
  }, true);
}

/** The dev tools "Copy full XPath" form, which the service accepts. */
function fullXPath(element) {
  const steps = [];
  for (let node = element; node && node.nodeType === 1; node = node.parentElement) {
    let index = 1, count = 0;
    for (const sibling of node.parentElement ? node.parentElement.children : []) {
      if (sibling.localName === node.localName) { count++; if (sibling === node) index = count; }
    }
    steps.unshift(node.localName + (count > 1 ? '[' + index + ']' : ''));
  }
  return '/' + steps.join('/');
}

function highlight(xpaths, colour) {
  const doc = $('replay').contentDocument;
  for (const xpath of xpaths) {
    const node = doc.evaluate(xpath, doc, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue;
    if (node) { node.style.outline = '3px solid ' + colour; node.scrollIntoView({ block: 'center' }); }
  }
}

async function label(body) {
  try {
    const selector = await call('POST', '/page_selector/' + encodeURIComponent(state.selector.id) + '/label', body);
    state.selector = selector;
    show('labelled "' + selector.text + '": ' + selector.selected_xpaths.join(', '));
    highlight(selector.selected_xpaths, '#047857');
    const active = document.querySelector('#selectors li.active');
    if (active) { active.className = 'labelled active'; active.textContent = '\\u2713 ' + selector.text; }
  } catch (error) { show(error.message, true); }
}

function showCandidates(explanation) {
  const box = $('candidates');
  box.replaceChildren();
  const title = document.createElement('strong');
  title.textContent = 'Engine candidates (' + explanation.source + ')';
  box.append(title);
  const list = document.createElement('ul');
  for (const c of explanation.candidates) {
    const li = item(list, c.score.toFixed(2) + '  <' + c.tag + '> ' + (c.role || '') + ' "' + c.name + '"  ', '', () => highlight([c.xpath], '#f59e0b'));
    const use = document.createElement('button');
    use.textContent = 'label this';
    use.addEventListener('click', (event) => { event.stopPropagation(); label({ identifiers: [c.identifier] }); });
    li.append(use);
  }
  box.append(list);
}

if ($('token').value) loadSessions();
</script>
</body>
</html>
`;
}

// EXTERNAL MODULE: external "node:sqlite"
var external_node_sqlite_ = __webpack_require__(99);
;// CONCATENATED MODULE: ./node_modules/.cache/page-selector-build/src/service/migrations.js
/**
 * Versioned schema migrations. `PRAGMA user_version` records how many steps a database
 * has applied; opening a database runs the missing steps in order, each in its own
 * transaction. Never edit a released step: append a new one.
 */
const MIGRATIONS = [
    // 1: the spec's objects (sessions, page resources, page states, page selectors), owned by a token fingerprint.
    `
  CREATE TABLE workflows (
    id TEXT PRIMARY KEY,
    owner TEXT NOT NULL,
    name TEXT NOT NULL,
    session_counter INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL,
    UNIQUE (owner, name)
  );
  CREATE TABLE sessions (
    id TEXT PRIMARY KEY,
    owner TEXT NOT NULL,
    workflow_id TEXT NOT NULL REFERENCES workflows (id),
    session_name TEXT NOT NULL,
    is_training INTEGER NOT NULL,
    state TEXT NOT NULL CHECK (state IN ('open', 'ended', 'closed')),
    state_since INTEGER NOT NULL,
    last_ping_at INTEGER NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX sessions_by_owner ON sessions (owner, created_at, id);

  -- Content-addressed storage: identical bytes are stored once, whoever uploads them.
  CREATE TABLE blobs (
    sha256 TEXT PRIMARY KEY,
    size INTEGER NOT NULL,
    data BLOB NOT NULL
  );
  CREATE TABLE page_resources (
    id TEXT PRIMARY KEY,
    owner TEXT NOT NULL,
    url TEXT NOT NULL,
    resource_type TEXT NOT NULL,
    content_type TEXT NOT NULL,
    -- md5 (hex) of the base64 text, as PageResourceReconcileCreate defines the hash
    content_md5 TEXT NOT NULL,
    blob_sha256 TEXT NOT NULL REFERENCES blobs (sha256),
    created_at INTEGER NOT NULL
  );
  CREATE INDEX page_resources_by_owner ON page_resources (owner, created_at, id);
  CREATE INDEX page_resources_by_hash ON page_resources (owner, url, content_md5);

  CREATE TABLE page_states (
    id TEXT PRIMARY KEY,
    owner TEXT NOT NULL,
    session_id TEXT NOT NULL REFERENCES sessions (id),
    url TEXT NOT NULL,
    blob_sha256 TEXT NOT NULL REFERENCES blobs (sha256),
    field_values TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX page_states_by_owner ON page_states (owner, session_id, created_at, id);
  CREATE TABLE page_state_resources (
    page_state_id TEXT NOT NULL REFERENCES page_states (id),
    page_resource_id TEXT NOT NULL REFERENCES page_resources (id),
    -- 'uploaded': named in allowed_resource_ids; 'fetched': found by auto_resolve_resources
    origin TEXT NOT NULL CHECK (origin IN ('uploaded', 'fetched')),
    PRIMARY KEY (page_state_id, page_resource_id)
  );

  CREATE TABLE page_selectors (
    id TEXT PRIMARY KEY,
    owner TEXT NOT NULL,
    session_id TEXT NOT NULL REFERENCES sessions (id),
    page_state_id TEXT NOT NULL REFERENCES page_states (id),
    text TEXT NOT NULL,
    -- lower case, whitespace collapsed: how labelled examples are matched to later predictions
    normalized_text TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('train', 'predict')),
    selected_identifiers TEXT NOT NULL,
    selected_xpaths TEXT NOT NULL,
    -- explain data of a prediction: 'label' | 'description', and the engine's candidates
    source TEXT,
    candidates TEXT,
    -- set when a person labels the selector (the fingerprints teach later predictions)
    label_fingerprints TEXT,
    labelled_at INTEGER,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX page_selectors_by_owner ON page_selectors (owner, session_id, page_state_id, created_at, id);
  CREATE INDEX page_selectors_by_text ON page_selectors (owner, normalized_text, labelled_at);
  `,
];

;// CONCATENATED MODULE: ./node_modules/.cache/page-selector-build/src/service/database.js
/**
 * The service's storage: one SQLite file through Node's built-in `node:sqlite`
 * (no native addon). WAL journal with `synchronous = FULL`, so a write is on disk
 * before its 2xx leaves: a SIGKILL after the response loses nothing.
 *
 * Every query takes the owner (a token fingerprint), so one token can never read
 * another's rows: isolation is enforced here, not in each handler.
 */





class Store {
    #db;
    #statements = new Map();
    constructor(path) {
        if (path !== ':memory:')
            (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)(path), { recursive: true });
        this.#db = new external_node_sqlite_.DatabaseSync(path);
        this.#db.exec('PRAGMA busy_timeout = 5000');
        if (path !== ':memory:')
            this.#db.exec('PRAGMA journal_mode = WAL');
        this.#db.exec('PRAGMA synchronous = FULL');
        this.#db.exec('PRAGMA foreign_keys = ON');
        this.#migrate();
    }
    get schemaVersion() {
        return Number(this.#db.prepare('PRAGMA user_version').get().user_version);
    }
    close() {
        if (this.#db.isOpen)
            this.#db.close();
    }
    #migrate() {
        const found = this.schemaVersion;
        if (found > MIGRATIONS.length) {
            this.close();
            throw new Error(`the database has schema version ${found}, newer than this page-selector knows (${MIGRATIONS.length}); use a newer page-selector or another --db file`);
        }
        for (let version = found; version < MIGRATIONS.length; version++) {
            this.transaction(() => {
                this.#db.exec(MIGRATIONS[version]);
                this.#db.exec(`PRAGMA user_version = ${version + 1}`);
            });
        }
    }
    /**
     * Runs `work` so that all its writes land or none do. Inside another transaction it is a
     * savepoint, so store methods that are transactions themselves (createPageResource) can be
     * combined into a larger one.
     */
    transaction(work) {
        const nested = this.#db.isTransaction;
        this.#db.exec(nested ? 'SAVEPOINT nested' : 'BEGIN IMMEDIATE');
        try {
            const result = work();
            this.#db.exec(nested ? 'RELEASE nested' : 'COMMIT');
            return result;
        }
        catch (error) {
            // SQLite itself rolls back on some errors (SQLITE_FULL, SQLITE_IOERR); rolling back again would hide the cause.
            if (this.#db.isTransaction)
                this.#db.exec(nested ? 'ROLLBACK TO nested; RELEASE nested' : 'ROLLBACK');
            throw error;
        }
    }
    #sql(sql) {
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
    #page(table, owner, filters, skip, limit, map) {
        const conditions = ['owner = ?'];
        const values = [owner];
        for (const [column, value] of Object.entries(filters)) {
            if (value === undefined)
                continue;
            conditions.push(`${column} = ?`);
            values.push(value);
        }
        const where = conditions.join(' AND ');
        const count = Number(this.#sql(`SELECT count(*) AS n FROM ${table} WHERE ${where}`).get(...values).n);
        const rows = this.#sql(`SELECT * FROM ${table} WHERE ${where} ORDER BY created_at, seq LIMIT ? OFFSET ?`)
            .all(...values, limit, skip);
        return { count, rows: rows.map(map) };
    }
    // --- workflows and sessions ---
    /** Creates or reuses the owner's workflow by name and opens a new session in it (`<workflow>-<counter>`). */
    createSession(owner, id, workflowName, isTraining, now) {
        return this.transaction(() => {
            this.#sql('INSERT INTO workflows (id, owner, name, created_at) VALUES (?, ?, ?, ?) ON CONFLICT (owner, name) DO NOTHING')
                .run(crypto.randomUUID(), owner, workflowName, now);
            const workflow = this.#sql('UPDATE workflows SET session_counter = session_counter + 1 WHERE owner = ? AND name = ? RETURNING id, session_counter')
                .get(owner, workflowName);
            const sessionName = `${workflowName}-${workflow.session_counter}`;
            this.#sql(`INSERT INTO sessions (id, owner, workflow_id, session_name, is_training, state, state_since, last_ping_at, created_at)
                 VALUES (?, ?, ?, ?, ?, 'open', ?, ?, ?)`)
                .run(id, owner, workflow.id, sessionName, isTraining ? 1 : 0, now, now, now);
            return { id, workflow_id: workflow.id, session_name: sessionName, is_training: isTraining, state: 'open', state_since: now, last_ping_at: now, created_at: now };
        });
    }
    getSession(owner, id) {
        const row = this.#sql('SELECT * FROM sessions WHERE owner = ? AND id = ?').get(owner, id);
        return row ? toSession(row) : undefined;
    }
    listSessions(owner, filters, skip, limit) {
        const isTraining = filters.is_training === undefined ? undefined : filters.is_training ? 1 : 0;
        return this.#page('(SELECT rowid AS seq, * FROM sessions)', owner, { workflow_id: filters.workflow_id, is_training: isTraining }, skip, limit, toSession);
    }
    setSessionState(id, state, since) {
        this.#sql('UPDATE sessions SET state = ?, state_since = ? WHERE id = ?').run(state, since, id);
    }
    pingSession(id, now) {
        this.#sql('UPDATE sessions SET last_ping_at = ? WHERE id = ?').run(now, id);
    }
    // --- blobs and page resources ---
    /** Stores bytes once by their sha256 and returns that digest. */
    putBlob(bytes) {
        const sha256 = (0,external_node_crypto_.createHash)('sha256').update(bytes).digest('hex');
        this.#sql('INSERT INTO blobs (sha256, size, data) VALUES (?, ?, ?) ON CONFLICT (sha256) DO NOTHING').run(sha256, bytes.byteLength, bytes);
        return sha256;
    }
    getBlob(sha256) {
        const row = this.#sql('SELECT data FROM blobs WHERE sha256 = ?').get(sha256);
        return row?.data;
    }
    get blobCount() {
        return Number(this.#sql('SELECT count(*) AS n FROM blobs').get().n);
    }
    createPageResource(owner, resource, now) {
        return this.transaction(() => {
            const sha256 = this.putBlob(resource.bytes);
            this.#sql(`INSERT INTO page_resources (id, owner, url, resource_type, content_type, content_md5, blob_sha256, created_at)
                 VALUES (?, ?, ?, ?, ?, ?, ?, ?)`)
                .run(resource.id, owner, resource.url, resource.resource_type, resource.content_type, resource.content_md5, sha256, now);
            return { id: resource.id, url: resource.url, resource_type: resource.resource_type, content_type: resource.content_type, content_md5: resource.content_md5, size: resource.bytes.byteLength };
        });
    }
    /** The owner's newest resource with this url and hash (PageResourceReconcile). */
    findPageResource(owner, url, contentMd5) {
        const row = this.#sql(`SELECT r.*, b.size FROM page_resources r JOIN blobs b ON b.sha256 = r.blob_sha256
                           WHERE r.owner = ? AND r.url = ? AND r.content_md5 = ? ORDER BY r.created_at DESC, r.id LIMIT 1`)
            .get(owner, url, contentMd5);
        return row ? toResource(row) : undefined;
    }
    getPageResource(owner, id) {
        const row = this.#sql('SELECT r.*, b.size FROM page_resources r JOIN blobs b ON b.sha256 = r.blob_sha256 WHERE r.owner = ? AND r.id = ?').get(owner, id);
        return row ? toResource(row) : undefined;
    }
    /** The stored bytes of a resource, with the content type it was served with. */
    getPageResourceContent(owner, id) {
        const row = this.#sql('SELECT r.content_type, b.data FROM page_resources r JOIN blobs b ON b.sha256 = r.blob_sha256 WHERE r.owner = ? AND r.id = ?')
            .get(owner, id);
        return row ? { content_type: row.content_type, bytes: row.data } : undefined;
    }
    listPageResources(owner, filters, skip, limit) {
        if (filters.page_state_id === undefined) {
            return this.#page('(SELECT r.rowid AS seq, r.*, b.size FROM page_resources r JOIN blobs b ON b.sha256 = r.blob_sha256)', owner, {}, skip, limit, toResource);
        }
        const table = `(SELECT r.rowid AS seq, r.*, b.size, l.page_state_id FROM page_resources r
                    JOIN blobs b ON b.sha256 = r.blob_sha256
                    JOIN page_state_resources l ON l.page_resource_id = r.id)`;
        return this.#page(table, owner, { page_state_id: filters.page_state_id }, skip, limit, toResource);
    }
    /** Urls of the resources a page state already has (uploaded or fetched). */
    pageStateResourceUrls(pageStateId) {
        const rows = this.#sql(`SELECT r.url FROM page_state_resources l JOIN page_resources r ON r.id = l.page_resource_id WHERE l.page_state_id = ?`)
            .all(pageStateId);
        return new Set(rows.map((r) => r.url));
    }
    linkPageStateResource(pageStateId, pageResourceId, origin) {
        this.#sql('INSERT INTO page_state_resources (page_state_id, page_resource_id, origin) VALUES (?, ?, ?) ON CONFLICT DO NOTHING')
            .run(pageStateId, pageResourceId, origin);
    }
    // --- page states ---
    createPageState(owner, state, resourceIds, now) {
        return this.transaction(() => {
            const sha256 = this.putBlob(Buffer.from(state.html, 'utf8'));
            this.#sql('INSERT INTO page_states (id, owner, session_id, url, blob_sha256, field_values, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
                .run(state.id, owner, state.session_id, state.url, sha256, JSON.stringify(state.field_values), now);
            for (const resourceId of resourceIds)
                this.linkPageStateResource(state.id, resourceId, 'uploaded');
            return { id: state.id, session_id: state.session_id, url: state.url, blob_sha256: sha256, field_values: state.field_values };
        });
    }
    getPageState(owner, id) {
        const row = this.#sql('SELECT * FROM page_states WHERE owner = ? AND id = ?').get(owner, id);
        return row ? toPageState(row) : undefined;
    }
    getPageStateHtml(state) {
        const bytes = this.getBlob(state.blob_sha256);
        if (!bytes)
            throw new Error(`page state ${state.id} has no stored content`);
        return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
    }
    listPageStates(owner, filters, skip, limit) {
        return this.#page('(SELECT rowid AS seq, * FROM page_states)', owner, filters, skip, limit, toPageState);
    }
    // --- page selectors ---
    createPageSelector(owner, selector, now) {
        this.#sql(`INSERT INTO page_selectors (id, owner, session_id, page_state_id, text, normalized_text, kind,
                 selected_identifiers, selected_xpaths, source, candidates, created_at)
               VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
            .run(selector.id, owner, selector.session_id, selector.page_state_id, selector.text, normalizeText(selector.text), selector.kind, JSON.stringify(selector.selected_identifiers), JSON.stringify(selector.selected_xpaths), selector.source, selector.candidates ? JSON.stringify(selector.candidates) : null, now);
        return selector;
    }
    getPageSelector(owner, id) {
        const row = this.#sql('SELECT * FROM page_selectors WHERE owner = ? AND id = ?').get(owner, id);
        return row ? toSelector(row) : undefined;
    }
    listPageSelectors(owner, filters, skip, limit) {
        return this.#page('(SELECT rowid AS seq, * FROM page_selectors)', owner, filters, skip, limit, toSelector);
    }
    labelPageSelector(id, identifiers, xpaths, fingerprints, now) {
        this.#sql('UPDATE page_selectors SET selected_identifiers = ?, selected_xpaths = ?, label_fingerprints = ?, labelled_at = ? WHERE id = ?')
            .run(JSON.stringify(identifiers), JSON.stringify(xpaths), JSON.stringify(fingerprints), now, id);
    }
    /**
     * Fingerprints of selectors with the same (normalised) text that a person labelled in a
     * training session of the same workflow, newest first: the examples predict learns from.
     */
    labelledExamples(owner, workflowId, text, max) {
        const rows = this.#sql(`SELECT p.label_fingerprints FROM page_selectors p JOIN sessions s ON s.id = p.session_id
                            WHERE p.owner = ? AND p.normalized_text = ? AND p.labelled_at IS NOT NULL
                              AND s.workflow_id = ? AND s.is_training = 1
                            ORDER BY p.labelled_at DESC, p.id LIMIT ?`)
            .all(owner, normalizeText(text), workflowId, max);
        return rows.map((r) => JSON.parse(r.label_fingerprints));
    }
}
/** How selector texts are compared: case and whitespace do not matter. */
function normalizeText(text) {
    return text.trim().replace(/\s+/g, ' ').toLowerCase();
}
function toSession(row) {
    return {
        id: String(row.id),
        workflow_id: String(row.workflow_id),
        session_name: String(row.session_name),
        is_training: Number(row.is_training) === 1,
        state: String(row.state),
        state_since: Number(row.state_since),
        last_ping_at: Number(row.last_ping_at),
        created_at: Number(row.created_at),
    };
}
function toResource(row) {
    return {
        id: String(row.id),
        url: String(row.url),
        resource_type: String(row.resource_type),
        content_type: String(row.content_type),
        content_md5: String(row.content_md5),
        size: Number(row.size),
    };
}
function toPageState(row) {
    return {
        id: String(row.id),
        session_id: String(row.session_id),
        url: String(row.url),
        blob_sha256: String(row.blob_sha256),
        field_values: JSON.parse(String(row.field_values)),
    };
}
function toSelector(row) {
    return {
        id: String(row.id),
        session_id: String(row.session_id),
        page_state_id: String(row.page_state_id),
        text: String(row.text),
        kind: String(row.kind),
        selected_identifiers: JSON.parse(String(row.selected_identifiers)),
        selected_xpaths: JSON.parse(String(row.selected_xpaths)),
        source: row.source === null ? null : String(row.source),
        candidates: row.candidates === null ? null : JSON.parse(String(row.candidates)),
        labelled_at: row.labelled_at === null ? null : Number(row.labelled_at),
    };
}

;// CONCATENATED MODULE: ./node_modules/.cache/page-selector-build/src/service/errors.js
class HttpError extends Error {
    status;
    detail;
    headers;
    constructor(status, detail, headers = {}) {
        super(typeof detail === 'string' ? detail : detail.map((i) => `${i.loc.join('.')}: ${i.msg}`).join('; '));
        this.status = status;
        this.detail = detail;
        this.headers = headers;
    }
}
function notFound(what, id) {
    return new HttpError(404, `${what} ${id} not found`);
}
function invalid(issues) {
    return new HttpError(422, issues);
}
function invalidField(loc, msg, type = 'value_error') {
    return new HttpError(422, [{ loc, msg, type }]);
}

;// CONCATENATED MODULE: ./node_modules/.cache/page-selector-build/src/service/index-cache.js
const DEFAULT_INDEX_CACHE_BYTES = 256 * 1024 * 1024;
class IndexCache {
    #maxBytes;
    // A Map iterates in insertion order: re-inserting on use keeps the least recent first.
    #entries = new Map();
    #bytes = 0;
    constructor(maxBytes = DEFAULT_INDEX_CACHE_BYTES) {
        this.#maxBytes = maxBytes;
    }
    get bytes() {
        return this.#bytes;
    }
    get size() {
        return this.#entries.size;
    }
    get(pageStateId) {
        const index = this.#entries.get(pageStateId);
        if (index) {
            this.#entries.delete(pageStateId);
            this.#entries.set(pageStateId, index);
        }
        return index;
    }
    /** Adds an index; one larger than the whole budget is not kept. */
    set(pageStateId, index) {
        this.delete(pageStateId);
        if (index.approximateBytes > this.#maxBytes)
            return;
        this.#entries.set(pageStateId, index);
        this.#bytes += index.approximateBytes;
        for (const [id, oldest] of this.#entries) {
            if (this.#bytes <= this.#maxBytes)
                break;
            this.#entries.delete(id);
            this.#bytes -= oldest.approximateBytes;
        }
    }
    delete(pageStateId) {
        const index = this.#entries.get(pageStateId);
        if (!index)
            return;
        this.#entries.delete(pageStateId);
        this.#bytes -= index.approximateBytes;
    }
    /** The cached index, or one built now with `build` and kept. */
    getOrBuild(pageStateId, build) {
        const cached = this.get(pageStateId);
        if (cached)
            return cached;
        const index = build();
        this.set(pageStateId, index);
        return index;
    }
}

;// CONCATENATED MODULE: ./node_modules/.cache/page-selector-build/src/service/router.js
class Router {
    #routes;
    constructor(routes) {
        this.#routes = routes.map((route) => ({ route, segments: split(route.path) }));
    }
    match(method, path) {
        const segments = split(path);
        const allowed = [];
        for (const { route, segments: pattern } of this.#routes) {
            const params = matchSegments(pattern, segments);
            if (!params)
                continue;
            if (route.method === method || (method === 'HEAD' && route.method === 'GET'))
                return { kind: 'found', route, params };
            allowed.push(route.method);
        }
        return allowed.length ? { kind: 'wrong-method', allowed: [...new Set(allowed)] } : { kind: 'none' };
    }
}
function split(path) {
    return path.split('/').filter((s) => s !== '');
}
function matchSegments(pattern, segments) {
    if (pattern.length !== segments.length)
        return undefined;
    const params = {};
    for (let i = 0; i < pattern.length; i++) {
        const expected = pattern[i];
        const actual = segments[i];
        if (expected.startsWith('{')) {
            let value;
            try {
                value = decodeURIComponent(actual);
            }
            catch {
                return undefined;
            }
            params[expected.slice(1, -1)] = value;
        }
        else if (expected !== actual) {
            return undefined;
        }
    }
    return params;
}

// EXTERNAL MODULE: ./node_modules/.cache/page-selector-build/src/api/reconcile-hash.js
var reconcile_hash = __webpack_require__(5969);
;// CONCATENATED MODULE: ./node_modules/.cache/page-selector-build/src/api/types.js
/**
 * Wire types of the Page-Selector service, exactly as `spec/page-selector-service.md`
 * names them (snake_case on the wire). The service validates against these and the
 * client returns them. Besides them this folder holds only what the spec itself defines
 * for both sides: the reconcile hash (`reconcile-hash.ts`).
 */
const RESOURCE_TYPES = ['stylesheet', 'script', 'image', 'document', 'font'];
const DEFAULT_PAGE_LIMIT = 10;
const MAX_PAGE_LIMIT = 100;

;// CONCATENATED MODULE: ./node_modules/.cache/page-selector-build/src/service/validate.js
/**
 * Request validation. Each reader checks a decoded JSON body against one spec request
 * table and either returns a typed value or throws a 422 listing every problem, with
 * pydantic's `type` names so clients written for FastAPI services understand them.
 * Unknown fields are ignored, as FastAPI does by default.
 */


/**
 * Content-Type is written back as a response header (`GET /page_resource/{id}/content`). Node
 * will not write a header value with a C0 control other than tab, with DEL, or with anything
 * above U+00FF, so such a value would be acknowledged now and answer 500 on every read. C1
 * controls (U+0080-U+009F) are refused too: no server sends them.
 */
const NOT_IN_HEADER_VALUE = /[^\t\x20-\x7e\xa0-\xff]/;
/**
 * Urls and names never hold control characters (a browser's URL serialiser percent-encodes
 * them), and an unpaired UTF-16 surrogate cannot be stored as UTF-8: SQLite would keep U+FFFD,
 * so later reads would differ from what was acknowledged.
 */
const NOT_IN_STORED_TEXT = /[\x00-\x1f\x7f-\x9f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const HEADER_VALUE = (text) => {
    const found = describeFirst(text, NOT_IN_HEADER_VALUE);
    return found && `must be a single header value such as "text/css; charset=utf-8"; it has ${found}. Send the Content-Type the resource was served with, without line breaks or control characters`;
};
const URL_TEXT = (text) => {
    const found = describeFirst(text, NOT_IN_STORED_TEXT);
    return found && `must be a URL as a browser serialises it, with control characters percent-encoded; it has ${found}. Send the resolved URL (new URL(reference, base).href)`;
};
const NAME_TEXT = (text) => {
    const found = describeFirst(text, NOT_IN_STORED_TEXT);
    return found && `must be a machine name without control characters; it has ${found}`;
};
const CHARACTER_NAMES = { 0x00: 'NUL', 0x09: 'tab', 0x0a: 'line feed', 0x0d: 'carriage return', 0x7f: 'DEL' };
/** "U+000D (carriage return) after "text/css"" for the first character `pattern` finds. */
function describeFirst(text, pattern) {
    const match = pattern.exec(text);
    if (!match)
        return undefined;
    const code = text.codePointAt(match.index);
    const hex = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
    const what = code >= 0xd800 && code <= 0xdfff ? `${hex} (an unpaired UTF-16 surrogate, which would be stored as U+FFFD)`
        : code > 0xff ? `${hex}, which a header cannot carry,`
            : `${hex} (${CHARACTER_NAMES[code] ?? 'a control character'})`;
    const before = text.slice(Math.max(0, match.index - 40), match.index);
    return match.index === 0 ? `${what} at the start` : `${what} after ${JSON.stringify(before)}`;
}
/** Whether a stored content type can be written as a response header as it is. */
function isHeaderValue(text) {
    return !NOT_IN_HEADER_VALUE.test(text);
}
/** Collects issues while reading fields, then throws them all at once. */
class Reader {
    issues = [];
    object(value, loc) {
        if (typeof value === 'object' && value !== null && !Array.isArray(value))
            return value;
        this.issues.push({ loc, msg: 'Input should be a valid dictionary or object to extract fields from', type: 'model_attributes_type' });
        return undefined;
    }
    string(body, field, loc, options = {}) {
        const value = body[field];
        if (value === undefined)
            return this.#missing([...loc, field], '');
        if (typeof value !== 'string')
            return this.#add([...loc, field], 'Input should be a valid string', 'string_type', '');
        if (options.nonEmpty && value.trim() === '')
            return this.#add([...loc, field], 'String should have at least 1 character', 'string_too_short', '');
        const problem = options.rule?.(value);
        if (problem)
            return this.#add([...loc, field], `${field} ${problem}`, 'string_pattern_mismatch', '');
        return value;
    }
    boolean(body, field, loc, fallback) {
        const value = body[field];
        if (value === undefined && fallback !== undefined)
            return fallback;
        if (value === undefined)
            return this.#missing([...loc, field], false);
        if (typeof value !== 'boolean')
            return this.#add([...loc, field], 'Input should be a valid boolean', 'bool_type', false);
        return value;
    }
    stringArray(body, field, loc, fallback) {
        const value = body[field];
        if (value === undefined && fallback !== undefined)
            return fallback;
        if (value === undefined)
            return this.#missing([...loc, field], []);
        if (!Array.isArray(value))
            return this.#add([...loc, field], 'Input should be a valid list', 'list_type', []);
        value.forEach((item, i) => {
            if (typeof item !== 'string')
                this.#add([...loc, field, i], 'Input should be a valid string', 'string_type', '');
        });
        return value.filter((item) => typeof item === 'string');
    }
    #missing(loc, fallback) {
        return this.#add(loc, 'Field required', 'missing', fallback);
    }
    #add(loc, msg, type, fallback) {
        this.issues.push({ loc, msg, type });
        return fallback;
    }
    done() {
        if (this.issues.length)
            throw invalid(this.issues);
    }
}
const BODY = ['body'];
/** Reads a JSON object body with `read`, then throws every issue found, or returns what was read. */
function readBody(value, read) {
    const r = new Reader();
    const result = read(r, r.object(value, BODY) ?? {});
    r.done();
    return result;
}
/** SessionCreate. */
function readSessionCreate(value) {
    return readBody(value, (r, body) => ({
        workflow_name: r.string(body, 'workflow_name', BODY, { nonEmpty: true, rule: NAME_TEXT }),
        is_training: r.boolean(body, 'is_training', BODY),
    }));
}
/** PageSelectorCreate (train and predict). */
function readPageSelectorCreate(value) {
    return readBody(value, (r, body) => ({
        text: r.string(body, 'text', BODY, { nonEmpty: true }),
        session_id: r.string(body, 'session_id', BODY),
        page_state_id: r.string(body, 'page_state_id', BODY),
    }));
}
/** PageResourceCreate. `content` is only checked to be a string here; decoding is the handler's job. */
function readPageResourceCreate(value) {
    return readBody(value, (r, body) => {
        const url = r.string(body, 'url', BODY, { nonEmpty: true, rule: URL_TEXT });
        const resourceType = r.string(body, 'resource_type', BODY);
        if (typeof body.resource_type === 'string' && !RESOURCE_TYPES.includes(resourceType)) {
            r.issues.push({ loc: [...BODY, 'resource_type'], msg: `Input should be ${RESOURCE_TYPES.map((t) => `'${t}'`).join(', ')}`, type: 'enum' });
        }
        return {
            url,
            resource_type: resourceType,
            content_type: r.string(body, 'content_type', BODY, { rule: HEADER_VALUE }),
            content: r.string(body, 'content', BODY),
        };
    });
}
/** PageResourceReconcileCreate. The hash is md5 hex (32 hex digits). */
function readPageResourceReconcileCreate(value) {
    return readBody(value, (r, body) => {
        const result = { url: r.string(body, 'url', BODY, { nonEmpty: true, rule: URL_TEXT }), hash: r.string(body, 'hash', BODY) };
        if (typeof body.hash === 'string' && !/^[0-9a-fA-F]{32}$/.test(result.hash)) {
            r.issues.push({ loc: [...BODY, 'hash'], msg: 'hash must be the md5 (32 hex digits) of the base64 text of the content', type: 'string_pattern_mismatch' });
        }
        return result;
    });
}
/** PageStateCreate. `field_values` and `allowed_resource_ids` default to empty lists. */
function readPageStateCreate(value) {
    return readBody(value, (r, body) => ({
        url: r.string(body, 'url', BODY, { rule: URL_TEXT }),
        content: r.string(body, 'content', BODY),
        field_values: readFieldValues(r, body.field_values),
        session_id: r.string(body, 'session_id', BODY),
        allowed_resource_ids: r.stringArray(body, 'allowed_resource_ids', BODY, []),
        auto_resolve_resources: r.boolean(body, 'auto_resolve_resources', BODY, false),
    }));
}
function readFieldValues(r, value) {
    if (value === undefined)
        return [];
    const loc = [...BODY, 'field_values'];
    if (!Array.isArray(value)) {
        r.issues.push({ loc, msg: 'Input should be a valid list', type: 'list_type' });
        return [];
    }
    const values = [];
    value.forEach((item, i) => {
        const entry = r.object(item, [...loc, i]);
        if (!entry)
            return;
        const identifier = r.string(entry, 'identifier', [...loc, i]);
        const fieldValue = entry.value ?? null;
        const checked = entry.checked ?? null;
        if (fieldValue !== null && typeof fieldValue !== 'string')
            r.issues.push({ loc: [...loc, i, 'value'], msg: 'Input should be a valid string', type: 'string_type' });
        if (checked !== null && typeof checked !== 'boolean')
            r.issues.push({ loc: [...loc, i, 'checked'], msg: 'Input should be a valid boolean', type: 'bool_type' });
        values.push({ identifier, value: typeof fieldValue === 'string' ? fieldValue : null, checked: typeof checked === 'boolean' ? checked : null });
    });
    return values;
}
/** PageSelectorLabel: exactly one of `identifiers` or `xpaths`, a non-empty list of strings. */
function readPageSelectorLabel(value) {
    return readBody(value, (r, body) => {
        const keys = ['identifiers', 'xpaths'].filter((k) => body[k] !== undefined);
        if (keys.length !== 1) {
            r.issues.push({ loc: BODY, msg: 'Give exactly one of "identifiers" or "xpaths", a list of the elements that match', type: 'value_error' });
            r.done();
        }
        const key = keys[0];
        const list = r.stringArray(body, key, BODY);
        if (Array.isArray(body[key]) && list.length === 0)
            r.issues.push({ loc: [...BODY, key], msg: 'List should have at least 1 item', type: 'too_short' });
        return key === 'identifiers' ? { identifiers: list } : { xpaths: list };
    });
}
/** An empty JSON object (ping and end): anything else is ignored but must be an object when present. */
function readEmptyObject(value) {
    if (value !== undefined)
        readBody(value, () => undefined);
}
/** `skip` and `limit` of a list query: the spec's Pagination rules 1 and 2. */
function readPageQuery(query) {
    const issues = [];
    const read = (name, fallback, max) => {
        const raw = query.get(name);
        if (raw === null || raw === '')
            return fallback;
        if (!/^-?\d+$/.test(raw.trim())) {
            issues.push({ loc: ['query', name], msg: 'Input should be a valid integer, unable to parse string as an integer', type: 'int_parsing' });
            return fallback;
        }
        const value = Number(raw);
        // SQLite's LIMIT and OFFSET take 64-bit integers; past the exact doubles the bind would fail as a 500.
        const most = max ?? Number.MAX_SAFE_INTEGER;
        if (value < 0)
            issues.push({ loc: ['query', name], msg: 'Input should be greater than or equal to 0', type: 'greater_than_equal' });
        if (value > most)
            issues.push({ loc: ['query', name], msg: `Input should be less than or equal to ${most}`, type: 'less_than_equal' });
        return value;
    };
    const skip = read('skip', 0);
    const limit = read('limit', DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT);
    if (issues.length)
        throw invalid(issues);
    return { skip, limit };
}
/** An optional boolean query filter (`true`/`false`). */
function readBooleanQuery(query, name) {
    const raw = query.get(name);
    if (raw === null || raw === '')
        return undefined;
    if (raw === 'true' || raw === '1')
        return true;
    if (raw === 'false' || raw === '0')
        return false;
    throw invalid([{ loc: ['query', name], msg: 'Input should be a valid boolean, unable to interpret input', type: 'bool_parsing' }]);
}
/** Whether the text is standard base64 (padding optional). */
function isBase64(text) {
    return text.length % 4 !== 1 && /^[A-Za-z0-9+/]*={0,2}$/.test(text);
}
/** How many bytes valid base64 decodes to, known before decoding (so an oversized upload is refused unallocated). */
function base64DecodedLength(text) {
    const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
    return Math.floor(((text.length - padding) * 3) / 4);
}

;// CONCATENATED MODULE: ./node_modules/.cache/page-selector-build/src/service/context.js

/** A list endpoint's answer, the spec's Search payload, for the `skip` and `limit` of the query. */
function searchReply(context, list, toItem) {
    const { skip, limit } = readPageQuery(context.query);
    const page = list(skip, limit);
    const payload = { count: page.count, limit, skip, items: page.rows.map(toItem) };
    return { json: payload };
}

;// CONCATENATED MODULE: ./node_modules/.cache/page-selector-build/src/service/routes/page-resources.js
/** Spec endpoints 8 and 9 (page resource create and reconcile) and the page resource list. */




function toPageResource(row) {
    return { id: row.id, url: row.url, resource_type: row.resource_type };
}
const pageResourceRoutes = [
    {
        // 8. POST /page_resource/: content is base64; its decoded size is checked before decoding.
        method: 'POST',
        path: '/page_resource',
        handle(context) {
            const body = readPageResourceCreate(context.body);
            if (!isBase64(body.content))
                throw invalidField(['body', 'content'], 'content must be the resource bytes encoded as standard base64 (A-Z, a-z, 0-9, +, /, = padding)', 'base64_decode');
            const size = base64DecodedLength(body.content);
            const limit = context.shared.settings.maxResourceBytes;
            if (size > limit) {
                throw new HttpError(413, `page resource ${body.url} is ${size} bytes once decoded; the limit is ${limit} bytes`);
            }
            const bytes = Buffer.from(body.content, 'base64');
            const row = context.shared.store.createPageResource(context.owner, {
                id: crypto.randomUUID(),
                url: body.url,
                resource_type: body.resource_type,
                content_type: body.content_type,
                content_md5: (0,reconcile_hash/* md5OfBase64 */.H)(body.content),
                bytes,
            }, context.now);
            return { json: toPageResource(row) };
        },
    },
    {
        // 9. POST /page_resource/reconcile: found when this token already has this url with this hash.
        method: 'POST',
        path: '/page_resource/reconcile',
        handle(context) {
            const body = readPageResourceReconcileCreate(context.body);
            const row = context.shared.store.findPageResource(context.owner, body.url, body.hash.toLowerCase());
            const answer = { url: body.url, hash: body.hash, found: row !== undefined, page_resources: row ? toPageResource(row) : null };
            return { json: answer };
        },
    },
    {
        // List; `?page_state_id=` narrows to the resources of one page state (uploaded or fetched).
        method: 'GET',
        path: '/page_resource',
        handle(context) {
            const filters = { page_state_id: context.query.get('page_state_id') ?? undefined };
            return searchReply(context, (skip, limit) => context.shared.store.listPageResources(context.owner, filters, skip, limit), toPageResource);
        },
    },
    {
        method: 'GET',
        path: '/page_resource/{page_resource_id}',
        handle(context) {
            const row = context.shared.store.getPageResource(context.owner, context.params.page_resource_id);
            if (!row)
                throw notFound('page resource', context.params.page_resource_id);
            return { json: toPageResource(row) };
        },
    },
    {
        // The stored bytes, for the console's replay. A `sandbox` CSP and nosniff keep them inert if opened directly.
        // Resources stored before content_type was validated may hold a value Node cannot write as a
        // header: their bytes are still served, as opaque octets, rather than lost behind a 500.
        method: 'GET',
        path: '/page_resource/{page_resource_id}/content',
        handle(context) {
            const content = context.shared.store.getPageResourceContent(context.owner, context.params.page_resource_id);
            if (!content)
                throw notFound('page resource', context.params.page_resource_id);
            return {
                raw: content.bytes,
                contentType: content.content_type && isHeaderValue(content.content_type) ? content.content_type : 'application/octet-stream',
                headers: { 'content-security-policy': "sandbox; default-src 'none'", 'x-content-type-options': 'nosniff' },
            };
        },
    },
];

// EXTERNAL MODULE: ./node_modules/.cache/page-selector-build/src/engine/index.js + 62 modules
var engine = __webpack_require__(9899);
;// CONCATENATED MODULE: ./node_modules/.cache/page-selector-build/src/service/sessions.js

/** The session as it is now: an open session whose last ping is older than the timeout is closed. */
function settle(store, session, timeoutMs, now) {
    if (session.state !== 'open')
        return session;
    const closesAt = session.last_ping_at + timeoutMs;
    if (now < closesAt)
        return session;
    store.setSessionState(session.id, 'closed', closesAt);
    return { ...session, state: 'closed', state_since: closesAt };
}
function findSession(context, id) {
    const { store, settings } = context.shared;
    const session = store.getSession(context.owner, id);
    if (!session)
        throw notFound('session', id);
    return settle(store, session, settings.sessionTimeoutMs, context.now);
}
/** The session, when it still takes writes; a 409 saying which state it is in and since when otherwise. */
function requireOpen(context, id) {
    const session = findSession(context, id);
    if (session.state !== 'open')
        throw notOpen(session);
    return session;
}
function notOpen(session) {
    const since = new Date(session.state_since).toISOString();
    const why = {
        ended: 'it was ended',
        closed: 'no ping arrived within the session timeout',
    };
    return new HttpError(409, `session ${session.id} is ${session.state} since ${since} (${why[session.state]}); an ended or closed session cannot be restarted, open a new one`);
}
/** Body of ping and end. */
function sessionStatus(session, timeoutMs) {
    return {
        id: session.id,
        state: session.state,
        state_since: new Date(session.state_since).toISOString(),
        expires_at: session.state === 'open' ? new Date(session.last_ping_at + timeoutMs).toISOString() : null,
    };
}

// EXTERNAL MODULE: ./node_modules/.cache/page-selector-build/src/resources/references.js
var references = __webpack_require__(9211);
// EXTERNAL MODULE: ./node_modules/.cache/page-selector-build/src/resources/resolve.js
var resolve = __webpack_require__(6621);
// EXTERNAL MODULE: external "node:dns/promises"
var promises_ = __webpack_require__(1553);
// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(7030);
// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(6752);
;// CONCATENATED MODULE: ./node_modules/.cache/page-selector-build/src/service/ssrf-fetch.js
/**
 * Fetching resources from the public Internet only (spec, "What the service does", item 6:
 * "over the public Internet only. Private or firewalled domains cannot be reached").
 *
 * Every hop is vetted: the host is resolved, every address it resolves to must be public,
 * and the connection is pinned to the vetted address through a custom `lookup`, so a second
 * DNS answer cannot swap in a private one (DNS rebinding). Redirects are followed by hand,
 * at most five, each vetted the same way. Size and time are capped.
 */



/** Why a fetch was not done or did not finish; `code` is stable, the message says what happened. */
class FetchRefused extends Error {
    code;
    constructor(code, message) {
        super(message);
        this.code = code;
    }
}
const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;
const DEFAULT_TIMEOUT_MS = 5_000;
const DEFAULT_MAX_REDIRECTS = 5;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
async function fetchPublic(url, options = {}) {
    const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
    const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
    const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
    let current = url;
    try {
        for (let hop = 0; hop <= maxRedirects; hop++) {
            const target = parseHttpUrl(current);
            const pinned = await vetHost(target, options.allowLoopback ?? false);
            const agent = new undici/* Agent */.g6({ connect: { lookup: pinnedLookup(pinned) }, connections: 1 });
            try {
                const response = await (0,undici/* request */.Em)(target, { dispatcher: agent, method: 'GET', signal, headers: { 'user-agent': 'page-selector (resource fetch)' } });
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
                const chunks = [];
                let size = 0;
                for await (const chunk of response.body) {
                    size += chunk.byteLength;
                    if (size > maxBytes) {
                        response.body.destroy();
                        throw new FetchRefused('size', `${target.href} is larger than the limit of ${maxBytes} bytes`);
                    }
                    chunks.push(chunk);
                }
                const contentType = response.headers['content-type'];
                return { url: target.href, contentType: typeof contentType === 'string' ? contentType : '', bytes: Buffer.concat(chunks) };
            }
            finally {
                await agent.close().catch(() => undefined);
            }
        }
        throw new FetchRefused('redirects', `${url} redirected more than ${maxRedirects} times`);
    }
    catch (error) {
        if (error instanceof FetchRefused)
            throw error;
        if (timeout.aborted)
            throw new FetchRefused('timeout', `${url} did not finish within the time limit`);
        throw new FetchRefused('network', `${url} could not be fetched: ${error instanceof Error ? error.message : String(error)}`);
    }
}
function parseHttpUrl(text) {
    let url;
    try {
        url = new URL(text);
    }
    catch {
        throw new FetchRefused('scheme', `${text} is not an absolute url`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
        throw new FetchRefused('scheme', `${url.protocol} urls are not fetched, only http and https`);
    if (url.username || url.password)
        throw new FetchRefused('scheme', `${url.origin} carries credentials; they are not sent`);
    return url;
}
/** Resolves the host and returns the address to connect to, or refuses when any address is not public. */
async function vetHost(url, allowLoopback) {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    let addresses;
    if ((0,external_node_net_.isIP)(host)) {
        addresses = [{ address: host, family: (0,external_node_net_.isIP)(host) }];
    }
    else {
        try {
            addresses = await (0,promises_.lookup)(host, { all: true, verbatim: true });
        }
        catch {
            throw new FetchRefused('dns', `${host} does not resolve`);
        }
    }
    if (addresses.length === 0)
        throw new FetchRefused('dns', `${host} does not resolve`);
    for (const { address } of addresses) {
        const reason = forbiddenAddressReason(address, allowLoopback);
        if (reason)
            throw new FetchRefused('address', `${url.origin} resolves to ${address}, a ${reason} address; only public addresses are fetched`);
    }
    const first = addresses[0];
    return { address: first.address, family: first.family === 6 ? 6 : 4 };
}
/** A `lookup` that always answers the vetted address, whatever DNS would say now. */
function pinnedLookup(pinned) {
    return ((_hostname, options, callback) => {
        if (options?.all)
            callback(null, [{ address: pinned.address, family: pinned.family }]);
        else
            callback(null, pinned.address, pinned.family);
    });
}
const IPV4_RANGES = [
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
const IPV6_RANGES = [
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
function forbiddenAddressReason(address, allowLoopback = false) {
    const plain = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
    const version = (0,external_node_net_.isIP)(plain);
    if (version === 4)
        return ipv4Reason(plain.split('.').map(Number), allowLoopback);
    if (version !== 6)
        return 'malformed';
    const bytes = parseIpv6(plain);
    // IPv4-mapped (::ffff:0:0/96), NAT64 (64:ff9b::/96) and 6to4 (2002::/16) carry an IPv4 address: judge that one.
    if (bytes.slice(0, 10).every((b) => b === 0) && bytes[10] === 0xff && bytes[11] === 0xff)
        return ipv4Reason(bytes.slice(12), allowLoopback);
    if (startsWith(bytes, [0x00, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0], 96))
        return ipv4Reason(bytes.slice(12), allowLoopback);
    if (bytes[0] === 0x20 && bytes[1] === 0x02)
        return ipv4Reason(bytes.slice(2, 6), allowLoopback);
    if (bytes.slice(0, 15).every((b) => b === 0) && bytes[15] === 1)
        return allowLoopback ? undefined : 'loopback';
    for (const [prefix, bits, reason] of IPV6_RANGES)
        if (startsWith(bytes, prefix, bits))
            return reason;
    // Only 2000::/3 is global unicast; everything else (::/8 IPv4-compatible, 100::/64 discard, …) is reserved.
    if ((bytes[0] & 0xe0) !== 0x20)
        return 'reserved';
    return undefined;
}
function ipv4Reason(bytes, allowLoopback) {
    if (allowLoopback && bytes[0] === 127)
        return undefined;
    for (const [prefix, bits, reason] of IPV4_RANGES)
        if (startsWith(bytes, prefix, bits))
            return reason;
    return undefined;
}
function startsWith(bytes, prefix, bits) {
    for (let bit = 0; bit < bits; bit++) {
        const byte = Math.floor(bit / 8);
        const mask = 0x80 >> (bit % 8);
        if (((bytes[byte] ?? 0) & mask) !== ((prefix[byte] ?? 0) & mask))
            return false;
    }
    return true;
}
/** 16 bytes of a valid IPv6 text address (`isIP` already said it is one). */
function parseIpv6(text) {
    // A dotted IPv4 tail ("::ffff:127.0.0.1") becomes its two hex groups first.
    const normalized = text.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_m, a, b, c, d) => `${((Number(a) << 8) | Number(b)).toString(16)}:${((Number(c) << 8) | Number(d)).toString(16)}`);
    const groups = (part) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
    const [left, right] = normalized.split('::');
    const leftWords = groups(left);
    const rightWords = right === undefined ? [] : groups(right);
    const words = right === undefined ? leftWords : [...leftWords, ...new Array(8 - leftWords.length - rightWords.length).fill(0), ...rightWords];
    return words.flatMap((w) => [(w >> 8) & 0xff, w & 0xff]);
}

;// CONCATENATED MODULE: ./node_modules/.cache/page-selector-build/src/service/auto-resolve.js
/**
 * `auto_resolve_resources` (spec, PageStateCreate, and "What the service does", item 6):
 * resources the page references but nobody uploaded are fetched best-effort from the public
 * Internet and stored as resources of the page state.
 *
 * It runs after the page state is acknowledged, so uploads stay fast whatever the remote
 * sites do: the client gets its PageState at once, and fetched resources show up in
 * `GET /page_resource/?page_state_id=` moments later. Failures are logged and skipped.
 * Stylesheets fetched this way are scanned once more, for the fonts and images they load.
 */





/** At most this many fetches per page state, a few at a time, within this total time. */
const MAX_FETCHES = 100;
const CONCURRENCY = 4;
const TOTAL_BUDGET_MS = 30_000;
async function autoResolveResources(shared, owner, pageStateId, pageUrl, html, stop) {
    const signal = AbortSignal.any([stop, AbortSignal.timeout(TOTAL_BUDGET_MS)]);
    const known = shared.store.pageStateResourceUrls(pageStateId);
    const scan = (0,references/* scanHtml */.LR)(html);
    const queue = resolveAll(scan.references, pageUrl, scan.baseHref);
    const seen = new Set();
    let fetches = 0;
    const next = () => {
        while (queue.length) {
            const item = queue.shift();
            if (known.has(item.url) || seen.has(item.url))
                continue;
            seen.add(item.url);
            return item;
        }
        return undefined;
    };
    const worker = async () => {
        for (let item = next(); item && fetches < MAX_FETCHES && !signal.aborted; item = next()) {
            fetches++;
            try {
                const fetched = await fetchPublic(item.url, { allowLoopback: shared.settings.allowLoopbackFetch, signal });
                if (signal.aborted)
                    return;
                // One transaction: a resource stored but not linked would be listed under no page state, its bytes kept for nothing.
                shared.store.transaction(() => {
                    const row = shared.store.createPageResource(owner, {
                        id: crypto.randomUUID(),
                        url: item.url,
                        resource_type: item.resource_type,
                        // A remote server's header is not checked as an upload's is: a value that could
                        // not be written back as a header (a control character) is stored as unknown.
                        content_type: isHeaderValue(fetched.contentType) ? fetched.contentType : '',
                        content_md5: (0,reconcile_hash/* md5OfBase64 */.H)(fetched.bytes.toString('base64')),
                        bytes: fetched.bytes,
                    }, Date.now());
                    shared.store.linkPageStateResource(pageStateId, row.id, 'fetched');
                });
                if (item.resource_type === 'stylesheet')
                    queue.push(...resolveAll((0,references/* findCssReferences */.X2)(fetched.bytes.toString('utf8')), fetched.url, null));
            }
            catch (error) {
                const reason = error instanceof FetchRefused ? error.message : `failed: ${error instanceof Error ? error.message : String(error)}`;
                shared.log(`auto_resolve_resources: page state ${pageStateId}: ${reason}`);
            }
        }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}
function resolveAll(references, documentUrl, baseHref) {
    const out = [];
    for (const { reference, resource_type } of references) {
        const url = (0,resolve/* resolveHttpUrl */.M)(reference, documentUrl, baseHref);
        if (url)
            out.push({ url: url.href, resource_type });
    }
    return out;
}

;// CONCATENATED MODULE: ./node_modules/.cache/page-selector-build/src/service/routes/page-states.js






/** PageState as the spec's table has it: no content. */
function page_states_toPageState(row) {
    return { id: row.id, url: row.url, field_values: row.field_values, session_id: row.session_id };
}
function findPageState(context, id) {
    const row = context.shared.store.getPageState(context.owner, id);
    if (!row)
        throw notFound('page state', id);
    return row;
}
/** The engine's index of a stored page state, from the cache or built from the stored HTML. */
function pageIndex(shared, row) {
    return shared.indexes.getOrBuild(row.id, () => (0,engine/* indexPage */.mM)(shared.store.getPageStateHtml(row)));
}
const pageStateRoutes = [
    {
        // 10. POST /page_state/: the HTML is stored exactly as uploaded. Elements without an
        // sl-identifier get the engine's generated one, which depends only on that HTML, so it
        // is stable for the page state.
        method: 'POST',
        path: '/page_state',
        handle(context) {
            const body = readPageStateCreate(context.body);
            const { store } = context.shared;
            requireOpen(context, body.session_id);
            checkResourceIds(store, context.owner, body.allowed_resource_ids);
            const index = (0,engine/* indexPage */.mM)(body.content);
            checkFieldValues(index, body.field_values.map((f) => f.identifier));
            const row = store.createPageState(context.owner, {
                id: crypto.randomUUID(), session_id: body.session_id, url: body.url, field_values: body.field_values, html: body.content,
            }, [...new Set(body.allowed_resource_ids)], context.now);
            context.shared.indexes.set(row.id, index);
            if (body.auto_resolve_resources) {
                const { owner } = context;
                context.shared.background(`auto-resolve ${row.id}`, (signal) => autoResolveResources(context.shared, owner, row.id, body.url, body.content, signal));
            }
            return { json: page_states_toPageState(row) };
        },
    },
    {
        // List; `?session_id=` narrows to one session.
        method: 'GET',
        path: '/page_state',
        handle(context) {
            const filters = { session_id: context.query.get('session_id') ?? undefined };
            return searchReply(context, (skip, limit) => context.shared.store.listPageStates(context.owner, filters, skip, limit), page_states_toPageState);
        },
    },
    {
        method: 'GET',
        path: '/page_state/{page_state_id}',
        handle(context) {
            return { json: page_states_toPageState(findPageState(context, context.params.page_state_id)) };
        },
    },
    {
        // The stored HTML, for the labelling console to replay in a sandboxed iframe. Served with
        // a `sandbox` CSP as well, so opening it directly never runs the page's scripts either.
        method: 'GET',
        path: '/page_state/{page_state_id}/content',
        handle(context) {
            const row = findPageState(context, context.params.page_state_id);
            return {
                raw: context.shared.store.getPageStateHtml(row),
                contentType: 'text/html; charset=utf-8',
                headers: { 'content-security-policy': 'sandbox; default-src \'none\'; style-src \'unsafe-inline\'; img-src data:', 'x-content-type-options': 'nosniff' },
            };
        },
    },
];
function checkResourceIds(store, owner, ids) {
    const issues = [];
    ids.forEach((id, i) => {
        if (!store.getPageResource(owner, id)) {
            issues.push({ loc: ['body', 'allowed_resource_ids', i], msg: `page resource ${id} not found; upload it with POST /page_resource/ first`, type: 'not_found' });
        }
    });
    if (issues.length)
        throw invalid(issues);
}
function checkFieldValues(index, identifiers) {
    const issues = [];
    identifiers.forEach((identifier, i) => {
        if (!index.byIdentifier(identifier)) {
            issues.push({ loc: ['body', 'field_values', i, 'identifier'], msg: `no element with sl-identifier "${identifier}" in content`, type: 'not_found' });
        }
    });
    if (issues.length)
        throw invalid(issues);
}

;// CONCATENATED MODULE: ./node_modules/.cache/page-selector-build/src/service/routes/page-selectors.js






/** How many labelled selectors of the same text predict learns from, newest first. */
const MAX_EXAMPLES = 5;
const EXPLAIN_TOP = 10;
function toPageSelector(row) {
    return {
        id: row.id,
        text: row.text,
        session_id: row.session_id,
        page_state_id: row.page_state_id,
        selected_identifiers: row.selected_identifiers,
        selected_xpaths: row.selected_xpaths,
    };
}
function findSelector(context) {
    const id = context.params.page_selector_id;
    const row = context.shared.store.getPageSelector(context.owner, id);
    if (!row)
        throw notFound('page selector', id);
    return row;
}
/** The open session and its page state named by a PageSelectorCreate body. */
function selectorTarget(context) {
    const body = readPageSelectorCreate(context.body);
    const session = requireOpen(context, body.session_id);
    const pageState = findPageState(context, body.page_state_id);
    if (pageState.session_id !== session.id) {
        throw invalidField(['body', 'page_state_id'], `page state ${pageState.id} belongs to session ${pageState.session_id}, not to session ${session.id}`);
    }
    return { text: body.text, session, pageState };
}
function examplesFor(context, workflowId, text) {
    return context.shared.store.labelledExamples(context.owner, workflowId, text, MAX_EXAMPLES).map((fingerprints) => ({ text, fingerprints }));
}
const pageSelectorRoutes = [
    {
        // 1. POST /page_selector/train: a selector with empty selections, waiting for a label.
        method: 'POST',
        path: '/page_selector/train',
        handle(context) {
            const target = selectorTarget(context);
            const row = context.shared.store.createPageSelector(context.owner, {
                id: crypto.randomUUID(), session_id: target.session.id, page_state_id: target.pageState.id, text: target.text, kind: 'train',
                selected_identifiers: [], selected_xpaths: [], source: null, candidates: null, labelled_at: null,
            }, context.now);
            return { json: toPageSelector(row) };
        },
    },
    {
        // 2. POST /page_selector/predict: returns once the prediction is complete; empty
        // selections when the engine is not confident.
        method: 'POST',
        path: '/page_selector/predict',
        handle(context) {
            const target = selectorTarget(context);
            const index = pageIndex(context.shared, target.pageState);
            const prediction = (0,engine/* predict */.K$)(index, target.text, { examples: examplesFor(context, target.session.workflow_id, target.text), explainTop: EXPLAIN_TOP });
            const row = context.shared.store.createPageSelector(context.owner, {
                id: crypto.randomUUID(), session_id: target.session.id, page_state_id: target.pageState.id, text: target.text, kind: 'predict',
                selected_identifiers: prediction.identifiers, selected_xpaths: prediction.xpaths,
                source: prediction.source, candidates: prediction.candidates, labelled_at: null,
            }, context.now);
            return { json: toPageSelector(row) };
        },
    },
    {
        // List; `?session_id=` and `?page_state_id=` narrow it.
        method: 'GET',
        path: '/page_selector',
        handle(context) {
            const filters = { session_id: context.query.get('session_id') ?? undefined, page_state_id: context.query.get('page_state_id') ?? undefined };
            return searchReply(context, (skip, limit) => context.shared.store.listPageSelectors(context.owner, filters, skip, limit), toPageSelector);
        },
    },
    {
        // 3. GET /page_selector/{page_selector_id}: its current selections (labelled ones after a label).
        method: 'GET',
        path: '/page_selector/{page_selector_id}',
        handle(context) {
            return { json: toPageSelector(findSelector(context)) };
        },
    },
    {
        // POST /page_selector/{id}/label: what the console sends. Labels are allowed after the
        // session ended: people label a training run once it is over.
        method: 'POST',
        path: '/page_selector/{page_selector_id}/label',
        handle(context) {
            // The body is checked before the id is looked up, as FastAPI validates before the handler runs.
            const label = readPageSelectorLabel(context.body);
            const selector = findSelector(context);
            const index = pageIndex(context.shared, findPageState(context, selector.page_state_id));
            const byIdentifiers = 'identifiers' in label;
            const wanted = byIdentifiers ? label.identifiers : label.xpaths;
            const issues = [];
            const elements = wanted.map((value, i) => {
                const element = byIdentifiers ? index.byIdentifier(value) : index.byXPath(value);
                if (!element)
                    issues.push({ loc: ['body', byIdentifiers ? 'identifiers' : 'xpaths', i], msg: `no element ${byIdentifiers ? 'with sl-identifier' : 'at xpath'} "${value}" in page state ${selector.page_state_id}`, type: 'not_found' });
                return element;
            });
            if (issues.length)
                throw invalid(issues);
            // The same element named twice (or by identifier and xpath alike) is one selection.
            const found = [...new Map(elements.filter((e) => e !== undefined).map((e) => [e.identifier, e])).values()];
            const fingerprints = found.map((e) => (0,engine/* fingerprint */.Rj)(index, e.identifier)).filter((f) => f !== undefined);
            const identifiers = found.map((e) => e.identifier);
            const xpaths = found.map((e) => e.xpath);
            context.shared.store.labelPageSelector(selector.id, identifiers, xpaths, fingerprints, context.now);
            return { json: toPageSelector({ ...selector, selected_identifiers: identifiers, selected_xpaths: xpaths }) };
        },
    },
    {
        // GET /page_selector/{id}/explain: the top candidates with their scores and deciding features.
        method: 'GET',
        path: '/page_selector/{page_selector_id}/explain',
        handle(context) {
            const selector = findSelector(context);
            const explanation = {
                id: selector.id,
                text: selector.text,
                source: selector.labelled_at !== null ? 'label' : selector.source ?? 'description',
                selected_identifiers: selector.selected_identifiers,
                selected_xpaths: selector.selected_xpaths,
                candidates: (selector.candidates ?? candidatesNow(context, selector)).map(toExplainCandidate),
            };
            return { json: explanation };
        },
    },
];
/** A train selector has no stored prediction: rank the page now, to help the person label it. */
function candidatesNow(context, selector) {
    const index = pageIndex(context.shared, findPageState(context, selector.page_state_id));
    return (0,engine/* predict */.K$)(index, selector.text, { explainTop: EXPLAIN_TOP }).candidates;
}
function toExplainCandidate(c) {
    return { identifier: c.identifier, xpath: c.xpath, score: c.score, features: c.features, tag: c.tag, role: c.role, name: c.name };
}

;// CONCATENATED MODULE: ./node_modules/.cache/page-selector-build/src/service/routes/sessions.js



function sessions_toSession(row) {
    return { id: row.id, session_name: row.session_name, is_training: row.is_training, workflow_id: row.workflow_id };
}
function timeout(context) {
    return context.shared.settings.sessionTimeoutMs;
}
const sessionRoutes = [
    {
        // 4. POST /session: SessionCreate -> Session. The workflow is created on first use of its name.
        method: 'POST',
        path: '/session',
        handle(context) {
            const body = readSessionCreate(context.body);
            const row = context.shared.store.createSession(context.owner, crypto.randomUUID(), body.workflow_name, body.is_training, context.now);
            return { json: sessions_toSession(row) };
        },
    },
    {
        method: 'GET',
        path: '/session',
        handle(context) {
            return searchReply(context, (skip, limit) => {
                // Read after skip and limit, so that when both are wrong the page query is the one reported.
                const filters = { workflow_id: context.query.get('workflow_id') ?? undefined, is_training: readBooleanQuery(context.query, 'is_training') };
                return context.shared.store.listSessions(context.owner, filters, skip, limit);
            }, sessions_toSession);
        },
    },
    {
        // 5. GET /session/{session_id}
        method: 'GET',
        path: '/session/{session_id}',
        handle(context) {
            const row = findSession(context, context.params.session_id);
            return { json: sessions_toSession(row) };
        },
    },
    {
        // 6. POST /session/{session_id}/ping: keeps an open session open; 409 once ended or closed.
        method: 'POST',
        path: '/session/{session_id}/ping',
        handle(context) {
            readEmptyObject(context.body);
            const row = requireOpen(context, context.params.session_id);
            context.shared.store.pingSession(row.id, context.now);
            return { json: sessionStatus({ ...row, last_ping_at: context.now }, timeout(context)) };
        },
    },
    {
        // 7. POST /session/{session_id}/end: open -> ended, for good.
        method: 'POST',
        path: '/session/{session_id}/end',
        handle(context) {
            readEmptyObject(context.body);
            const row = requireOpen(context, context.params.session_id);
            context.shared.store.setSessionState(row.id, 'ended', context.now);
            return { json: sessionStatus({ ...row, state: 'ended', state_since: context.now }, timeout(context)) };
        },
    },
];

;// CONCATENATED MODULE: ./node_modules/.cache/page-selector-build/src/service/defaults.js
/** The service's defaults, apart from the server so the command line can print them without loading it. */
const DEFAULT_HOST = '127.0.0.1';
const DEFAULT_PORT = 8787;
const DEFAULT_DB_PATH = '.page-selector/db.sqlite';
const DEFAULT_MAX_BODY_BYTES = 32 * 1024 * 1024;
/** Resources are checked decoded: a body limit alone would let base64's 4/3 overhead decide. */
const DEFAULT_MAX_RESOURCE_BYTES = 20 * 1024 * 1024;
const DEFAULT_SESSION_TIMEOUT_MS = 15 * 60 * 1000;

;// CONCATENATED MODULE: ./node_modules/.cache/page-selector-build/src/service/server.js
/**
 * The reference Page-Selector service over node:http: request reading with a size cap,
 * bearer authentication, routing, and FastAPI-style error answers. The routes themselves
 * live in `routes/`, one file per spec resource.
 */















/** How long `close()` waits for requests in flight before cutting connections. */
const SHUTDOWN_GRACE_MS = 30_000;
const router = new Router([...sessionRoutes, ...pageResourceRoutes, ...pageStateRoutes, ...pageSelectorRoutes]);
async function startService(options) {
    if (options.tokens.some((t) => t.trim() === ''))
        throw new Error('tokens must not be empty');
    const tokens = new TokenRing(options.tokens);
    const log = options.log ?? ((line) => process.stderr.write(`${line}\n`));
    const basePath = (options.basePath ?? '').replace(/\/+$/, '');
    const store = new Store(options.dbPath ?? DEFAULT_DB_PATH);
    const backgroundWork = new Set();
    const stopBackground = new AbortController();
    const shared = {
        store,
        indexes: new IndexCache(),
        settings: {
            sessionTimeoutMs: options.sessionTimeoutMs ?? DEFAULT_SESSION_TIMEOUT_MS,
            maxBodyBytes: options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
            maxResourceBytes: options.maxResourceBytes ?? DEFAULT_MAX_RESOURCE_BYTES,
            allowLoopbackFetch: options.allowLoopbackFetch ?? false,
        },
        log,
        background(name, work) {
            const task = work(stopBackground.signal)
                .catch((error) => log(`${name} failed: ${error instanceof Error ? error.message : String(error)}`))
                .finally(() => backgroundWork.delete(task));
            backgroundWork.add(task);
        },
    };
    let closing = false;
    const server = (0,external_node_http_.createServer)((request, response) => {
        if (closing)
            response.setHeader('connection', 'close');
        void handle(request, response, { shared, tokens, basePath }).catch((error) => {
            log(`response failed: ${error instanceof Error ? error.message : String(error)}`);
            response.destroy();
        });
    });
    server.headersTimeout = 30_000;
    server.requestTimeout = 5 * 60_000;
    try {
        await new Promise((resolve, reject) => {
            server.once('error', reject);
            server.listen(options.port ?? DEFAULT_PORT, options.host ?? DEFAULT_HOST, () => {
                server.off('error', reject);
                resolve();
            });
        });
    }
    catch (error) {
        store.close();
        throw error;
    }
    const address = server.address();
    const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
    const url = `http://${host}:${address.port}${basePath}`;
    let closed;
    return {
        url,
        close() {
            closed ??= (async () => {
                closing = true;
                const stopped = new Promise((resolve) => server.close(() => resolve()));
                // Idle keep-alive connections go now; busy ones once their response is out (they carry `connection: close`).
                server.closeIdleConnections();
                const sweep = setInterval(() => server.closeIdleConnections(), 25);
                const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
                await stopped;
                clearInterval(sweep);
                clearTimeout(force);
                stopBackground.abort();
                await Promise.allSettled([...backgroundWork]);
                store.close();
            })();
            return closed;
        },
    };
}
async function handle(request, response, wiring) {
    const { shared, tokens, basePath } = wiring;
    try {
        const target = new URL(request.url ?? '/', 'http://service.invalid');
        let path = target.pathname;
        if (basePath) {
            if (path !== basePath && !path.startsWith(`${basePath}/`))
                throw new HttpError(404, 'Not Found');
            path = path.slice(basePath.length) || '/';
        }
        const method = request.method ?? 'GET';
        // The labelling console page is static and public; everything it does goes through the API with the bearer token.
        if (path.replace(/\/+$/, '') === '/console') {
            if (method !== 'GET' && method !== 'HEAD')
                throw new HttpError(405, 'Method Not Allowed', { allow: 'GET' });
            const nonce = (0,external_node_crypto_.randomBytes)(16).toString('base64');
            return send(request, response, {
                raw: consolePage(nonce),
                contentType: 'text/html; charset=utf-8',
                headers: {
                    'content-security-policy': `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; img-src data:; connect-src 'self'; frame-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
                    'x-frame-options': 'DENY',
                    'referrer-policy': 'no-referrer',
                },
            });
        }
        const match = router.match(method, path);
        if (match.kind === 'none')
            throw new HttpError(404, 'Not Found');
        if (match.kind === 'wrong-method')
            throw new HttpError(405, 'Method Not Allowed', { allow: match.allowed.join(', ') });
        const owner = tokens.owner(request.headers.authorization);
        if (!owner) {
            const detail = request.headers.authorization ? 'Invalid bearer token' : 'Not authenticated: send the header "authorization: Bearer <token>"';
            throw new HttpError(401, detail, { 'www-authenticate': 'Bearer' });
        }
        const body = method === 'POST' ? await readJsonBody(request, shared.settings.maxBodyBytes) : undefined;
        const context = { shared, owner, params: match.params, query: target.searchParams, body, now: Date.now() };
        send(request, response, await match.route.handle(context));
    }
    catch (error) {
        if (error instanceof HttpError) {
            // An error before the body was read: let the client finish sending, then hang up.
            const hasBody = (request.headers['content-length'] ?? '0') !== '0' || request.headers['transfer-encoding'] !== undefined;
            if (hasBody && !request.complete)
                response.setHeader('connection', 'close');
            request.resume();
            send(request, response, { status: error.status, json: { detail: error.detail }, headers: error.headers });
            return;
        }
        shared.log(`internal error on ${request.method} ${(request.url ?? '').split('?')[0]}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        if (!response.headersSent)
            send(request, response, { status: 500, json: { detail: 'internal error' } });
        else
            response.destroy();
    }
}
/** Reads a JSON body, refusing more than `maxBytes` (early by Content-Length, else while streaming). */
async function readJsonBody(request, maxBytes) {
    const tooLarge = () => new HttpError(413, `request body is larger than the limit of ${maxBytes} bytes (set with --max-body)`);
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > maxBytes)
        throw tooLarge();
    // Events rather than `for await`: leaving an async iterator early would destroy the socket
    // before the 413 could be sent. Past the limit the rest is drained and dropped.
    const chunks = await new Promise((resolve, reject) => {
        const received = [];
        let size = 0;
        const onData = (chunk) => {
            size += chunk.byteLength;
            if (size <= maxBytes)
                return void received.push(chunk);
            request.off('data', onData);
            request.resume();
            reject(tooLarge());
        };
        request.on('data', onData);
        request.once('end', () => resolve(received));
        request.once('error', reject);
    });
    const bytes = Buffer.concat(chunks);
    // JSON is UTF-8 (RFC 8259 §8.1). Decoded leniently, bad bytes would be stored as U+FFFD and
    // acknowledged: the page or name kept would not be the one sent.
    if (!(0,external_node_buffer_.isUtf8)(bytes))
        throw new HttpError(400, 'malformed JSON body: it is not UTF-8; send the JSON encoded as UTF-8');
    const text = bytes.toString('utf8');
    if (text.trim() === '')
        return undefined;
    try {
        return JSON.parse(text);
    }
    catch (error) {
        throw new HttpError(400, `malformed JSON body: ${error instanceof Error ? error.message : 'unparsable'}`);
    }
}
function send(request, response, reply) {
    const payload = 'json' in reply ? Buffer.from(JSON.stringify(reply.json), 'utf8') : Buffer.from(reply.raw);
    const contentType = 'json' in reply ? 'application/json' : reply.contentType;
    response.writeHead(reply.status ?? 200, {
        ...reply.headers,
        'content-type': contentType,
        'content-length': payload.byteLength,
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
    });
    response.end(request.method === 'HEAD' ? undefined : payload);
}

;// CONCATENATED MODULE: ./node_modules/.cache/page-selector-build/src/service/embedded.js
/**
 * The embedded default: the reference service started in-process on loopback when no
 * `base-url` is configured, for the Action and `page-selector check`.
 *
 * The Action's pre, main and post steps are separate processes, so everything lives in
 * `dir`: the SQLite file and a token generated once (file mode 0600). Each step starts the
 * service again on the same data. Session expiry is computed from the last ping when a
 * session is read (see `sessions.ts`), so the time between steps counts correctly.
 */




/** Long enough to span a whole CI job between the pre and post steps. */
const EMBEDDED_SESSION_TIMEOUT_MS = 6 * 60 * 60 * 1000;
async function startEmbeddedService(options) {
    (0,external_node_fs_.mkdirSync)(options.dir, { recursive: true });
    const token = readOrCreateToken((0,external_node_path_.join)(options.dir, 'token'));
    const service = await startService({
        host: '127.0.0.1',
        port: 0,
        dbPath: (0,external_node_path_.join)(options.dir, 'page-selector.sqlite'),
        tokens: [token],
        sessionTimeoutMs: EMBEDDED_SESSION_TIMEOUT_MS,
        log: options.log ?? (() => undefined),
    });
    return { url: service.url, close: () => service.close(), token };
}
function readOrCreateToken(path) {
    try {
        return (0,external_node_fs_.readFileSync)(path, 'utf8').trim();
    }
    catch (error) {
        if (error.code !== 'ENOENT')
            throw error;
    }
    const token = (0,external_node_crypto_.randomBytes)(32).toString('base64url');
    try {
        // 'wx': when two steps race, the first one's token wins and the other reads it.
        (0,external_node_fs_.writeFileSync)(path, `${token}\n`, { mode: 0o600, flag: 'wx' });
        return token;
    }
    catch (error) {
        if (error.code !== 'EEXIST')
            throw error;
        return (0,external_node_fs_.readFileSync)(path, 'utf8').trim();
    }
}


/***/ })

};
