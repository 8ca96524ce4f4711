/**
 * The one check of a service base URL, shared by the client, the Action and the CLI so all
 * three accept the same addresses. It returns why a URL is refused instead of a finished
 * message: each caller names what the user set (`baseUrl`, input `base-url`, `--base-url`).
 */

/** Why a base URL is refused. */
export type BaseUrlProblem =
  | { reason: 'not-a-url'; value: string }
  | { reason: 'not-http'; protocol: string }
  /** Carries nothing of the URL: its user name and password must never reach a log. */
  | { reason: 'credentials' }
  /** `usable` is the address without its query and fragment, which the client would drop. */
  | { reason: 'query-or-fragment'; usable: string };

export type BaseUrlCheck =
  /** `baseUrl` is `origin + prefix`: `https://host/api/v1/` -> `https://host` + `/api/v1`. */
  | { ok: true; baseUrl: string; origin: string; prefix: string }
  | { ok: false; problem: BaseUrlProblem };

export function checkBaseUrl(value: string): BaseUrlCheck {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    // Even unparseable, "user:secret@host" may hold a password, itself holding "/", "@" or a
    // space: everything up to the last "@" goes, so the message cannot repeat any of it.
    return { ok: false, problem: { reason: 'not-a-url', value: value.replace(/^([a-z][\w+.-]*:\/\/)?.*@/is, '$1***@') } };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, problem: { reason: 'not-http', protocol: url.protocol } };
  }
  if (url.username || url.password) return { ok: false, problem: { reason: 'credentials' } };
  const prefix = url.pathname.replace(/\/+$/, '');
  if (url.search || url.hash) {
    return { ok: false, problem: { reason: 'query-or-fragment', usable: url.origin + prefix } };
  }
  return { ok: true, baseUrl: url.origin + prefix, origin: url.origin, prefix };
}

/** Where the caller's user goes instead, in the caller's terms. */
export interface BaseUrlHints {
  /** Where the secret goes instead of the URL. */
  token: string;
  /** How to get the embedded default instead, where the caller has one. */
  embedded?: string;
}

/**
 * The problem as the rest of a sentence whose subject the caller writes (`Input "base-url" `,
 * `--base-url `).
 */
export function describeBaseUrlProblem(problem: BaseUrlProblem, hints: BaseUrlHints): string {
  switch (problem.reason) {
    case 'not-a-url':
      return `must be an http:// or https:// address, got "${problem.value}"${hints.embedded ? `; ${hints.embedded}` : ''}`;
    case 'not-http':
      return `must start with http:// or https://, got "${problem.protocol}"`;
    case 'credentials':
      return `must not carry a user name or password; ${hints.token}`;
    case 'query-or-fragment':
      return `must not carry a query or fragment; give "${problem.usable}"`;
  }
}
