/**
 * One typed function per endpoint of `spec/page-selector-service.md` (table
 * "Endpoints", numbered as there), plus what issue 2 and the reference service add:
 * the lists, GET of a page state or resource, label and explain. Each line says the method, the path, the time limit, and
 * whether the call is safe to repeat; `http.ts` does the rest.
 */
import type {
  PageQuery,
  PageResource,
  PageResourceCreate,
  PageResourceReconcile,
  PageResourceReconcileCreate,
  PageSelector,
  PageSelectorCreate,
  PageSelectorExplanation,
  PageSelectorLabel,
  PageState,
  PageStateCreate,
  SearchPage,
  Session,
  SessionCreate,
  SessionStatus,
} from '../api/types.ts';
import { createTransport, type Call, type RetryEvent, type Shape } from './http.ts';
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from './retry.ts';

export interface ClientOptions {
  /** Service address; may carry a path prefix: `https://host/api/v1` -> `https://host/api/v1/session`. */
  baseUrl: string;
  token: string;
  timeouts?: {
    /** Opening a connection. Default 10 s. */
    connectMs?: number;
    /** Every call but predict: the whole answer of one try, headers and body. Default 30 s. */
    defaultMs?: number;
    /** Predict, which the spec says takes 1 s to 1 min. Default 120 s. */
    predictMs?: number;
  };
  /** Only calls safe to repeat are ever retried (GETs, reconcile, ping); see `retry.ts`. */
  retry?: Partial<RetryPolicy>;
  userAgent?: string;
  /** Largest answer accepted, in bytes. Default 64 MiB: a wrong base URL must not fill memory. */
  maxResponseBytes?: number;
  /** Told before each retry, e.g. to log it. */
  onRetry?: (event: RetryEvent) => void;
}

export interface PageSelectorClient {
  /** Origin plus path prefix, without a trailing slash. */
  readonly baseUrl: string;
  createSession(body: SessionCreate): Promise<Session>;
  getSession(id: string): Promise<Session>;
  pingSession(id: string): Promise<SessionStatus>;
  endSession(id: string): Promise<SessionStatus>;
  listSessions(query?: PageQuery): Promise<SearchPage<Session>>;
  createPageResource(body: PageResourceCreate): Promise<PageResource>;
  reconcilePageResource(body: PageResourceReconcileCreate): Promise<PageResourceReconcile>;
  getPageResource(id: string): Promise<PageResource>;
  listPageResources(query?: PageQuery & { page_state_id?: string }): Promise<SearchPage<PageResource>>;
  createPageState(body: PageStateCreate): Promise<PageState>;
  getPageState(id: string): Promise<PageState>;
  listPageStates(query: PageQuery & { session_id: string }): Promise<SearchPage<PageState>>;
  train(body: PageSelectorCreate): Promise<PageSelector>;
  predict(body: PageSelectorCreate): Promise<PageSelector>;
  getPageSelector(id: string): Promise<PageSelector>;
  listPageSelectors(
    query: PageQuery & { session_id?: string; page_state_id?: string },
  ): Promise<SearchPage<PageSelector>>;
  labelPageSelector(id: string, body: PageSelectorLabel): Promise<PageSelector>;
  explainPageSelector(id: string): Promise<PageSelectorExplanation>;
  /** Closes the keep-alive connections; later calls fail with a ConnectionError. */
  close(): Promise<void>;
}

export const DEFAULT_TIMEOUTS = { connectMs: 10_000, defaultMs: 30_000, predictMs: 120_000 } as const;
export const DEFAULT_MAX_RESPONSE_BYTES = 64 * 1024 * 1024;
export const DEFAULT_USER_AGENT = `page-selector-client (node ${process.version})`;

/**
 * What each answer must carry for the check pipeline to use it (the spec's response tables).
 * Ping and end have no shape: the spec leaves their body unspecified.
 */
const SHAPES = {
  session: { id: 'string', session_name: 'string' },
  withId: { id: 'string' },
  reconcile: { found: 'boolean' },
  selector: { id: 'string', selected_identifiers: 'array', selected_xpaths: 'array' },
  search: { count: 'number', items: 'array' },
} as const satisfies Record<string, Shape>;

export function createClient(options: ClientOptions): PageSelectorClient {
  const timeouts = { ...DEFAULT_TIMEOUTS, ...definedOnly(options.timeouts ?? {}) };
  const retry = { ...DEFAULT_RETRY_POLICY, ...definedOnly(options.retry ?? {}) };
  for (const [name, value] of Object.entries(timeouts)) requirePositive(`timeouts.${name}`, value);
  for (const [name, value] of Object.entries(retry)) requirePositive(`retry.${name}`, value, name !== 'attempts');
  if (options.maxResponseBytes !== undefined) requirePositive('maxResponseBytes', options.maxResponseBytes);
  if (!Number.isInteger(retry.attempts)) throw new Error(`retry.attempts must be a whole number, got ${retry.attempts}`);
  const transport = createTransport({
    baseUrl: options.baseUrl,
    token: options.token,
    connectMs: timeouts.connectMs,
    userAgent: options.userAgent ?? DEFAULT_USER_AGENT,
    retry,
    maxResponseBytes: options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES,
    onRetry: options.onRetry,
  });

  /** A read: retried on transient failures. */
  const get = <T>(path: string, shape: Shape, query?: Call['query']): Promise<T> =>
    transport.send<T>({ method: 'GET', path, query, timeoutMs: timeouts.defaultMs, safeToRepeat: true, shape });
  /** A write: sent once and never repeated, so the service never sees it twice. */
  const write = <T>(path: string, body: unknown, shape?: Shape, timeoutMs: number = timeouts.defaultMs): Promise<T> =>
    transport.send<T>({ method: 'POST', path, body, timeoutMs, safeToRepeat: false, ...(shape && { shape }) });
  /** A POST the service can see twice without harm: retried like a read. */
  const repeatablePost = <T>(path: string, body: unknown, shape?: Shape): Promise<T> =>
    transport.send<T>({ method: 'POST', path, body, timeoutMs: timeouts.defaultMs, safeToRepeat: true, ...(shape && { shape }) });
  const id = (value: string): string => encodeURIComponent(value);

  return {
    baseUrl: transport.baseUrl,
    // 4, 5, 6, 7: sessions. A ping only keeps an open session open, so repeating it is harmless.
    createSession: (body) => write('/session', body, SHAPES.session),
    getSession: (sessionId) => get(`/session/${id(sessionId)}`, SHAPES.session),
    pingSession: (sessionId) => repeatablePost(`/session/${id(sessionId)}/ping`, {}),
    endSession: (sessionId) => write(`/session/${id(sessionId)}/end`, {}),
    listSessions: (query = {}) => get('/session/', SHAPES.search, pageQuery(query)),
    // 8, 9: resources. Reconcile only looks, so it may be repeated.
    createPageResource: (body) => write('/page_resource/', body, SHAPES.withId),
    reconcilePageResource: (body) => repeatablePost('/page_resource/reconcile', body, SHAPES.reconcile),
    getPageResource: (resourceId) => get(`/page_resource/${id(resourceId)}`, SHAPES.withId),
    listPageResources: (query = {}) => get('/page_resource/', SHAPES.search, { ...pageQuery(query), page_state_id: query.page_state_id }),
    // 10: page states.
    createPageState: (body) => write('/page_state/', body, SHAPES.withId),
    getPageState: (pageStateId) => get(`/page_state/${id(pageStateId)}`, SHAPES.withId),
    listPageStates: (query) => get('/page_state/', SHAPES.search, { ...pageQuery(query), session_id: query.session_id }),
    // 1, 2, 3: selectors. Train and predict both create a selector, so neither is repeated.
    train: (body) => write('/page_selector/train', body, SHAPES.selector),
    predict: (body) => write('/page_selector/predict', body, SHAPES.selector, timeouts.predictMs),
    getPageSelector: (selectorId) => get(`/page_selector/${id(selectorId)}`, SHAPES.selector),
    listPageSelectors: (query) =>
      get('/page_selector/', SHAPES.search, { ...pageQuery(query), session_id: query.session_id, page_state_id: query.page_state_id }),
    labelPageSelector: (selectorId, body) => write(`/page_selector/${id(selectorId)}/label`, body, SHAPES.selector),
    explainPageSelector: (selectorId) => get(`/page_selector/${id(selectorId)}/explain`, SHAPES.selector),
    close: () => transport.close(),
  };
}

function pageQuery(query: PageQuery): Call['query'] {
  return { skip: query.skip, limit: query.limit };
}

function requirePositive(name: string, value: number, zeroAllowed = false): void {
  const ok = Number.isFinite(value) && (zeroAllowed ? value >= 0 : value > 0);
  if (!ok) throw new Error(`${name} must be a ${zeroAllowed ? 'non-negative' : 'positive'} number of the given unit, got ${value}`);
}

/** `{ a: undefined }` must not override a default when spread. */
function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
