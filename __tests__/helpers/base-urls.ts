/**
 * The base URLs every caller (client, Action input `base-url`, CLI `--base-url`) must judge
 * alike: one table, so the three cannot drift apart again.
 */

/** Accepted, with the address each caller goes on to use. */
export const ACCEPTED_BASE_URLS: Array<[given: string, used: string]> = [
  ['http://127.0.0.1:8787', 'http://127.0.0.1:8787'],
  ['https://ps.example.com/api/v1/', 'https://ps.example.com/api/v1'],
  ['HTTPS://PS.Example.com/api', 'https://ps.example.com/api'],
];

/** Refused, with the part of the message that says why (each caller puts its own name in front). */
export const REFUSED_BASE_URLS: Array<[given: string, why: string]> = [
  ['not a url', 'must be an http:// or https:// address, got "not a url"'],
  ['localhost:8787', 'must start with http:// or https://, got "localhost:"'],
  ['ftp://ps.example.com', 'must start with http:// or https://, got "ftp:"'],
  ['https://user:s3cret@ps.example.com', 'must not carry a user name or password'],
  // Unparseable (a space in the host), yet still holding a password that must not be echoed.
  ['https://user:s3cret@ps example.com', 'must be an http:// or https:// address, got "https://***@ps example.com"'],
  // ...whose password may hold "/", "@" or a space itself.
  ['https://user:s3/cret@ps example.com', 'must be an http:// or https:// address, got "https://***@ps example.com"'],
  ['https://user:p@s3cret@ps example.com', 'must be an http:// or https:// address, got "https://***@ps example.com"'],
  ['https://user:s3cret x@ps example.com', 'must be an http:// or https:// address, got "https://***@ps example.com"'],
  ['https://ps.example.com/api/?tenant=a', 'must not carry a query or fragment; give "https://ps.example.com/api"'],
  ['https://ps.example.com/api#v1', 'must not carry a query or fragment; give "https://ps.example.com/api"'],
];

/** Part of a refused URL that no message may repeat. */
export const BASE_URL_SECRET = 's3cret';
