/**
 * Request validation. Each reader checks a decoded JSON body against one spec request
 * table and either returns a typed value or throws a 422 listing every problem, with
 * pydantic's `type` names so clients written for FastAPI services understand them.
 * Unknown fields are ignored, as FastAPI does by default.
 */
import {
  DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT, RESOURCE_TYPES,
  type FieldValue, type PageResourceCreate, type PageResourceReconcileCreate, type PageSelectorCreate,
  type PageSelectorLabel, type PageStateCreate, type SessionCreate, type ValidationIssue,
} from '../api/types.ts';
import { invalid } from './errors.ts';

type Loc = (string | number)[];

/**
 * A rule for text that outlives the request: the message tail for the first character the
 * stored value cannot carry, or undefined when the text is fine.
 */
type TextRule = (text: string) => string | undefined;

/**
 * Content-Type is written back as a response header (`GET /page_resource/{id}/content`). Node
 * will not write a header value with a C0 control other than tab, with DEL, or with anything
 * above U+00FF, so such a value would be acknowledged now and answer 500 on every read. C1
 * controls (U+0080-U+009F) are refused too: no server sends them.
 */
const NOT_IN_HEADER_VALUE = /[^\t\x20-\x7e\xa0-\xff]/;

/**
 * Urls and names never hold control characters (a browser's URL serialiser percent-encodes
 * them), and an unpaired UTF-16 surrogate cannot be stored as UTF-8: SQLite would keep U+FFFD,
 * so later reads would differ from what was acknowledged.
 */
const NOT_IN_STORED_TEXT = /[\x00-\x1f\x7f-\x9f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const HEADER_VALUE: TextRule = (text) => {
  const found = describeFirst(text, NOT_IN_HEADER_VALUE);
  return found && `must be a single header value such as "text/css; charset=utf-8"; it has ${found}. Send the Content-Type the resource was served with, without line breaks or control characters`;
};

const URL_TEXT: TextRule = (text) => {
  const found = describeFirst(text, NOT_IN_STORED_TEXT);
  return found && `must be a URL as a browser serialises it, with control characters percent-encoded; it has ${found}. Send the resolved URL (new URL(reference, base).href)`;
};

const NAME_TEXT: TextRule = (text) => {
  const found = describeFirst(text, NOT_IN_STORED_TEXT);
  return found && `must be a machine name without control characters; it has ${found}`;
};

const CHARACTER_NAMES: Record<number, string> = { 0x00: 'NUL', 0x09: 'tab', 0x0a: 'line feed', 0x0d: 'carriage return', 0x7f: 'DEL' };

/** "U+000D (carriage return) after "text/css"" for the first character `pattern` finds. */
function describeFirst(text: string, pattern: RegExp): string | undefined {
  const match = pattern.exec(text);
  if (!match) return undefined;
  const code = text.codePointAt(match.index)!;
  const hex = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  const what = code >= 0xd800 && code <= 0xdfff ? `${hex} (an unpaired UTF-16 surrogate, which would be stored as U+FFFD)`
    : code > 0xff ? `${hex}, which a header cannot carry,`
    : `${hex} (${CHARACTER_NAMES[code] ?? 'a control character'})`;
  const before = text.slice(Math.max(0, match.index - 40), match.index);
  return match.index === 0 ? `${what} at the start` : `${what} after ${JSON.stringify(before)}`;
}

/** Whether a stored content type can be written as a response header as it is. */
export function isHeaderValue(text: string): boolean {
  return !NOT_IN_HEADER_VALUE.test(text);
}

/** Collects issues while reading fields, then throws them all at once. */
class Reader {
  readonly issues: ValidationIssue[] = [];

  object(value: unknown, loc: Loc): Record<string, unknown> | undefined {
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
    this.issues.push({ loc, msg: 'Input should be a valid dictionary or object to extract fields from', type: 'model_attributes_type' });
    return undefined;
  }

  string(body: Record<string, unknown>, field: string, loc: Loc, options: { nonEmpty?: boolean; rule?: TextRule } = {}): string {
    const value = body[field];
    if (value === undefined) return this.#missing([...loc, field], '');
    if (typeof value !== 'string') return this.#add([...loc, field], 'Input should be a valid string', 'string_type', '');
    if (options.nonEmpty && value.trim() === '') return this.#add([...loc, field], 'String should have at least 1 character', 'string_too_short', '');
    const problem = options.rule?.(value);
    if (problem) return this.#add([...loc, field], `${field} ${problem}`, 'string_pattern_mismatch', '');
    return value;
  }

  boolean(body: Record<string, unknown>, field: string, loc: Loc, fallback?: boolean): boolean {
    const value = body[field];
    if (value === undefined && fallback !== undefined) return fallback;
    if (value === undefined) return this.#missing([...loc, field], false);
    if (typeof value !== 'boolean') return this.#add([...loc, field], 'Input should be a valid boolean', 'bool_type', false);
    return value;
  }

  stringArray(body: Record<string, unknown>, field: string, loc: Loc, fallback?: string[]): string[] {
    const value = body[field];
    if (value === undefined && fallback !== undefined) return fallback;
    if (value === undefined) return this.#missing([...loc, field], []);
    if (!Array.isArray(value)) return this.#add([...loc, field], 'Input should be a valid list', 'list_type', []);
    value.forEach((item, i) => {
      if (typeof item !== 'string') this.#add([...loc, field, i], 'Input should be a valid string', 'string_type', '');
    });
    return value.filter((item): item is string => typeof item === 'string');
  }

  #missing<T>(loc: Loc, fallback: T): T {
    return this.#add(loc, 'Field required', 'missing', fallback);
  }

  #add<T>(loc: Loc, msg: string, type: string, fallback: T): T {
    this.issues.push({ loc, msg, type });
    return fallback;
  }

  done(): void {
    if (this.issues.length) throw invalid(this.issues);
  }
}

const BODY: Loc = ['body'];

/** Reads a JSON object body with `read`, then throws every issue found, or returns what was read. */
function readBody<T>(value: unknown, read: (r: Reader, body: Record<string, unknown>) => T): T {
  const r = new Reader();
  const result = read(r, r.object(value, BODY) ?? {});
  r.done();
  return result;
}

/** SessionCreate. */
export function readSessionCreate(value: unknown): SessionCreate {
  return readBody(value, (r, body) => ({
    workflow_name: r.string(body, 'workflow_name', BODY, { nonEmpty: true, rule: NAME_TEXT }),
    is_training: r.boolean(body, 'is_training', BODY),
  }));
}

/** PageSelectorCreate (train and predict). */
export function readPageSelectorCreate(value: unknown): PageSelectorCreate {
  return readBody(value, (r, body) => ({
    text: r.string(body, 'text', BODY, { nonEmpty: true }),
    session_id: r.string(body, 'session_id', BODY),
    page_state_id: r.string(body, 'page_state_id', BODY),
  }));
}

/** PageResourceCreate. `content` is only checked to be a string here; decoding is the handler's job. */
export function readPageResourceCreate(value: unknown): PageResourceCreate {
  return readBody(value, (r, body) => {
    const url = r.string(body, 'url', BODY, { nonEmpty: true, rule: URL_TEXT });
    const resourceType = r.string(body, 'resource_type', BODY);
    if (typeof body.resource_type === 'string' && !RESOURCE_TYPES.includes(resourceType as never)) {
      r.issues.push({ loc: [...BODY, 'resource_type'], msg: `Input should be ${RESOURCE_TYPES.map((t) => `'${t}'`).join(', ')}`, type: 'enum' });
    }
    return {
      url,
      resource_type: resourceType as PageResourceCreate['resource_type'],
      content_type: r.string(body, 'content_type', BODY, { rule: HEADER_VALUE }),
      content: r.string(body, 'content', BODY),
    };
  });
}

/** PageResourceReconcileCreate. The hash is md5 hex (32 hex digits). */
export function readPageResourceReconcileCreate(value: unknown): PageResourceReconcileCreate {
  return readBody(value, (r, body) => {
    const result = { url: r.string(body, 'url', BODY, { nonEmpty: true, rule: URL_TEXT }), hash: r.string(body, 'hash', BODY) };
    if (typeof body.hash === 'string' && !/^[0-9a-fA-F]{32}$/.test(result.hash)) {
      r.issues.push({ loc: [...BODY, 'hash'], msg: 'hash must be the md5 (32 hex digits) of the base64 text of the content', type: 'string_pattern_mismatch' });
    }
    return result;
  });
}

/** PageStateCreate. `field_values` and `allowed_resource_ids` default to empty lists. */
export function readPageStateCreate(value: unknown): Required<PageStateCreate> {
  return readBody(value, (r, body) => ({
    url: r.string(body, 'url', BODY, { rule: URL_TEXT }),
    content: r.string(body, 'content', BODY),
    field_values: readFieldValues(r, body.field_values),
    session_id: r.string(body, 'session_id', BODY),
    allowed_resource_ids: r.stringArray(body, 'allowed_resource_ids', BODY, []),
    auto_resolve_resources: r.boolean(body, 'auto_resolve_resources', BODY, false),
  }));
}

function readFieldValues(r: Reader, value: unknown): FieldValue[] {
  if (value === undefined) return [];
  const loc: Loc = [...BODY, 'field_values'];
  if (!Array.isArray(value)) {
    r.issues.push({ loc, msg: 'Input should be a valid list', type: 'list_type' });
    return [];
  }
  const values: FieldValue[] = [];
  value.forEach((item, i) => {
    const entry = r.object(item, [...loc, i]);
    if (!entry) return;
    const identifier = r.string(entry, 'identifier', [...loc, i]);
    const fieldValue = entry.value ?? null;
    const checked = entry.checked ?? null;
    if (fieldValue !== null && typeof fieldValue !== 'string') r.issues.push({ loc: [...loc, i, 'value'], msg: 'Input should be a valid string', type: 'string_type' });
    if (checked !== null && typeof checked !== 'boolean') r.issues.push({ loc: [...loc, i, 'checked'], msg: 'Input should be a valid boolean', type: 'bool_type' });
    values.push({ identifier, value: typeof fieldValue === 'string' ? fieldValue : null, checked: typeof checked === 'boolean' ? checked : null });
  });
  return values;
}

/** PageSelectorLabel: exactly one of `identifiers` or `xpaths`, a non-empty list of strings. */
export function readPageSelectorLabel(value: unknown): PageSelectorLabel {
  return readBody(value, (r, body): PageSelectorLabel => {
    const keys = ['identifiers', 'xpaths'].filter((k) => body[k] !== undefined);
    if (keys.length !== 1) {
      r.issues.push({ loc: BODY, msg: 'Give exactly one of "identifiers" or "xpaths", a list of the elements that match', type: 'value_error' });
      r.done();
    }
    const key = keys[0] as 'identifiers' | 'xpaths';
    const list = r.stringArray(body, key, BODY);
    if (Array.isArray(body[key]) && list.length === 0) r.issues.push({ loc: [...BODY, key], msg: 'List should have at least 1 item', type: 'too_short' });
    return key === 'identifiers' ? { identifiers: list } : { xpaths: list };
  });
}

/** An empty JSON object (ping and end): anything else is ignored but must be an object when present. */
export function readEmptyObject(value: unknown): void {
  if (value !== undefined) readBody(value, () => undefined);
}

/** `skip` and `limit` of a list query: the spec's Pagination rules 1 and 2. */
export function readPageQuery(query: URLSearchParams): { skip: number; limit: number } {
  const issues: ValidationIssue[] = [];
  const read = (name: string, fallback: number, max?: number): number => {
    const raw = query.get(name);
    if (raw === null || raw === '') return fallback;
    if (!/^-?\d+$/.test(raw.trim())) {
      issues.push({ loc: ['query', name], msg: 'Input should be a valid integer, unable to parse string as an integer', type: 'int_parsing' });
      return fallback;
    }
    const value = Number(raw);
    // SQLite's LIMIT and OFFSET take 64-bit integers; past the exact doubles the bind would fail as a 500.
    const most = max ?? Number.MAX_SAFE_INTEGER;
    if (value < 0) issues.push({ loc: ['query', name], msg: 'Input should be greater than or equal to 0', type: 'greater_than_equal' });
    if (value > most) issues.push({ loc: ['query', name], msg: `Input should be less than or equal to ${most}`, type: 'less_than_equal' });
    return value;
  };
  const skip = read('skip', 0);
  const limit = read('limit', DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT);
  if (issues.length) throw invalid(issues);
  return { skip, limit };
}

/** An optional boolean query filter (`true`/`false`). */
export function readBooleanQuery(query: URLSearchParams, name: string): boolean | undefined {
  const raw = query.get(name);
  if (raw === null || raw === '') return undefined;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw invalid([{ loc: ['query', name], msg: 'Input should be a valid boolean, unable to interpret input', type: 'bool_parsing' }]);
}

/** Whether the text is standard base64 (padding optional). */
export function isBase64(text: string): boolean {
  return text.length % 4 !== 1 && /^[A-Za-z0-9+/]*={0,2}$/.test(text);
}

/** How many bytes valid base64 decodes to, known before decoding (so an oversized upload is refused unallocated). */
export function base64DecodedLength(text: string): number {
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  return Math.floor(((text.length - padding) * 3) / 4);
}
