/**
 * Weighted multi-attribute similarity between two element fingerprints, after Similo
 * (Nass et al., "Similarity-based web element localization for robust test automation",
 * TOSEM 2023) and VON Similo (visually overlapping nodes). Each attribute is compared with
 * the string similarity that suits its kind (exact for the tag, token sets for classes,
 * edit distance for ids and short texts, path alignment for xpaths), and the scores are
 * combined as a weighted mean over the attributes that either side has.
 *
 * Pure: no I/O, no clocks.
 */
import type { ElementFingerprint } from './types.ts';

/** Lower-case and collapse whitespace; the form every text comparison uses. */
export function normalise(value: string | undefined): string {
  if (!value) return '';
  let normalised = normalisedCache.get(value);
  if (normalised === undefined) {
    // The labelled side is the same string for every candidate of a page: remember a
    // bounded number of results rather than redo them.
    if (normalisedCache.size >= NORMALISED_CACHE_SIZE) normalisedCache.clear();
    normalised = value.toLowerCase().replace(/\s+/g, ' ').trim();
    normalisedCache.set(value, normalised);
  }
  return normalised;
}

const NORMALISED_CACHE_SIZE = 4096;
const normalisedCache = new Map<string, string>();

/** Long strings are compared on their first characters only: edit distance is quadratic. */
const EDIT_LENGTH_CAP = 32;

/**
 * Levenshtein distance. When the shorter string fits a machine word (32 characters, most
 * names and labels), Myers' bit-parallel algorithm (Myers 1999, in Hyyrö's formulation
 * for the global distance) computes a column of the table per character; otherwise a
 * single rolling row of the classic table.
 */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  if (a.length === 0) return b.length;
  if (b.length === 0) return a.length;
  if (a.length < b.length) [a, b] = [b, a];
  if (b.length <= 32) return bitParallelDistance(b, a);
  const row = new Array<number>(b.length + 1);
  for (let j = 0; j <= b.length; j++) row[j] = j;
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      const cost = ca === b.charCodeAt(j - 1) ? 0 : 1;
      row[j] = Math.min(above + 1, row[j - 1]! + 1, diagonal + cost);
      diagonal = above;
    }
  }
  return row[b.length]!;
}

/** Myers' bit-vector edit distance; `pattern` is 1..32 characters. */
function bitParallelDistance(pattern: string, text: string): number {
  const m = pattern.length;
  // Match masks per character: a reused table for ASCII, a map for the rest.
  const ascii = ASCII_MASKS;
  let other: Map<number, number> | undefined;
  for (let i = 0; i < m; i++) {
    const c = pattern.charCodeAt(i);
    if (c < 128) ascii[c]! |= 1 << i;
    else (other ??= new Map()).set(c, (other.get(c) ?? 0) | (1 << i));
  }
  const maskOf = (c: number): number => (c < 128 ? ascii[c]! : (other?.get(c) ?? 0));
  const last = 1 << (m - 1);
  let pv = -1;
  let mv = 0;
  let score = m;
  for (let j = 0; j < text.length; j++) {
    const eq = maskOf(text.charCodeAt(j));
    const xv = eq | mv;
    const xh = ((((eq & pv) + pv) | 0) ^ pv) | eq;
    let ph = mv | ~(xh | pv);
    let mh = pv & xh;
    if (ph & last) score++;
    else if (mh & last) score--;
    ph = (ph << 1) | 1;
    mh = mh << 1;
    pv = mh | ~(xv | ph);
    mv = ph & xv;
  }
  for (let i = 0; i < m; i++) {
    const c = pattern.charCodeAt(i);
    if (c < 128) ascii[c] = 0;
  }
  return score;
}

const ASCII_MASKS = new Int32Array(128);

/** 1 - distance / longer length, on normalised strings (capped); 1 for equal, 0 when one is empty. */
function editSimilarity(a: string, b: string): number {
  return normalisedEditSimilarity(normalise(a), normalise(b));
}

function normalisedEditSimilarity(a: string, b: string): number {
  const x = a.slice(0, EDIT_LENGTH_CAP);
  const y = b.slice(0, EDIT_LENGTH_CAP);
  if (x === y) return 1;
  if (!x || !y) return 0;
  return 1 - editDistance(x, y) / Math.max(x.length, y.length);
}

/** Word tokens of a text: letters and digits runs, lower-cased. */
export function tokens(value: string): string[] {
  return wordsOf(normalise(value));
}

function wordsOf(normalised: string): string[] {
  return normalised.match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Jaccard index of two token sets; 1 when both are empty. */
export function jaccard(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 && b.length === 0) return 1;
  if (a.length === 0 || b.length === 0) return 0;
  const left = unique(a);
  const right = unique(b);
  let shared = 0;
  for (const t of left) if (right.includes(t)) shared++;
  return shared / (left.length + right.length - shared);
}

/** Distinct items; a linear scan beats a Set for the few words of a label. */
function unique(items: readonly string[]): readonly string[] {
  if (items.length > 16) return [...new Set(items)];
  const out: string[] = [];
  for (const item of items) if (!out.includes(item)) out.push(item);
  return out;
}

/**
 * Text similarity tolerant of both small edits ("Add to cart" -> "Add to bag") and
 * typos ("Sign in" -> "Sign-in"): the better of character edit similarity and
 * word-set overlap. Long texts use word overlap only (edit distance would see only
 * the first characters).
 */
export function textSimilarity(a: string, b: string): number {
  return compareTexts(a, b, false);
}

/**
 * Text similarity for what an element says about itself (its text, name, label, title),
 * read word by word: a typo costs a little, but a word swapped for another costs the
 * whole word ("First name" / "Last name", "Fixed Sidebar" / "Collapsed Sidebar" name
 * different things, however few letters differ), and so does a different number:
 * "Login v1" and "Login v2", "Error 404" and "Error 500" (the same reading as
 * `identifierSimilarity`'s `check1`/`check15`). Text around an element is compared with
 * `textSimilarity`: neighbours' prices, counts and dates change between page states
 * while the element stays the same.
 */
export function ownTextSimilarity(a: string, b: string): number {
  return compareTexts(a, b, true);
}

function compareTexts(a: string, b: string, ownText: boolean): number {
  const x = normalise(a);
  const y = normalise(b);
  if (x === y) return 1;
  if (!x || !y) return 0;
  const wx = wordsOf(x);
  const wy = wordsOf(y);
  if (ownText) return numbersDiffer(wx, wy) || wx.length > TYPO_WORDS_CAP || wy.length > TYPO_WORDS_CAP ? jaccard(wx, wy) : typoTolerantWords(wx, wy);
  const words = jaccard(wx, wy);
  if (x.length > EDIT_LENGTH_CAP || y.length > EDIT_LENGTH_CAP) return words;
  return Math.max(words, normalisedEditSimilarity(x, y));
}

/** Words that are one typo apart ("contact"/"contat", "password"/"pasword") still count as the same word. */
const TYPO_WORD_SIMILARITY = 0.6;
/** Longer texts (a whole card or menu) compare exact words: matching every word pair is quadratic. */
const TYPO_WORDS_CAP = 16;

/**
 * Word overlap where a word matches its equal or a typo of it, compared with the
 * strength of that match: a swapped word ("First name" / "Last name", "Fixed Sidebar" /
 * "Collapsed Sidebar") costs a whole word, as it names something else, while a dropped
 * letter costs a little. Words run together ("SimpleSearch") match their parts.
 */
function typoTolerantWords(x: readonly string[], y: readonly string[]): number {
  if (x.join('') === y.join('')) return 1;
  const left = unique(x);
  const right = unique(y);
  let matched = 0;
  for (const word of left) {
    let best = 0;
    for (const other of right) {
      const s = word === other ? 1 : normalisedEditSimilarity(word, other);
      if (s > best) best = s;
    }
    if (best >= TYPO_WORD_SIMILARITY) matched += best;
  }
  return matched / (left.length + right.length - matched);
}

/** Whether both word lists carry numbers and they are not the same numbers. */
function numbersDiffer(x: readonly string[], y: readonly string[]): boolean {
  const nx = x.filter(hasDigit);
  if (nx.length === 0) return false;
  const ny = y.filter(hasDigit);
  if (ny.length === 0) return false;
  return nx.length !== ny.length || nx.some((w) => !ny.includes(w));
}

function hasDigit(word: string): boolean {
  return /\p{N}/u.test(word);
}

/**
 * Identifier-like values (id, name, test id): the words they are made of, split at
 * punctuation, case changes and digits, compared as sets. `login-btn` and `loginButton`
 * share a word; `check1` and `check15` share only `check`, and rightly score low: a
 * different number is a different element.
 */
export function identifierSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  return jaccard(identifierWords(a), identifierWords(b));
}

function identifierWords(value: string): string[] {
  return value
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/(\p{L})(\p{N})|(\p{N})(\p{L})/gu, '$1$3 $2$4')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * Neighbour text similarity: the pieces (label, siblings, record; see `fingerprint.ts`)
 * are matched each to its best counterpart, in both directions, so a sibling that moved
 * or a piece that is new costs only its share.
 */
export function piecesSimilarity(a: string, b: string): number {
  const x = a.split(NEIGHBOUR_SEPARATOR).filter(Boolean);
  const y = b.split(NEIGHBOUR_SEPARATOR).filter(Boolean);
  if (x.length === 0 && y.length === 0) return 1;
  if (x.length === 0 || y.length === 0) return 0;
  const best = (piece: string, others: string[]): number => Math.max(...others.map((o) => textSimilarity(piece, o)));
  const forward = x.reduce((s, p) => s + best(p, y), 0) / x.length;
  const backward = y.reduce((s, p) => s + best(p, x), 0) / y.length;
  return (forward + backward) / 2;
}

/** Joins the pieces of a fingerprint's neighbour text (`fingerprint.ts`). */
export const NEIGHBOUR_SEPARATOR = ' | ';

/** Class attribute similarity: Jaccard over the class tokens (order is meaningless). */
export function classSimilarity(a: string, b: string): number {
  return jaccard(splitClasses(a), splitClasses(b));
}

function splitClasses(value: string): string[] {
  return value.split(/\s+/).filter(Boolean);
}

/** Steps of an absolute xpath, each as `tag[index]` with the index written out. */
function xpathSteps(xpath: string): string[] {
  return xpath
    .split('/')
    .filter(Boolean)
    .map((step) => (step.endsWith(']') ? step : `${step}[1]`));
}

function stepTag(step: string): string {
  const bracket = step.indexOf('[');
  return bracket < 0 ? step : step.slice(0, bracket);
}

/**
 * Xpath similarity: an alignment of the two step sequences (a wrapper added is one
 * insertion, a sibling inserted before is a changed index at one step), blended with
 * how much of the path ending agrees, because the steps nearest the element say most
 * about which element it is.
 */
export function xpathSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  const x = xpathSteps(a);
  const y = xpathSteps(b);
  if (x.length === 0 || y.length === 0) return 0;
  const substitution = (p: string, q: string): number => (p === q ? 0 : stepTag(p) === stepTag(q) ? 0.5 : 1);
  // Weighted edit distance over steps (single rolling row).
  const row = new Array<number>(y.length + 1);
  for (let j = 0; j <= y.length; j++) row[j] = j;
  for (let i = 1; i <= x.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= y.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(above + 1, row[j - 1]! + 1, diagonal + substitution(x[i - 1]!, y[j - 1]!));
      diagonal = above;
    }
  }
  const alignment = 1 - row[y.length]! / Math.max(x.length, y.length);
  // The ending, allowing one wrapper added or removed just above the element.
  let ending = suffixAgreement(x, y, substitution);
  for (let k = 2; k <= SUFFIX_STEPS; k++) {
    if (y.length > k) ending = Math.max(ending, WRAPPER_GAP * suffixAgreement(x, y.toSpliced(y.length - k, 1), substitution));
    if (x.length > k) ending = Math.max(ending, WRAPPER_GAP * suffixAgreement(x.toSpliced(x.length - k, 1), y, substitution));
  }
  return 0.5 * alignment + 0.5 * ending;
}

const SUFFIX_STEPS = 4;
/** What a skipped wrapper step costs the ending's agreement. */
const WRAPPER_GAP = 0.85;

/** Agreement of the last SUFFIX_STEPS steps, the nearest weighted most. */
function suffixAgreement(x: readonly string[], y: readonly string[], substitution: (p: string, q: string) => number): number {
  let agreement = 0;
  let total = 0;
  let weight = 1;
  for (let k = 1; k <= Math.min(SUFFIX_STEPS, Math.max(x.length, y.length)); k++) {
    const p = x[x.length - k];
    const q = y[y.length - k];
    total += weight;
    if (p !== undefined && q !== undefined) agreement += weight * (1 - substitution(p, q));
    weight *= 0.6;
  }
  return agreement / total;
}

/**
 * Ancestor hint similarity (`form#login.card`, nearest first). Each hint of `a` is matched
 * to the best hint of `b` within two positions, so an added wrapper shifts rather than
 * breaks the comparison; nearer ancestors count more.
 */
export function ancestorSimilarity(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 && b.length === 0) return 1;
  if (a.length === 0 || b.length === 0) return 0;
  let score = 0;
  let total = 0;
  let weight = 1;
  for (let i = 0; i < a.length; i++) {
    let best = 0;
    for (let j = Math.max(0, i - 2); j <= Math.min(b.length - 1, i + 2); j++) {
      const shift = Math.abs(i - j) * 0.1;
      best = Math.max(best, hintSimilarity(a[i]!, b[j]!) - shift);
    }
    score += weight * best;
    total += weight;
    weight *= 0.75;
  }
  return score / total;
}

/** `tag#id.class.class` hints: the tag must agree; id and classes add detail. */
function hintSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  const pa = parseHint(a);
  const pb = parseHint(b);
  if (pa.tag !== pb.tag) return 0;
  const details: number[] = [];
  if (pa.id || pb.id) details.push(editSimilarity(pa.id, pb.id));
  if (pa.classes.length || pb.classes.length) details.push(jaccard(pa.classes, pb.classes));
  if (details.length === 0) return 1;
  return 0.6 + (0.4 * details.reduce((s, d) => s + d, 0)) / details.length;
}

function parseHint(hint: string): { tag: string; id: string; classes: string[] } {
  const match = /^([^#.]*)(?:#([^.]*))?((?:\.[^.]+)*)$/.exec(hint);
  if (!match) return { tag: hint, id: '', classes: [] };
  return { tag: match[1] ?? '', id: match[2] ?? '', classes: (match[3] ?? '').split('.').filter(Boolean) };
}

/** Path part of a URL-ish string, so `https://x.test/a?b` and `/a?b` compare as equals. */
function hrefSimilarity(a: string, b: string): number {
  const strip = (h: string): string => h.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]+/i, '');
  return editSimilarity(strip(a), strip(b));
}

type Comparator = (a: string, b: string) => number;

const exact: Comparator = (a, b) => (normalise(a) === normalise(b) ? 1 : 0);

/**
 * The attributes compared and their weights. Weights follow Similo's split (1.5 for the
 * attributes that identify an element on their own: tag, id, name, visible text; 0.5 for
 * the ones that are shared or drift: classes, href, alt, xpath) with VON Similo's
 * additions (role, accessible name, landmark and heading) in between. Neighbour text
 * weighs most (2): among repeated rows and cards it is what tells twins apart, and the
 * mutation benchmark (`bench/reidentify.ts`) chose it over 1.5.
 */
interface AttributeRule {
  feature: string;
  weight: number;
  /**
   * What the attribute says about: the element itself (its own text, names and
   * addresses), its kind (tag, role, type, styling), or where it sits.
   */
  part: 'identity' | 'kind' | 'context';
  /**
   * Compared only for promising candidates: the element's neighbours and ancestors cost
   * more to gather (`fingerprint.ts`), and the xpath alignment more to compute.
   */
  deferred?: true;
  /**
   * Compared only when both sides have it: an icon class that is gone was most likely
   * restyled (CSS-in-JS rehashes it), while two different icons are two different things.
   */
  whenBoth?: true;
  read: (fp: ElementFingerprint) => string;
  compare: Comparator;
}

const RULES: readonly AttributeRule[] = [
  { feature: 'tag', weight: 1.5, part: 'kind', read: (fp) => fp.tag, compare: exact },
  { feature: 'role', weight: 1, part: 'kind', read: (fp) => fp.role, compare: exact },
  { feature: 'id', weight: 1.5, part: 'identity', read: (fp) => fp.attributes.id ?? '', compare: identifierSimilarity },
  { feature: 'nameAttribute', weight: 1.5, part: 'identity', read: (fp) => fp.attributes.name ?? '', compare: identifierSimilarity },
  { feature: 'testId', weight: 1.5, part: 'identity', read: (fp) => fp.attributes['data-testid'] ?? '', compare: identifierSimilarity },
  { feature: 'class', weight: 0.5, part: 'kind', read: (fp) => fp.attributes.class ?? '', compare: classSimilarity },
  { feature: 'type', weight: 0.5, part: 'kind', read: (fp) => fp.attributes.type ?? '', compare: exact },
  { feature: 'accessibleName', weight: 1.5, part: 'identity', read: (fp) => fp.name, compare: ownTextSimilarity },
  { feature: 'text', weight: 1.5, part: 'identity', read: (fp) => fp.text, compare: ownTextSimilarity },
  { feature: 'href', weight: 0.5, part: 'identity', read: (fp) => fp.attributes.href ?? '', compare: hrefSimilarity },
  { feature: 'src', weight: 0.5, part: 'identity', read: (fp) => fp.attributes.src ?? '', compare: hrefSimilarity },
  { feature: 'alt', weight: 0.5, part: 'identity', read: (fp) => fp.attributes.alt ?? '', compare: ownTextSimilarity },
  { feature: 'placeholder', weight: 1, part: 'identity', read: (fp) => fp.attributes.placeholder ?? '', compare: ownTextSimilarity },
  { feature: 'title', weight: 0.5, part: 'identity', read: (fp) => fp.attributes.title ?? '', compare: ownTextSimilarity },
  { feature: 'ariaLabel', weight: 1, part: 'identity', read: (fp) => fp.attributes['aria-label'] ?? '', compare: ownTextSimilarity },
  { feature: 'icon', weight: 1, part: 'identity', whenBoth: true, read: (fp) => fp.icon ?? '', compare: classSimilarity },
  { feature: 'value', weight: 0.5, part: 'identity', read: (fp) => fp.attributes.value ?? '', compare: ownTextSimilarity },
  { feature: 'xpath', weight: 0.5, part: 'context', deferred: true, read: (fp) => fp.xpath, compare: xpathSimilarity },
  { feature: 'neighbourText', weight: 2, part: 'context', deferred: true, read: (fp) => fp.neighbourText, compare: piecesSimilarity },
  { feature: 'landmark', weight: 0.5, part: 'context', read: (fp) => fp.landmark, compare: textSimilarity },
  { feature: 'heading', weight: 1, part: 'context', read: (fp) => fp.heading, compare: textSimilarity },
];

const OWN_RULES = RULES.filter((r) => !r.deferred);
const DEFERRED_RULES = RULES.filter((r) => r.deferred);
const ANCESTOR_WEIGHT = 0.75;

export interface SimilarityResult {
  /** Weighted mean over the attributes either side has, 0..1. */
  score: number;
  /**
   * The same mean over the element's own attributes only (text, names, id, href...);
   * 1 when neither side has any. A look-alike in the same place scores high overall
   * but low here, which is how a removed element's neighbour is told from the element.
   */
  identity: number;
  /** Whether the element's own attributes were compared at all and all agreed fully. */
  exactIdentity: boolean;
  /** Per-attribute similarity (only the attributes that counted). */
  features: Record<string, number>;
}

/** Running sums of a comparison, before it is finished into a SimilarityResult. */
export interface Tally {
  sum: number;
  weights: number;
  identitySum: number;
  identityWeights: number;
  features: Record<string, number>;
}

/**
 * How alike two fingerprints are. An attribute that neither side has is left out (two
 * buttons without ids agree on nothing by lacking one); an attribute only one side has
 * counts as a disagreement.
 */
export function similarity(labelled: ElementFingerprint, candidate: ElementFingerprint): SimilarityResult {
  return compareSurroundings(compareOwn(labelled, candidate), labelled, candidate);
}

/**
 * The first half of `similarity`: the attributes the candidate carries itself (but its
 * xpath), its landmark and heading. Its neighbour text and ancestors are not read, so
 * the candidate may be a fingerprint that leaves them empty (`ownFingerprint`).
 */
export function compareOwn(labelled: ElementFingerprint, candidate: ElementFingerprint): Tally {
  const tally: Tally = { sum: 0, weights: 0, identitySum: 0, identityWeights: 0, features: {} };
  for (const rule of OWN_RULES) addRule(tally, rule, labelled, candidate);
  return tally;
}

/**
 * The highest score the comparison can still reach once the rest (xpath, neighbour text,
 * ancestors) is compared: everything the labelled element had agreeing fully, everything
 * else absent. Candidates whose bound is below what others already reached need no
 * further comparison.
 */
export function bestPossible(tally: Tally, labelled: ElementFingerprint): number {
  let sum = tally.sum;
  let weights = tally.weights;
  for (const rule of DEFERRED_RULES) {
    if (rule.read(labelled)) {
      sum += rule.weight;
      weights += rule.weight;
    }
  }
  if (labelled.ancestors.length) {
    sum += ANCESTOR_WEIGHT;
    weights += ANCESTOR_WEIGHT;
  }
  return weights ? sum / weights : 0;
}

/** The second half of `similarity`: adds the xpath, neighbour text and ancestors to the tally of `compareOwn`. */
export function compareSurroundings(own: Tally, labelled: ElementFingerprint, candidate: ElementFingerprint): SimilarityResult {
  const tally: Tally = { ...own, features: { ...own.features } };
  for (const rule of DEFERRED_RULES) addRule(tally, rule, labelled, candidate);
  if (labelled.ancestors.length || candidate.ancestors.length) {
    const s = ancestorSimilarity(labelled.ancestors, candidate.ancestors);
    tally.features.ancestors = s;
    tally.sum += ANCESTOR_WEIGHT * s;
    tally.weights += ANCESTOR_WEIGHT;
  }
  return {
    score: tally.weights ? tally.sum / tally.weights : 0,
    identity: tally.identityWeights ? tally.identitySum / tally.identityWeights : 1,
    exactIdentity: hasExactIdentity(tally),
    features: tally.features,
  };
}

/**
 * Whether the own attributes compared so far (all of them, after `compareOwn`: none is
 * deferred) were there and agreed fully.
 */
export function hasExactIdentity(tally: Tally): boolean {
  return tally.identityWeights > 0 && tally.identitySum >= tally.identityWeights - 1e-9;
}

function addRule(tally: Tally, rule: AttributeRule, labelled: ElementFingerprint, candidate: ElementFingerprint): void {
  const a = rule.read(labelled);
  const b = rule.read(candidate);
  if (!a && !b) return;
  if (rule.whenBoth && !(a && b)) return;
  const s = a && b ? rule.compare(a, b) : 0;
  tally.features[rule.feature] = s;
  tally.sum += rule.weight * s;
  tally.weights += rule.weight;
  if (rule.part === 'identity') {
    tally.identitySum += rule.weight * s;
    tally.identityWeights += rule.weight;
  }
}
