/**
 * The session lifecycle (spec, "States and transitions"):
 *
 *   open --ping--> open            (keeps it open; resets the timeout)
 *   open --end--> ended            (an ended session cannot be restarted)
 *   open --no ping for the timeout--> closed   (the service assumes the pipeline quit)
 *
 * Expiry needs no timer: it is computed from the last ping whenever a session is read,
 * and written down the first time it is seen. So it holds across restarts, and for the
 * embedded service, which is not running between the Action's steps.
 */
import type { SessionState, SessionStatus } from '../api/types.ts';
import type { Context } from './context.ts';
import type { SessionRow, Store } from './database.ts';
import { HttpError, notFound } from './errors.ts';

/** The session as it is now: an open session whose last ping is older than the timeout is closed. */
function settle(store: Store, session: SessionRow, timeoutMs: number, now: number): SessionRow {
  if (session.state !== 'open') return session;
  const closesAt = session.last_ping_at + timeoutMs;
  if (now < closesAt) return session;
  store.setSessionState(session.id, 'closed', closesAt);
  return { ...session, state: 'closed', state_since: closesAt };
}

export function findSession(context: Context, id: string): SessionRow {
  const { store, settings } = context.shared;
  const session = store.getSession(context.owner, id);
  if (!session) throw notFound('session', id);
  return settle(store, session, settings.sessionTimeoutMs, context.now);
}

/** The session, when it still takes writes; a 409 saying which state it is in and since when otherwise. */
export function requireOpen(context: Context, id: string): SessionRow {
  const session = findSession(context, id);
  if (session.state !== 'open') throw notOpen(session);
  return session;
}

function notOpen(session: SessionRow): HttpError {
  const since = new Date(session.state_since).toISOString();
  const why: Record<Exclude<SessionState, 'open'>, string> = {
    ended: 'it was ended',
    closed: 'no ping arrived within the session timeout',
  };
  return new HttpError(409, `session ${session.id} is ${session.state} since ${since} (${why[session.state as Exclude<SessionState, 'open'>]}); an ended or closed session cannot be restarted, open a new one`);
}

/** Body of ping and end. */
export function sessionStatus(session: SessionRow, timeoutMs: number): SessionStatus {
  return {
    id: session.id,
    state: session.state,
    state_since: new Date(session.state_since).toISOString(),
    expires_at: session.state === 'open' ? new Date(session.last_ping_at + timeoutMs).toISOString() : null,
  };
}
