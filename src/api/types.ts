/**
 * Wire types of the Page-Selector service, exactly as `spec/page-selector-service.md`
 * names them (snake_case on the wire). The service validates against these and the
 * client returns them. Besides them this folder holds only what the spec itself defines
 * for both sides: the reconcile hash (`reconcile-hash.ts`).
 */

export type ResourceType = 'stylesheet' | 'script' | 'image' | 'document' | 'font';
export const RESOURCE_TYPES: readonly ResourceType[] = ['stylesheet', 'script', 'image', 'document', 'font'];

/** SessionCreate (request). */
export interface SessionCreate {
  workflow_name: string;
  is_training: boolean;
}

/** Session (response). */
export interface Session {
  id: string;
  session_name: string;
  is_training: boolean;
  workflow_id: string;
}

/**
 * Body of ping and end (the spec leaves it unspecified; this is ours, documented in the README).
 * `state` is where the session is now and `state_since` when it got there (ISO 8601).
 */
export type SessionState = 'open' | 'ended' | 'closed';
export interface SessionStatus {
  id: string;
  state: SessionState;
  state_since: string;
  /** When an open session closes unless pinged again; null once it is no longer open. */
  expires_at: string | null;
}

/** PageSelectorCreate (request of train and predict). */
export interface PageSelectorCreate {
  text: string;
  session_id: string;
  page_state_id: string;
}

/** PageSelector (response). */
export interface PageSelector {
  id: string;
  text: string;
  session_id: string;
  page_state_id: string;
  selected_identifiers: string[];
  selected_xpaths: string[];
}

/** Body of `POST /page_selector/{id}/label` (ours: what the labelling console sends). Exactly one key. */
export type PageSelectorLabel = { identifiers: string[] } | { xpaths: string[] };

/** One candidate of `GET /page_selector/{id}/explain` (ours). */
export interface ExplainCandidate {
  identifier: string;
  xpath: string;
  score: number;
  /** The features that decided the score, by name, with their contribution. */
  features: Record<string, number>;
  tag: string;
  role: string;
  name: string;
}
export interface PageSelectorExplanation {
  id: string;
  text: string;
  /** Which path answered: a labelled example re-identified, or the description alone. */
  source: 'label' | 'description';
  selected_identifiers: string[];
  selected_xpaths: string[];
  candidates: ExplainCandidate[];
}

/** PageResourceCreate (request). */
export interface PageResourceCreate {
  url: string;
  resource_type: ResourceType;
  content_type: string;
  /** base64 of the bytes */
  content: string;
}

/** PageResource (response). */
export interface PageResource {
  id: string;
  url: string;
  resource_type: ResourceType;
}

/** PageResourceReconcileCreate (request). `hash` is md5 (hex) of the base64 text. */
export interface PageResourceReconcileCreate {
  url: string;
  hash: string;
}

/** PageResourceReconcile (response). */
export interface PageResourceReconcile {
  url: string;
  hash: string;
  found: boolean;
  page_resources: PageResource | null;
}

/** FieldValue. */
export interface FieldValue {
  identifier: string;
  value: string | null;
  checked: boolean | null;
}

/** PageStateCreate (request). */
export interface PageStateCreate {
  url: string;
  content: string;
  field_values: FieldValue[];
  session_id: string;
  allowed_resource_ids: string[];
  auto_resolve_resources?: boolean;
}

/** PageState (response). No content, on purpose. */
export interface PageState {
  id: string;
  url: string;
  field_values: FieldValue[];
  session_id: string;
}

/** The spec's Search payload, returned by every list endpoint. */
export interface SearchPage<T> {
  count: number;
  limit: number;
  skip: number;
  items: T[];
}

export interface PageQuery {
  skip?: number;
  limit?: number;
}

/** Error bodies follow FastAPI's conventions. */
export interface ValidationIssue {
  loc: (string | number)[];
  msg: string;
  type: string;
}
export interface ErrorBody {
  detail: string | ValidationIssue[];
}

export const DEFAULT_PAGE_LIMIT = 10;
export const MAX_PAGE_LIMIT = 100;
