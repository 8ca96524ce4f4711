/**
 * sl-identifiers: the page's own `sl-identifier` attribute when it is non-empty, else one
 * generated from the element's ordinal (`sl-gen-<ordinal>`), so the same HTML always gets
 * the same identifiers. A generated value that the page already uses gets a suffix
 * (`sl-gen-7-1`, `-2`, ...), the first that is free, so identifiers stay unique.
 */
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
