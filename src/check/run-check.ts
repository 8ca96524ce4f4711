/**
 * The check pipeline, end to end: manifest -> plan -> reconcile -> upload -> predict ->
 * compare -> report. Shared by the Action's main step and `page-selector check`; both pass
 * in a client, a session and a log, and decide themselves what to do with the report.
 *
 * Failure policy:
 * - a bad manifest throws `ManifestError` before anything is uploaded;
 * - a service that cannot be reached, rejects the token or has closed the session throws
 *   `CheckAbortedError` with one clear message: nothing later could succeed;
 * - anything else that goes wrong for one selector (or one snapshot) becomes that selector's
 *   `error` status and the run goes on.
 */
import path from 'node:path';
import type { PageSelectorClient } from '../client/index.ts';
import { ApiError, ConnectionError, TimeoutError } from '../client/index.ts';
import { isMatch } from './compare.ts';
import { driftOf } from './drift.ts';
import { loadManifest, type LoadedManifest, type PlannedSelector } from './load.ts';
import { commonFolder, planUploads, type PlannedResource, type UploadPlan } from './plan.ts';
import { DEFAULT_CONCURRENCY, mapLimit, progress } from './pool.ts';
import type { Baseline, CandidateSummary, CheckLog, CheckReport, ElementSet, SelectorResult, Totals, UploadStats } from './types.ts';

export interface CheckOptions {
  manifestPath: string;
  client: PageSelectorClient;
  sessionId: string;
  baseUrl: string;
  /** Calls in flight at once, for uploads and for predict. Default 8. */
  concurrency: number;
  baseline: Baseline | null;
  log: CheckLog;
  /** How often the session is pinged while the run works. Default 30 s. */
  pingIntervalMs?: number;
  /** The manifest, when the caller has loaded it already (`loadManifest(manifestPath)`): not read and indexed twice. */
  loaded?: LoadedManifest;
}

export const DEFAULT_PING_INTERVAL_MS = 30_000;
/** Annotations at manifest lines (issue 3: "annotates the first 10 mismatches"); warnings are capped alike. */
export const MAX_ANNOTATIONS = 10;

/** The service cannot go on with this run: unreachable, the token refused, or the session no longer open. */
export class CheckAbortedError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CheckAbortedError';
  }
}

export async function runCheck(options: CheckOptions): Promise<CheckReport> {
  const startedAt = new Date();
  const started = performance.now();
  const { client, sessionId, log } = options;
  const concurrency = Math.max(1, Math.floor(options.concurrency) || DEFAULT_CONCURRENCY);

  const { loaded, plan, warnings } = await log.group('Load the manifest', async () => {
    const loaded = options.loaded ?? (await loadManifest(options.manifestPath));
    const root = commonFolder([path.dirname(path.resolve(options.manifestPath)), ...loaded.snapshots.flatMap((s) => [s.folder, s.resourcesFolder ?? s.folder])]);
    const plan = await planUploads(loaded.snapshots, { root });
    log.info(`${loaded.snapshots.length} snapshot(s), ${loaded.selectors.length} selector(s), ${plan.resources.length} resource(s) in ${options.manifestPath}`);
    const warnings = [...loaded.warnings, ...plan.warnings];
    // Every warning is in the report; the log shows the first few (the runner keeps only ~10 annotations a step anyway).
    for (const warning of warnings.slice(0, MAX_ANNOTATIONS)) log.warning(warning);
    if (warnings.length > MAX_ANNOTATIONS) log.info(`${warnings.length - MAX_ANNOTATIONS} more warning(s) are in the report`);
    return { loaded, plan, warnings };
  });

  const stopPinging = keepAlive(client, sessionId, options.pingIntervalMs ?? DEFAULT_PING_INTERVAL_MS, log);
  try {
    const { pageStates, stats, failedSnapshots } = await log.group('Upload snapshots and resources', () =>
      upload(client, sessionId, plan, concurrency, log),
    );
    const results = await log.group(`Predict ${loaded.selectors.length} selector(s)`, () =>
      predictAll(client, sessionId, loaded.selectors, pageStates, failedSnapshots, options.baseline, concurrency, log),
    );
    annotate(results, log);
    return {
      version: 1,
      manifest: options.manifestPath,
      session_id: sessionId,
      base_url: options.baseUrl,
      started_at: startedAt.toISOString(),
      duration_ms: Math.round(performance.now() - started),
      totals: totalsOf(results),
      uploads: stats,
      warnings,
      selectors: results,
    };
  } finally {
    stopPinging();
  }
}

/** Spec "States and transitions": a session with no ping for a while is closed, so ping while working. */
function keepAlive(client: PageSelectorClient, sessionId: string, intervalMs: number, log: CheckLog): () => void {
  let warned = false;
  let stopped = false;
  const timer = setInterval(() => {
    client.pingSession(sessionId).catch((error: unknown) => {
      // A ping still in flight when the run ends may fail as the caller closes the client: not news.
      if (!warned && !stopped) log.warning(`could not ping session ${sessionId}: ${messageOf(error)}`);
      warned = true;
    });
  }, intervalMs);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}

interface UploadOutcome {
  /** Snapshot id -> page state id. */
  pageStates: Map<string, string>;
  stats: UploadStats;
  /** Snapshot id -> why its page state could not be created. */
  failedSnapshots: Map<string, string>;
}

async function upload(client: PageSelectorClient, sessionId: string, plan: UploadPlan, concurrency: number, log: CheckLog): Promise<UploadOutcome> {
  const stats: UploadStats = { resources: plan.resources.length, reused: 0, uploaded: 0, uploaded_bytes: 0, page_states: 0 };
  const resourceIds = new Map<string, string>();
  const tick = progress(plan.resources.length, (done, total) => log.info(`resources ${done}/${total}`));

  // Reconcile first; upload only what the service does not have (spec, endpoint 9).
  await mapLimit(plan.resources, concurrency, async (resource) => {
    try {
      const id = await reconcileOrUpload(client, resource, stats);
      resourceIds.set(resource.key, id);
    } catch (error) {
      rethrowIfFatal(error, client.baseUrl);
      log.warning(`resource ${resource.url} (${resource.file}) was not uploaded: ${messageOf(error)}`);
    }
    tick();
  });
  log.info(`resources: ${stats.resources} referenced, ${stats.reused} already on the service, ${stats.uploaded} uploaded (${stats.uploaded_bytes} bytes)`);

  const pageStates = new Map<string, string>();
  const failedSnapshots = new Map<string, string>();
  await mapLimit(plan.snapshots, concurrency, async ({ snapshot, resourceKeys }) => {
    try {
      const state = await client.createPageState({
        url: snapshot.url,
        content: snapshot.html,
        field_values: snapshot.fieldValues,
        session_id: sessionId,
        allowed_resource_ids: unique(resourceKeys.map((key) => resourceIds.get(key)).filter((id): id is string => id !== undefined)),
      });
      pageStates.set(snapshot.id, state.id);
      stats.page_states++;
    } catch (error) {
      rethrowIfFatal(error, client.baseUrl);
      const message = `snapshot "${snapshot.id}" (${snapshot.file}) could not be uploaded: ${messageOf(error)}`;
      failedSnapshots.set(snapshot.id, message);
      log.error(message, snapshot.positions.file);
    }
  });
  log.info(`page states: ${stats.page_states} of ${plan.snapshots.length} uploaded`);
  return { pageStates, stats, failedSnapshots };
}

async function reconcileOrUpload(client: PageSelectorClient, resource: PlannedResource, stats: UploadStats): Promise<string> {
  const reconciled = await client.reconcilePageResource({ url: resource.url, hash: resource.hash });
  // The spec's sample answers `found: true` with `page_resources: null`; without an id to
  // allow, uploading again is the only way to attach it (the service stores identical content once).
  if (reconciled.found && reconciled.page_resources) {
    stats.reused++;
    return reconciled.page_resources.id;
  }
  const created = await client.createPageResource({
    url: resource.url,
    resource_type: resource.resource_type,
    content_type: resource.content_type,
    content: resource.content,
  });
  stats.uploaded++;
  stats.uploaded_bytes += resource.bytes;
  return created.id;
}

async function predictAll(
  client: PageSelectorClient,
  sessionId: string,
  selectors: readonly PlannedSelector[],
  pageStates: Map<string, string>,
  failedSnapshots: Map<string, string>,
  baseline: Baseline | null,
  concurrency: number,
  log: CheckLog,
): Promise<SelectorResult[]> {
  const tick = progress(selectors.length, (done, total) => log.info(`predict ${done}/${total}`));
  return mapLimit(selectors, concurrency, async (selector) => {
    const result = await predictOne(client, sessionId, selector, pageStates, failedSnapshots, baseline);
    tick();
    return result;
  });
}

async function predictOne(
  client: PageSelectorClient,
  sessionId: string,
  selector: PlannedSelector,
  pageStates: Map<string, string>,
  failedSnapshots: Map<string, string>,
  baseline: Baseline | null,
): Promise<SelectorResult> {
  const base = {
    name: selector.name,
    snapshot: selector.snapshot,
    text: selector.text,
    position: selector.position,
    expected: selector.expected,
    baseline: baseline && Object.hasOwn(baseline, selector.name) ? (baseline[selector.name] ?? null) : null,
    candidates: [] as CandidateSummary[],
  };
  const empty: ElementSet = { identifiers: [], xpaths: [] };
  const pageStateId = pageStates.get(selector.snapshot);
  if (pageStateId === undefined) {
    const message = failedSnapshots.get(selector.snapshot) ?? `snapshot "${selector.snapshot}" was not uploaded`;
    return { ...base, status: 'error', drift: 'unknown', got: empty, page_selector_id: null, duration_ms: 0, message };
  }
  const started = performance.now();
  try {
    const answer = await client.predict({ text: selector.text, session_id: sessionId, page_state_id: pageStateId });
    const got: ElementSet = { identifiers: answer.selected_identifiers, xpaths: answer.selected_xpaths };
    const pass = isMatch(selector.kind, selector.expected, got);
    const candidates = pass ? [] : await explainCandidates(client, answer.id);
    return {
      ...base,
      candidates,
      status: pass ? 'pass' : 'mismatch',
      drift: driftOf(got, baseline, selector.name),
      got,
      page_selector_id: answer.id,
      duration_ms: Math.round(performance.now() - started),
      message: pass ? '' : describeMismatch(selector, got, candidates),
    };
  } catch (error) {
    rethrowIfFatal(error, client.baseUrl);
    return {
      ...base,
      status: 'error',
      drift: 'unknown',
      got: empty,
      page_selector_id: null,
      duration_ms: Math.round(performance.now() - started),
      message: `predict failed: ${messageOf(error)}`,
    };
  }
}

/** How many explain candidates a mismatch keeps in the report. */
const REPORTED_CANDIDATES = 3;

/**
 * A mismatch is easier to fix when the report says what the description came closest to.
 * Explain is our extension of the spec; a service without it (404, 405) just gives no candidates.
 */
async function explainCandidates(client: PageSelectorClient, pageSelectorId: string): Promise<CandidateSummary[]> {
  try {
    const explanation = await client.explainPageSelector(pageSelectorId);
    return explanation.candidates.slice(0, REPORTED_CANDIDATES).map(({ identifier, xpath, role, name, score }) => ({ identifier, xpath, role, name, score }));
  } catch (error) {
    rethrowIfFatal(error, client.baseUrl);
    return [];
  }
}

function describeMismatch(selector: PlannedSelector, got: ElementSet, candidates: readonly CandidateSummary[]): string {
  const show = (set: ElementSet): string => {
    if (set.identifiers.length === 0 && set.xpaths.length === 0) return 'nothing';
    const items = selector.kind === 'xpath' || set.identifiers.length === 0 ? set.xpaths : set.identifiers;
    return items.join(', ');
  };
  const best = candidates[0];
  const closest = best ? `; closest candidate: ${best.role || 'element'} "${best.name}" at ${best.xpath} (score ${best.score.toFixed(2)})` : '';
  return `"${selector.text}" on ${selector.snapshot}: expected ${show(selector.expected)}, got ${show(got)}${closest}`;
}

function annotate(results: readonly SelectorResult[], log: CheckLog): void {
  const failed = results.filter((r) => r.status !== 'pass');
  for (const result of failed.slice(0, MAX_ANNOTATIONS)) {
    log.error(`selector "${result.name}" ${result.status === 'mismatch' ? 'mismatch' : 'error'}: ${result.message}`, result.position);
  }
  if (failed.length > MAX_ANNOTATIONS) log.info(`${failed.length - MAX_ANNOTATIONS} more failing selector(s) are in the report`);
}

export function totalsOf(results: readonly SelectorResult[]): Totals {
  const count = (predicate: (r: SelectorResult) => boolean): number => results.filter(predicate).length;
  return {
    total: results.length,
    passed: count((r) => r.status === 'pass'),
    mismatched: count((r) => r.status === 'mismatch'),
    errored: count((r) => r.status === 'error'),
    drifted: count((r) => r.drift === 'moved' || r.drift === 'changed'),
  };
}

/**
 * Errors after which no later call can succeed: no connection, the token refused, the
 * session gone or no longer open. These end the run with one message.
 */
function rethrowIfFatal(error: unknown, baseUrl: string): void {
  if (error instanceof ConnectionError) throw new CheckAbortedError(error.message, { cause: error });
  if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
    throw new CheckAbortedError(`${error.message} [service ${baseUrl}]`, { cause: error });
  }
  if (error instanceof ApiError && error.status === 409) {
    throw new CheckAbortedError(`the session is no longer open, so nothing more can be uploaded: ${error.message}`, { cause: error });
  }
  if (error instanceof TimeoutError && error.phase === 'connect') throw new CheckAbortedError(error.message, { cause: error });
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}
