/**
 * Spec endpoints 1-3 (train, predict, get) and ours: the selector list, label and explain.
 *
 * Train records a description waiting for a person to label it in the console. Predict
 * answers at once from the engine; when a selector with the same text was labelled in a
 * training session of the same workflow, its element fingerprints go to the engine as
 * examples, so the label teaches later page states.
 */
import type { ExplainCandidate, PageSelector, PageSelectorExplanation, ValidationIssue } from '../../api/types.ts';
import { fingerprint, predict, type Candidate, type ElementFingerprint, type LabelledExample, type PageIndex } from '../../engine/index.ts';
import type { PageSelectorRow, PageStateRow, SessionRow } from '../database.ts';
import { searchReply, type Context, type Route } from '../context.ts';
import { invalid, invalidField, notFound } from '../errors.ts';
import { requireOpen } from '../sessions.ts';
import { readPageSelectorCreate, readPageSelectorLabel } from '../validate.ts';
import { findPageState, pageIndex } from './page-states.ts';

/** How many labelled selectors of the same text predict learns from, newest first. */
const MAX_EXAMPLES = 5;
const EXPLAIN_TOP = 10;

function toPageSelector(row: PageSelectorRow): PageSelector {
  return {
    id: row.id,
    text: row.text,
    session_id: row.session_id,
    page_state_id: row.page_state_id,
    selected_identifiers: row.selected_identifiers,
    selected_xpaths: row.selected_xpaths,
  };
}

function findSelector(context: Context): PageSelectorRow {
  const id = context.params.page_selector_id!;
  const row = context.shared.store.getPageSelector(context.owner, id);
  if (!row) throw notFound('page selector', id);
  return row;
}

/** The open session and its page state named by a PageSelectorCreate body. */
function selectorTarget(context: Context): { text: string; session: SessionRow; pageState: PageStateRow } {
  const body = readPageSelectorCreate(context.body);
  const session = requireOpen(context, body.session_id);
  const pageState = findPageState(context, body.page_state_id);
  if (pageState.session_id !== session.id) {
    throw invalidField(['body', 'page_state_id'], `page state ${pageState.id} belongs to session ${pageState.session_id}, not to session ${session.id}`);
  }
  return { text: body.text, session, pageState };
}

function examplesFor(context: Context, workflowId: string, text: string): LabelledExample[] {
  return context.shared.store.labelledExamples(context.owner, workflowId, text, MAX_EXAMPLES).map((fingerprints) => ({ text, fingerprints }));
}

export const pageSelectorRoutes: Route[] = [
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
      const prediction = predict(index, target.text, { examples: examplesFor(context, target.session.workflow_id, target.text), explainTop: EXPLAIN_TOP });
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
      const issues: ValidationIssue[] = [];
      const elements = wanted.map((value, i) => {
        const element = byIdentifiers ? index.byIdentifier(value) : index.byXPath(value);
        if (!element) issues.push({ loc: ['body', byIdentifiers ? 'identifiers' : 'xpaths', i], msg: `no element ${byIdentifiers ? 'with sl-identifier' : 'at xpath'} "${value}" in page state ${selector.page_state_id}`, type: 'not_found' });
        return element;
      });
      if (issues.length) throw invalid(issues);
      // The same element named twice (or by identifier and xpath alike) is one selection.
      const found = [...new Map(elements.filter((e) => e !== undefined).map((e) => [e.identifier, e])).values()];
      const fingerprints = found.map((e) => fingerprint(index, e.identifier)).filter((f): f is ElementFingerprint => f !== undefined);
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
      const explanation: PageSelectorExplanation = {
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
function candidatesNow(context: Context, selector: PageSelectorRow): Candidate[] {
  const index: PageIndex = pageIndex(context.shared, findPageState(context, selector.page_state_id));
  return predict(index, selector.text, { explainTop: EXPLAIN_TOP }).candidates;
}

function toExplainCandidate(c: Candidate): ExplainCandidate {
  return { identifier: c.identifier, xpath: c.xpath, score: c.score, features: c.features, tag: c.tag, role: c.role, name: c.name };
}
