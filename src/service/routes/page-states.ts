/** Spec endpoint 10 (page state create), the page state list, and what the console replays. */
import type { PageState, ValidationIssue } from '../../api/types.ts';
import { indexPage, type PageIndex } from '../../engine/index.ts';
import { autoResolveResources } from '../auto-resolve.ts';
import type { PageStateRow, Store } from '../database.ts';
import { searchReply, type Context, type Route, type Shared } from '../context.ts';
import { invalid, notFound } from '../errors.ts';
import { requireOpen } from '../sessions.ts';
import { readPageStateCreate } from '../validate.ts';

/** PageState as the spec's table has it: no content. */
function toPageState(row: PageStateRow): PageState {
  return { id: row.id, url: row.url, field_values: row.field_values, session_id: row.session_id };
}

export function findPageState(context: Context, id: string): PageStateRow {
  const row = context.shared.store.getPageState(context.owner, id);
  if (!row) throw notFound('page state', id);
  return row;
}

/** The engine's index of a stored page state, from the cache or built from the stored HTML. */
export function pageIndex(shared: Shared, row: PageStateRow): PageIndex {
  return shared.indexes.getOrBuild(row.id, () => indexPage(shared.store.getPageStateHtml(row)));
}

export const pageStateRoutes: Route[] = [
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
      const index = indexPage(body.content);
      checkFieldValues(index, body.field_values.map((f) => f.identifier));

      const row = store.createPageState(context.owner, {
        id: crypto.randomUUID(), session_id: body.session_id, url: body.url, field_values: body.field_values, html: body.content,
      }, [...new Set(body.allowed_resource_ids)], context.now);
      context.shared.indexes.set(row.id, index);
      if (body.auto_resolve_resources) {
        const { owner } = context;
        context.shared.background(`auto-resolve ${row.id}`, (signal) => autoResolveResources(context.shared, owner, row.id, body.url, body.content, signal));
      }
      return { json: toPageState(row) };
    },
  },
  {
    // List; `?session_id=` narrows to one session.
    method: 'GET',
    path: '/page_state',
    handle(context) {
      const filters = { session_id: context.query.get('session_id') ?? undefined };
      return searchReply(context, (skip, limit) => context.shared.store.listPageStates(context.owner, filters, skip, limit), toPageState);
    },
  },
  {
    method: 'GET',
    path: '/page_state/{page_state_id}',
    handle(context) {
      return { json: toPageState(findPageState(context, context.params.page_state_id!)) };
    },
  },
  {
    // The stored HTML, for the labelling console to replay in a sandboxed iframe. Served with
    // a `sandbox` CSP as well, so opening it directly never runs the page's scripts either.
    method: 'GET',
    path: '/page_state/{page_state_id}/content',
    handle(context) {
      const row = findPageState(context, context.params.page_state_id!);
      return {
        raw: context.shared.store.getPageStateHtml(row),
        contentType: 'text/html; charset=utf-8',
        headers: { 'content-security-policy': 'sandbox; default-src \'none\'; style-src \'unsafe-inline\'; img-src data:', 'x-content-type-options': 'nosniff' },
      };
    },
  },
];

function checkResourceIds(store: Store, owner: string, ids: string[]): void {
  const issues: ValidationIssue[] = [];
  ids.forEach((id, i) => {
    if (!store.getPageResource(owner, id)) {
      issues.push({ loc: ['body', 'allowed_resource_ids', i], msg: `page resource ${id} not found; upload it with POST /page_resource/ first`, type: 'not_found' });
    }
  });
  if (issues.length) throw invalid(issues);
}

function checkFieldValues(index: PageIndex, identifiers: string[]): void {
  const issues: ValidationIssue[] = [];
  identifiers.forEach((identifier, i) => {
    if (!index.byIdentifier(identifier)) {
      issues.push({ loc: ['body', 'field_values', i, 'identifier'], msg: `no element with sl-identifier "${identifier}" in content`, type: 'not_found' });
    }
  });
  if (issues.length) throw invalid(issues);
}
