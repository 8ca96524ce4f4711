/** Spec endpoints 4-7 (session create, get, ping, end) and the session list. */
import type { Session } from '../../api/types.ts';
import type { SessionRow } from '../database.ts';
import { searchReply, type Context, type Route } from '../context.ts';
import { findSession, requireOpen, sessionStatus } from '../sessions.ts';
import { readBooleanQuery, readEmptyObject, readSessionCreate } from '../validate.ts';

function toSession(row: SessionRow): Session {
  return { id: row.id, session_name: row.session_name, is_training: row.is_training, workflow_id: row.workflow_id };
}

function timeout(context: Context): number {
  return context.shared.settings.sessionTimeoutMs;
}

export const sessionRoutes: Route[] = [
  {
    // 4. POST /session: SessionCreate -> Session. The workflow is created on first use of its name.
    method: 'POST',
    path: '/session',
    handle(context) {
      const body = readSessionCreate(context.body);
      const row = context.shared.store.createSession(context.owner, crypto.randomUUID(), body.workflow_name, body.is_training, context.now);
      return { json: toSession(row) };
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
      }, toSession);
    },
  },
  {
    // 5. GET /session/{session_id}
    method: 'GET',
    path: '/session/{session_id}',
    handle(context) {
      const row = findSession(context, context.params.session_id!);
      return { json: toSession(row) };
    },
  },
  {
    // 6. POST /session/{session_id}/ping: keeps an open session open; 409 once ended or closed.
    method: 'POST',
    path: '/session/{session_id}/ping',
    handle(context) {
      readEmptyObject(context.body);
      const row = requireOpen(context, context.params.session_id!);
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
      const row = requireOpen(context, context.params.session_id!);
      context.shared.store.setSessionState(row.id, 'ended', context.now);
      return { json: sessionStatus({ ...row, state: 'ended', state_since: context.now }, timeout(context)) };
    },
  },
];
