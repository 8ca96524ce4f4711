/**
 * What one reading of a description asks of a page, and how much of it each element
 * carries (step 1 of the ranking, see rank.ts): every word's evidence over the page's
 * fields (memoised per page), the text score (coverage of the words times how much of
 * the element's own label they explain), and the readings that must be asked another
 * way (only hints; a kind whose words the page never writes; a counted noun).
 */
import { RECORD_NOUNS, TYPE_NOUN_PENALTY, asWritten, singular, type Description } from './describe.ts';
import { SIMILARITY, TWO_TYPOS_MIN_LENGTH, aliasedWords, stem, words as phraseWords } from './fuzzy.ts';
import { GENERIC_NOUNS, STOP_WORDS } from './vocabulary.ts';
import { FIELDS, FIELD_COUNT, derivedOnce, elementSlots, fieldIndex, isAlias, isFiller, similarWords, type FieldKey, type PageFeatures } from './rank-features.ts';
import type { IndexedElement } from './types.ts';

/** Quoted phrases weigh this many words: they are what the user insists on. */
const QUOTED_WEIGHT = 3;

/** A word that matches nothing on the page weighs this much: it cannot tell elements apart. */
const UNMATCHED_WORD_WEIGHT = 0.35;

/** Kind-only score factor when the description's words match nothing on the page. */
const UNMATCHED_KIND_FACTOR = 0.65;

/** Score factor for a counted noun the page never writes, read as its repeated items. */
const COUNTED_ITEM_FACTOR = 0.8;

/** Text factor for a label none of whose words the description accounts for (0 precision). */
const PRECISION_FLOOR = 0.5;
const ANCHOR_PRECISION_FLOOR = 0.25;

/** Text factor when the words matched only ids/classes, or the element has no label. */
const UNLABELLED_FACTOR = 0.85;

/** Text factor for an element with no label but an icon (class words, svg title) that the words matched. */
const ICON_ONLY_FACTOR = 0.95;
const ICON_FIELD = fieldIndex('icon');

/** Text factor when a word the page never writes stands where the label has one the description lacks. */
const SUBSTITUTED_WORD_FACTOR = 0.75;
/**
 * "Import products", "Delete request": a command whose verb the element does not say at
 * all. The element is what the command acts on (the Products link, the Request column),
 * not the control that does it; the verb-on-object reading looks for that control.
 */
const OBJECT_ONLY_FACTOR = 0.8;
/** Verbs that act on a record: the control that does it says so. Not the ones that only go or show. */
const RECORD_VERBS: ReadonlySet<string> = new Set([
  'delete', 'remove', 'edit', 'add', 'create', 'import', 'export', 'download', 'upload', 'send', 'archive', 'duplicate',
  'rename', 'pay', 'invite', 'publish', 'unpublish', 'approve', 'reject', 'empty', 'print', 'preview', 'follow', 'reply',
]);

/** A word matching at least this well counts as accounting for a label word. */
const LABEL_MATCH = 0.7;

/** Role nouns that are HTML tag or input-type names, so every such element "carries" them. */
const HTML_KIND_WORDS: ReadonlySet<string> = new Set([
  'button', 'btn', 'link', 'field', 'input', 'box', 'textbox', 'textfield', 'textarea', 'checkbox', 'radio', 'select',
  'option', 'image', 'img', 'text', 'tab', 'row', 'cell', 'column', 'table', 'form', 'list', 'item', 'heading',
  'title', 'header', 'footer', 'main', 'section', 'nav', 'navigation', 'menu', 'dialog', 'search',
  'progressbar', 'progress', 'meter', 'slider',
]);

/** An element's score for one reading, with the features that decided it. */
export interface Scored {
  i: number;
  score: number;
  features: Record<string, number>;
}

/** Order of scored elements: best first, document order among equals. */
export function bestFirst(a: Scored, b: Scored): number {
  return b.score - a.score || a.i - b.i;
}

/**
 * Element i as a candidate scoring at least `score`: an existing candidate is raised (its
 * features stay), a new one is added with `features`. Callers re-sort when order matters.
 */
export function raiseCandidate(scored: Scored[], i: number, score: number, features: Record<string, number>): Scored {
  const existing = scored.find((s) => s.i === i);
  if (existing) {
    existing.score = Math.max(existing.score, score);
    return existing;
  }
  const added = { i, score, features };
  scored.push(added);
  return added;
}

/** One description word and how well each element carries it. */
export interface WordEvidence {
  word: string;
  /** Whether some element carries the word well (similarity >= 0.8). */
  matched: boolean;
  /** 1, or UNMATCHED_WORD_WEIGHT when nothing on the page carries it. */
  weight: number;
  /** Per element: best (similarity x field weight) over the element's fields. */
  best: Float32Array;
  /** The same over the visible label fields only (name, text, value, placeholder, aria-label, title, alt). */
  label: Float32Array;
  /** Elements with any evidence, in document order. */
  hits: number[];
}

/** Label fields that name an element rather than show its value. */
const NAMING_LABEL_FIELDS: readonly number[] = ['placeholder', 'aria-label', 'title', 'alt', 'column', 'value-of', 'form-label'].map((k) => fieldIndex(k as FieldKey));
/**
 * Fields a person reads as the element's label: name, text, value, placeholder,
 * aria-label, title, alt, and for a table cell its column header.
 */
const LABEL_FIELDS: readonly number[] = [...['name', 'text', 'value'].map((k) => fieldIndex(k as FieldKey)), ...NAMING_LABEL_FIELDS];
const IS_LABEL_FIELD: readonly boolean[] = FIELDS.map((_, k) => LABEL_FIELDS.includes(k));
/** Fields holding text a person reads on the page or hears from a screen reader. */
const IS_TEXT_FIELD: readonly boolean[] = FIELDS.map((field) => !['class', 'id', 'icon', 'href', 'src', 'data-testid', 'name-attribute'].includes(field.key));
/** Icon names that are other words in text: `fa-bars` (a chart's "Bar"), `fa-times` ("Opening times"). */
const ICON_NAMES: ReadonlySet<string> = new Set(['bar', 'time', 'cross', 'xmark', 'closethick']);

/** Fields whose exact value a user may paste as the whole description (labels, test ids, ids, names). */
const EXACT_FIELDS: readonly number[] = [...LABEL_FIELDS, ...['data-testid', 'id', 'name-attribute'].map((k) => fieldIndex(k as FieldKey))];

/** What one reading asks for, with each word's evidence on the page. */
export interface Query {
  d: Description;
  named: boolean;
  wordsEv: WordEvidence[];
  quotedEv: WordEvidence[][];
  exactHits: number[][];
  hintsEv: WordEvidence[];
  headEv: WordEvidence | null;
  labelMatch: Map<string, number>;
  /**
   * For controls, the anchors' words account for label words too: pages name a control
   * after the thing it acts on ("Larry Parker Twitter Profile", "Remove Sencha"), which
   * the description names as the anchor ("the Twitter icon under Larry Parker"). Null
   * without anchors.
   */
  controlLabelMatch: Map<string, number> | null;
  /** The record verb a command starts with ("Import products"), when the structured reading has one; see OBJECT_ONLY_FACTOR. */
  recordVerb: WordEvidence | null;
  /** The description as written, as " word word " (small words kept), for labels it copies out word for word. */
  writtenWords: string;
  depth: number;
}

/**
 * Readings that must be rescored as another reading (`undefined` when this one stands;
 * `null` when nothing can be asked):
 *   - only hints ("Close"): the hints are the words;
 *   - a kind whose words the page never writes ("all message checkboxes"): the kind alone,
 *     costing confidence;
 *   - a counted noun the page never writes ("the second email"): the repeated items.
 */
export function fallbackReading(f: PageFeatures, d: Description): Description | null | undefined {
  const words = unique(d.words);
  if (words.length + d.quoted.length === 0 && d.kind === null) {
    const hints = hintsOf(d, words);
    return hints.length === 0 ? null : { ...d, words: hints, hints: [] };
  }
  if (d.quoted.length > 0 || words.length === 0) return undefined;
  // Only a lone word may go unmatched this way: with several, the others are the name.
  const unmatched = words.length === 1 && !cachedEvidence(f, words[0] as string).matched;
  if (!unmatched) return undefined;
  // "the job titles": a record noun the page never writes says whose titles, which costs less.
  const factor = RECORD_NOUNS.has(singular(words[0] as string)) ? TYPE_NOUN_PENALTY : UNMATCHED_KIND_FACTOR;
  if (d.kind !== null) return { ...d, words: [], hints: [...d.hints, ...words], penalty: d.penalty * factor };
  if (d.ordinal !== null || d.plural) return { ...d, kind: 'item', countedNoun: true, words: [], hints: [...d.hints, ...words], penalty: d.penalty * COUNTED_ITEM_FACTOR };
  return undefined;
}

/**
 * Hints of a reading: its own, plus a descriptive role noun ("thumbnail", "avatar",
 * "toggle") that may sit in a class or name. The bare HTML kinds ("button" is every
 * <button type=button>) are not hints.
 */
function hintsOf(d: Description, words: string[]): string[] {
  const headHint = d.headWord && !HTML_KIND_WORDS.has(d.headWord) ? [d.headWord] : [];
  return unique([...d.hints, ...headHint]).filter((h) => !words.includes(h));
}

export function queryOf(f: PageFeatures, d: Description, depth: number): Query {
  const words = unique(d.words);
  const hints = hintsOf(d, words);
  // Only the head noun (the last word: "the Trash folder") may be a category the page
  // never writes; a leading word that matches nothing ("Archive project") is the name.
  // When a role noun follows the words ("the Sign up with Apple button"), the role noun
  // is the head, and every word before it is part of the name.
  const headIsRoleNoun = d.headWord !== null && d.kind !== null;
  const wordsEv = words.map((w, k) => {
    const e = cachedEvidence(f, w);
    return (k === words.length - 1 && !headIsRoleNoun) || e.matched ? e : { ...e, weight: 1 };
  });
  // The role noun accounts for a label word too: "Tab #2" for "Tab 2", "Toggle navigation".
  // Generic nouns the parse set aside ("Add ticket type") still account for the label word they are.
  const setAside = phraseWords(d.phrase).filter((w) => GENERIC_NOUNS.has(w));
  const labelMatch = labelMatches(f, [...words, ...d.quoted.flat(), ...hints, ...(d.headWord ? [d.headWord] : []), ...setAside]);
  return {
    d,
    named: words.length + d.quoted.length > 0,
    wordsEv,
    quotedEv: d.quoted.map((phrase) => phrase.map((w) => cachedEvidence(f, w))),
    exactHits: d.quoted.map((phrase) => exactLabelIndex(f).get(phrase.join(' ')) ?? (d.reading === 'literal' ? labelsStartingWith(f, phrase) : [])),
    hintsEv: hints.map((w) => cachedEvidence(f, w)),
    headEv: d.headWord ? cachedEvidence(f, d.headWord) : null,
    labelMatch,
    controlLabelMatch: d.relations.length ? labelMatches(f, anchorWords(d), new Map(labelMatch)) : null,
    recordVerb: d.reading === 'structured' && wordsEv.length >= 2 && RECORD_VERBS.has(wordsEv[0]!.word) ? wordsEv[0]! : null,
    writtenWords: ` ${plainWords(d.written ?? d.phrase).join(' ')} `,
    depth,
  };
}

/** The words of a description's anchors, nested ones included. */
function anchorWords(d: Description): string[] {
  // The anchor's role noun too: "Close modal" is the X of "the Adjust stock dialog".
  return d.relations.flatMap((r) => [...r.anchor.words, ...r.anchor.quoted.flat(), ...(r.anchor.headWord ? [r.anchor.headWord] : []), ...anchorWords(r.anchor)]);
}

/** Elements carrying any of the words, in document order. */
export function elementsWithEvidence(n: number, evidence: WordEvidence[]): number[] {
  if (evidence.length === 1) return (evidence[0] as WordEvidence).hits;
  const seen = new Uint8Array(n);
  const out: number[] = [];
  for (const e of evidence) for (const i of e.hits) if (!seen[i]) {
    seen[i] = 1;
    out.push(i);
  }
  return out.sort((a, b) => a - b);
}

export function unique(list: string[]): string[] {
  return [...new Set(list)];
}

/** Evidence arrays are reused across readings and predicts on one page (a bounded memo). */
const EVIDENCE_MEMO_SIZE = 64;

export function cachedEvidence(f: PageFeatures, word: string): WordEvidence {
  const memo = f.evidence as Map<string, WordEvidence>;
  let e = memo.get(word);
  if (!e) {
    e = wordEvidence(f, word);
    if (memo.size >= EVIDENCE_MEMO_SIZE) memo.delete(memo.keys().next().value as string);
    memo.set(word, e);
  }
  return e;
}

function wordEvidence(f: PageFeatures, word: string): WordEvidence {
  const best = new Float32Array(f.elements.length);
  const label = new Float32Array(f.elements.length);
  let strongest = 0;
  const hits: number[] = [];
  const wordStem = stem(word);
  for (const { id, sim } of similarWords(f, word)) {
    // "hamburger" is the icon `fa-bars`, not a "Bar" chart link: an icon's name stands for
    // another word only where it names an icon, never in text a person reads.
    const pageStem = stem(f.vocabulary[id] as string);
    const iconNameOnly = ICON_NAMES.has(pageStem) && pageStem !== wordStem;
    if (sim > strongest) strongest = sim;
    for (const entry of f.postings[id] as number[]) {
      const i = (entry / FIELD_COUNT) | 0;
      const field = entry - i * FIELD_COUNT;
      if (iconNameOnly && IS_TEXT_FIELD[field]) continue;
      const v = sim * (FIELDS[field] as (typeof FIELDS)[number]).weight;
      if ((best[i] as number) === 0) hits.push(i);
      if (v > (best[i] as number)) best[i] = v;
      if (IS_LABEL_FIELD[field] && v > (label[i] as number)) label[i] = v;
    }
  }
  if (strongest < 0.8) strongest = Math.max(strongest, joinedWordEvidence(f, word, best, label, hits));
  hits.sort((a, b) => a - b);
  // Two slips are forgiven only in a long word ("Typografy", "Portugese"), and only there
  // does such a match count as the word found.
  const matched = strongest >= (word.length >= TWO_TYPOS_MIN_LENGTH ? SIMILARITY.twoTypos : SIMILARITY.typo);
  return { word, matched, weight: matched ? 1 : UNMATCHED_WORD_WEIGHT, best, label, hits };
}

/**
 * "the worklog tab" for "Work log", "dropoff" for "Drop-off": a description word the page
 * writes as two words is matched, as a word form, where both halves stand in one field of
 * an element. Only for a word the page does not write whole. Returns the strength found.
 */
function joinedWordEvidence(f: PageFeatures, word: string, best: Float32Array, label: Float32Array, hits: number[]): number {
  let strongest = 0;
  for (const [first, second] of joinedHalves(f, word)) {
    const withFirst = new Set(f.postings[first] as number[]);
    for (const entry of f.postings[second] as number[]) {
      if (!withFirst.has(entry)) continue;
      const i = (entry / FIELD_COUNT) | 0;
      const field = entry - i * FIELD_COUNT;
      const v = SIMILARITY.wordForm * (FIELDS[field] as (typeof FIELDS)[number]).weight;
      strongest = SIMILARITY.wordForm;
      if ((best[i] as number) === 0) hits.push(i);
      if (v > (best[i] as number)) best[i] = v;
      if (IS_LABEL_FIELD[field] && v > (label[i] as number)) label[i] = v;
    }
  }
  return strongest;
}

/** The ways a word splits into two page words, as word ids ("worklog": work + log). */
function joinedHalves(f: PageFeatures, word: string): [number, number][] {
  const out: [number, number][] = [];
  for (let k = JOINED_PART_MIN; k <= word.length - JOINED_PART_MIN; k++) {
    const first = f.wordId.get(word.slice(0, k));
    const second = f.wordId.get(word.slice(k));
    if (first !== undefined && second !== undefined) out.push([first, second]);
  }
  return out;
}

/** Each half of a joined word is a word of its own ("work" + "log"), not a stray letter or two. */
const JOINED_PART_MIN = 3;

/** Page words a description word accounts for (only good matches), with how well; added to `out`. */
function labelMatches(f: PageFeatures, descriptionWords: string[], out = new Map<string, number>()): Map<string, number> {
  for (const w of descriptionWords) {
    // A joined word accounts for both halves the page writes apart ("worklog": Work log).
    if (!similarWords(f, w).some((s) => s.sim >= LABEL_MATCH)) {
      for (const id of joinedHalves(f, w).flat()) {
        const half = f.vocabulary[id] as string;
        if ((out.get(half) ?? 0) < SIMILARITY.wordForm) out.set(half, SIMILARITY.wordForm);
      }
    }
    for (const { id, sim } of similarWords(f, w)) {
      if (sim < LABEL_MATCH) continue;
      const word = f.vocabulary[id] as string;
      if ((out.get(word) ?? 0) < sim) out.set(word, sim);
      // The alias accounts for the phrase it stands for ("Create account" for "sign up").
      if (isAlias(word)) for (const w of aliasedWords(word)) if ((out.get(w) ?? 0) < sim) out.set(w, sim);
    }
  }
  return out;
}

/**
 * Text evidence, 0..1: coverage of the description's words (quoted phrases weigh more,
 * and match best when they equal a label exactly), times a precision factor: an element
 * whose label is mostly unexplained ("Add to cart and checkout later" for "checkout") or
 * a whole section's text scores less than one whose label is just the words.
 */
export function textScore(f: PageFeatures, i: number, q: Query, features: Record<string, number>): number {
  const { d, wordsEv, quotedEv, exactHits, labelMatch, depth } = q;
  let total = 0;
  let fromLabel = 0;
  let weight = 0;
  for (const w of wordsEv) {
    total += w.weight * (w.best[i] as number);
    fromLabel += w.weight * (w.label[i] as number);
    weight += w.weight;
  }
  let exact = false;
  for (let q = 0; q < quotedEv.length; q++) {
    const ev = quotedEv[q] as WordEvidence[];
    let s = (exactHits[q] as number[]).includes(i) ? quotedMatch(f, i, d.quotedText[q] ?? '') : 0;
    let l = s;
    if (s > 0) exact = true;
    else {
      for (const w of ev) {
        s += w.best[i] as number;
        l += w.label[i] as number;
      }
      s = (0.9 * s) / ev.length;
      l = (0.9 * l) / ev.length;
    }
    total += QUOTED_WEIGHT * s;
    fromLabel += QUOTED_WEIGHT * l;
    weight += QUOTED_WEIGHT;
  }
  const coverage = weight ? total / weight : 0;
  if (coverage <= 0.05) return 0;
  const precision = labelPrecision(f, i, q.controlLabelMatch && f.interactive[i] ? q.controlLabelMatch : labelMatch);
  // Precision only judges matches on the visible label; a match on classes or ids says
  // nothing about how much of the label is explained.
  const labelShare = total > 0 ? Math.min(1, fromLabel / total) : 0;
  // Anchors judge precision harder: a table holding the words in different rows is a poor "Firefox session".
  const floor = depth > 0 ? ANCHOR_PRECISION_FLOOR : PRECISION_FLOOR;
  const labelFactor = exact ? 1 : precision === null ? UNLABELLED_FACTOR : floor + (1 - floor) * Math.sqrt(precision);
  // An icon-only control (no label at all) is named by its icon: the trash icon is its label.
  const unlabelled = precision === null && hasIcon(f, i) ? ICON_ONLY_FACTOR : UNLABELLED_FACTOR;
  let factor = labelShare * labelFactor + (1 - labelShare) * unlabelled;
  // "Add to wishlist" against "Add to cart": the description puts a word the page never
  // writes where the label has a word the description never says. That is another thing
  // with the same pattern of name, not the thing meant.
  if (precision !== null && precision < 1 && !exact && wordsEv.some((w) => !w.matched)) {
    factor *= SUBSTITUTED_WORD_FACTOR;
    features.substituted = 1;
  }
  if (q.recordVerb && q.recordVerb.best[i] === 0) {
    factor *= OBJECT_ONLY_FACTOR;
    features.objectOnly = 1;
  }
  if (depth === 0 && !exact && labelWrittenInDescription(f, i, q.writtenWords)) {
    factor *= VERBATIM_LABEL_FACTOR;
    features.verbatim = 1;
  } else if (depth === 0 && !exact && coverage >= 0.999 && keepsWordOrder(f, i, q.writtenWords, labelMatch)) {
    factor *= WORD_ORDER_FACTOR;
    features.wordOrder = 1;
  }
  features.text = coverage;
  features.precision = precision ?? -1;
  if (exact) features.exact = 1;
  return coverage * factor;
}

/**
 * "View on site button" between "View site" and "View on site": the words that tell them
 * apart are small ones the matching leaves out. A label of several words, small ones
 * among them, that the description writes out word for word is the one it copies.
 */
const VERBATIM_LABEL_FACTOR = 1.02;

function labelWrittenInDescription(f: PageFeatures, i: number, writtenWords: string): boolean {
  const label = verbatimLabel(f, i);
  return label !== null && writtenWords.includes(label);
}

/**
 * "Floor 3 tab" between tabs reading "Floor 1 3" and "Floor 3 11" (a count badge after each
 * name): both hold the words, but only one holds them side by side as written. A tie-break only.
 */
const WORD_ORDER_FACTOR = 1.01;

function keepsWordOrder(f: PageFeatures, i: number, writtenWords: string, labelMatch: Map<string, number>): boolean {
  const e = f.elements[i] as IndexedElement;
  const words = plainWords(e.name || e.text);
  if (words.length > VERBATIM_MAX_WORDS) return false;
  for (let k = 0; k + 1 < words.length; k++) {
    const pair = ` ${words[k]} ${words[k + 1]} `;
    if (labelMatch.has(words[k] as string) && labelMatch.has(words[k + 1] as string) && writtenWords.includes(pair)) return true;
  }
  return false;
}

/** The element's label as " word word ", when it is one that can be copied out (see above); memoised per page. */
function verbatimLabel(f: PageFeatures, i: number): string | null {
  const memo = derivedOnce(f, VERBATIM_MEMO_KEY, elementSlots<string | null>);
  let label = memo[i];
  if (label === undefined) {
    const e = f.elements[i] as IndexedElement;
    const words = plainWords(e.name || e.text);
    label = words.length >= 2 && words.length <= VERBATIM_MAX_WORDS && words.some((w) => STOP_WORDS.has(w)) ? ` ${words.join(' ')} ` : null;
    memo[i] = label;
  }
  return label;
}

const VERBATIM_MEMO_KEY = 'verbatim-labels';

/** Longer labels are sentences: copying one is already an exact match of its words. */
const VERBATIM_MAX_WORDS = 6;

function plainWords(text: string): string[] {
  return text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

export function hasIcon(f: PageFeatures, i: number): boolean {
  return iconWords(f, i).length > 0 || f.iconLike[i] === 1;
}

/** The words of the icons an element draws (`fa-bell` gives "bell"). */
export function iconWords(f: PageFeatures, i: number): readonly string[] {
  return (f.fieldWords[i] as string[][])[ICON_FIELD] as string[];
}

/**
 * A quoted phrase against an element whose label equals it after normalisation (case,
 * punctuation, word splits): 1 when its text or name is the phrase exactly as written
 * ("cras." is not "cras"), else 0.97.
 */
function quotedMatch(f: PageFeatures, i: number, written: string): number {
  const e = f.elements[i] as IndexedElement;
  const close = (s: string): boolean => s.length <= written.length * 2 + 8 && asWritten(s) === written;
  return written && (close(e.text) || close(e.name)) ? 1 : 0.97;
}

/**
 * Normalised label (words joined) -> elements whose label, or a label-like attribute
 * (value, placeholder, aria-label, title, alt, test id), is exactly that. Built once per page.
 */
function exactLabelIndex(f: PageFeatures): Map<string, number[]> {
  return derivedOnce(f, EXACT_LABELS_KEY, buildExactLabelIndex);
}

function buildExactLabelIndex(f: PageFeatures): Map<string, number[]> {
  const built = new Map<string, number[]>();
  const add = (key: string, i: number): void => {
    if (!key) return;
    const list = built.get(key);
    if (!list) built.set(key, [i]);
    else if (list[list.length - 1] !== i) list.push(i);
  };
  for (let i = 0; i < f.elements.length; i++) {
    add((f.label[i] as string[]).join(' '), i);
    const fields = f.fieldWords[i] as string[][];
    for (const k of EXACT_FIELDS) add((fields[k] as string[]).filter((w) => !isAlias(w)).join(' '), i);
  }
  return built;
}

const EXACT_LABELS_KEY = 'exact-labels';

/** A pasted phrase this long is the start of a sentence-long label, not a chance run of common words. */
const LABEL_PREFIX_MIN_WORDS = 5;

/** ...and covers most of the label. A box holding controls is never such a label: its text runs on through theirs. */
const LABEL_PREFIX_SHARE = 0.7;

/**
 * Elements whose label begins with the phrase: people paste the start of a long label
 * ("I confirm that the information above is accurate" for "... accurate and complete").
 * Only for long phrases, whose words ("above") would otherwise be read as relations.
 */
function labelsStartingWith(f: PageFeatures, phrase: string[]): number[] {
  if (phrase.length < LABEL_PREFIX_MIN_WORDS) return [];
  const out: number[] = [];
  for (let i = 0; i < f.elements.length; i++) {
    const label = f.label[i] as string[];
    if (f.interactiveInside[i] !== 0 || label.length <= phrase.length || phrase.length < LABEL_PREFIX_SHARE * label.length) continue;
    if (phrase.every((w, k) => label[k] === w)) out.push(i);
  }
  return out;
}

/** Whether a link, button or other control is labelled exactly with these (normalised) words. */
export function labelsAControl(f: PageFeatures, phrase: string): boolean {
  return (exactLabelIndex(f).get(phrase) ?? []).some((i) => f.interactive[i] === 1);
}

/**
 * How much of the element's visible label the description accounts for, 0..1: the best
 * over its label fields (name, text, placeholder...), so a description quoting the
 * placeholder is precise even when the name differs. Null when it has no label. Filler
 * and numbers (counts, badges) are not held against it.
 */
export function labelPrecision(f: PageFeatures, i: number, labelMatch: Map<string, number>): number | null {
  let best: number | null = null;
  for (const { words, realLength } of precisionLabels(f, i)) {
    const p = fieldPrecision(words, labelMatch, realLength);
    if (p !== null && (best === null || p > best)) best = p;
  }
  return best;
}

interface PrecisionLabel {
  words: readonly string[];
  realLength: number;
}

const PRECISION_LABELS_KEY = 'precision-labels';

/**
 * The labels `labelPrecision` judges for element i, memoised per page (it runs for every
 * candidate of every reading): empty ones left out, and a field repeating another (the
 * name is most often the text) judged once.
 */
function precisionLabels(f: PageFeatures, i: number): readonly PrecisionLabel[] {
  const memo = derivedOnce(f, PRECISION_LABELS_KEY, elementSlots<PrecisionLabel[]>);
  const memoised = memo[i];
  if (memoised) return memoised;
  const found: PrecisionLabel[] = [];
  const seen = new Set<string>();
  const add = (words: readonly string[], realLength: number): void => {
    if (words.length === 0) return;
    const scale = realLength > words.length ? realLength / words.length : 1;
    const key = `${scale}\u0001${words.join('\u0001')}`;
    if (seen.has(key)) return;
    seen.add(key);
    found.push({ words, realLength });
  };
  const fields = f.fieldWords[i] as string[][];
  // An address ("press@domain.com") leaves words no description could have said: only
  // the fields that say what it is judge precision.
  const address = f.addressLabel[i] !== 0;
  if (!address) add(f.label[i] as string[], f.labelLength[i] as number);
  for (const k of address ? NAMING_LABEL_FIELDS : LABEL_FIELDS) add(fields[k] as string[], 0);
  memo[i] = found;
  return found;
}

function isNumber(w: string): boolean {
  for (let k = 0; k < w.length; k++) {
    const c = w.charCodeAt(k);
    if (c < 48 || c > 57) return false;
  }
  return w.length > 0;
}

function fieldPrecision(label: readonly string[], labelMatch: Map<string, number>, realLength: number): number | null {
  if (label.length === 0) return null;
  let content = 0;
  let matched = 0;
  for (const w of label) {
    if (isFiller(w) || isAlias(w) || (isNumber(w) && !labelMatch.has(w))) continue;
    content++;
    if (labelMatch.has(w)) matched++;
  }
  if (content === 0) {
    // A label that is only a count ("15" beside the bell) is a badge: the control is named
    // by its icon, like one with no label.
    if (label.every((w) => isNumber(w) && !labelMatch.has(w))) return null;
    // A label made only of filler ("Go!", "To") is still a label: compare it whole.
    content = label.length;
    for (const w of label) if (labelMatch.has(w)) matched++;
  }
  const scale = realLength > label.length ? realLength / label.length : 1;
  return matched / (content * scale);
}
