/**
 * What a bearer token may be: one word of visible ASCII characters, as an
 * `authorization: Bearer <token>` header carries it (RFC 6750's b64token, loosely).
 * Dependency-free, so `serve` can check its flags without loading the HTTP client.
 */

/**
 * Why a bearer token cannot be sent, or null. Worded to follow the name the caller gives
 * the token ("--token", "the token"); it never echoes it. The one check for the client, the
 * CLI's --token, `serve`'s tokens and the Action's token input.
 */
export function tokenProblem(token: string): string | null {
  if (token.length === 0) return 'is empty';
  if (/^[\x21-\x7e]+$/.test(token)) return null;
  return /[\s\x00-\x1f\x7f]/.test(token) ? 'contains spaces or control characters' : 'contains characters other than visible ASCII';
}
