/**
 * Versioned schema migrations. `PRAGMA user_version` records how many steps a database
 * has applied; opening a database runs the missing steps in order, each in its own
 * transaction. Never edit a released step: append a new one.
 */
export const MIGRATIONS: readonly string[] = [
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
