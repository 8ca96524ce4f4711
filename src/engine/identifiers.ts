/**
 * sl-identifiers: the page's own `sl-identifier` attribute when it is non-empty, else one
 * generated from the element's ordinal (`sl-gen-<ordinal>`), so the same HTML always gets
 * the same identifiers. A generated value that the page already uses gets a suffix
 * (`sl-gen-7-1`, `-2`, ...), the first that is free, so identifiers stay unique.
 */
import { xpathKey } from './xpath.ts';

export const GENERATED_PREFIX = 'sl-gen-';

/** One identifier per element, in document order; `given[i]` is element i's sl-identifier attribute. */
export function assignIdentifiers(given: readonly (string | undefined)[]): string[] {
  // Generated values are unique among themselves; only a given value can take one of them.
  let taken: Set<string> | undefined;
  for (const value of given) {
    if (value?.startsWith(GENERATED_PREFIX)) (taken ??= new Set()).add(value);
  }
  const out = new Array<string>(given.length);
  for (let ordinal = 0; ordinal < given.length; ordinal++) {
    const value = given[ordinal];
    if (value) {
      out[ordinal] = value;
      continue;
    }
    let candidate = GENERATED_PREFIX + ordinal;
    if (taken) {
      for (let suffix = 1; taken.has(candidate); suffix++) candidate = `${GENERATED_PREFIX}${ordinal}-${suffix}`;
      taken.add(candidate);
    }
    out[ordinal] = candidate;
  }
  return out;
}

/**
 * A page's elements by sl-identifier and by xpath, as `PageIndex` and the checks' lighter
 * `pageElements` both answer them. The maps are built on first use: many indexes are only
 * ranked, never asked for an element.
 */
export class ElementLookup<T extends { identifier: string; xpath: string }> {
  readonly #elements: readonly T[];
  #identifiers: Map<string, T> | undefined;
  #xpaths: Map<string, T> | undefined;

  constructor(elements: readonly T[]) {
    this.#elements = elements;
  }

  byIdentifier(identifier: string): T | undefined {
    if (!this.#identifiers) {
      this.#identifiers = new Map();
      // The first element wins when a page repeats an sl-identifier.
      for (let i = this.#elements.length - 1; i >= 0; i--) this.#identifiers.set(this.#elements[i]!.identifier, this.#elements[i]!);
    }
    return this.#identifiers.get(identifier);
  }

  /** Any spelling `xpathKey` accepts; a tag case other than the page's is forgiven. */
  byXPath(xpath: string): T | undefined {
    if (!this.#xpaths) {
      this.#xpaths = new Map();
      for (const element of this.#elements) this.#xpaths.set(xpathKey(element.xpath)!, element);
    }
    const key = xpathKey(xpath);
    if (key === undefined) return undefined;
    return this.#xpaths.get(key) ?? this.#xpaths.get(key.toLowerCase());
  }
}
