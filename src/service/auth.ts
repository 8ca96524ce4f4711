/**
 * Bearer-token authentication. Tokens are compared in constant time on fixed-length
 * digests (so neither the content nor the length leaks through timing), and rows are
 * owned by a fingerprint of the token: the database never holds a token.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

export class TokenRing {
  readonly #digests: Buffer[];

  constructor(tokens: readonly string[]) {
    if (tokens.length === 0) throw new Error('at least one token is required');
    this.#digests = tokens.map(digest);
  }

  /**
   * The owner fingerprint for an `authorization` header value, or undefined when it does
   * not carry one of the configured tokens. Every configured token is compared, match or not.
   */
  owner(authorization: string | undefined): string | undefined {
    const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(authorization ?? '');
    if (!match) return undefined;
    const presented = digest(match[1]!);
    let found = false;
    for (const known of this.#digests) found = timingSafeEqual(presented, known) || found;
    return found ? tokenFingerprint(match[1]!) : undefined;
  }
}

function digest(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}

/** What the database stores as the owner of a row: a hash, never the token itself. */
export function tokenFingerprint(token: string): string {
  return createHash('sha256').update(`page-selector owner\0${token}`, 'utf8').digest('hex');
}
