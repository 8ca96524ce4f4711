/**
 * Ranking: every element of a page scored 0..1 against a description, best first, with
 * the features that decided each score (for explain and for re-identification).
 *
 * The score of an element is, step by step:
 *   1. text     — how much of the description's words and quoted phrases the element
 *                 carries (name, text, label, placeholder, alt, title, ids, classes,
 *                 column header, group name...), times how much of its own visible label
 *                 the description accounts for;
 *   2. clickable — text found inside a link or button counts for the link or button too;
 *   3. kind     — how well it fits the kind named ("button", "field", "icon") or the verb;
 *   4. nesting  — the clickable element wins over the span inside it, the span over the
 *                 div that only wraps it, a leaf over the section that holds controls;
 *   5. hidden   — hidden elements keep two thirds of their score, so they answer only
 *                 when they match well and nothing visible matches as well (closed menus'
 *                 "Sign out"), or the description names the hidden dialog they sit in;
 *      row control — a row's or card's title lends its score to the row's one control
 *                 ("Transfer ownership" is the row's Transfer button; "choose the Pro
 *                 plan" is the Pro card's button whatever it says); a heading lends to
 *                 the submit button of the form it names ("check availability button");
 *                 "expand Invoices" lends the tree item's score to its disclosure control;
 *      toolbar / option — "in the toolbar" asks for an element among a group of buttons;
 *                 an option half-named ("state" for "United States") is not the one meant;
 *   6. relations — inside / near / after / before anchors, themselves ranked the same way;
 *   7. selection — ordinals pick among equally good matches in document order, plurals
 *                 take all of them, and below the confidence floor nothing is selected.
 *                 When the words name a list rather than its items ("the last message",
 *                 "all related products"), the repeated items are counted instead
 *                 (rank-items.ts).
 *
 * A description can be read several ways (`describe.interpretations`); each reading is
 * ranked and the first one wins unless another is clearly better.
 *
 * Where each step lives: the words' evidence and the text score (step 1) in
 * rank-query.ts; kind fit (3) in rank-roles.ts; relation geometry (6) in
 * rank-relations.ts; row controls in rank-rows.ts; selection (7) in rank-select.ts, with
 * repeated items in rank-items.ts. This module wires them together, top-down.
 */
import { flatten, typeNounReading, interpretations, type Description, type Reading, type Relation, type RelationKind } from './describe.ts';
import { derivedOnce, featuresOf, hasState, type PageFeatures } from './rank-features.ts';
import { bestFirst, cachedEvidence, elementsWithEvidence, fallbackReading, hasIcon, iconWords, labelPrecision, labelsAControl, queryOf, textScore, unique, type Query, type Scored } from './rank-query.ts';
import { actionFit, CONTROL_KINDS, kindFit } from './rank-roles.ts';
import { enclosingRow, headedContainer, inHeadingSection, isDescendant, isHeading, nearestAncestor, orderDecay, relationScore } from './rank-relations.ts';
import { isSubmit, lendToRowControls, lendToSectionExamples, lendToSectionSubmit, lendToDisclosures } from './rank-rows.ts';
import { CONFIDENCE_FLOOR, everyCountedItem, select } from './rank-select.ts';
import type { Candidate, IndexedElement, PageIndex } from './types.ts';
import { CONTAINER_KINDS, MANY_LINE_WORDS, ROLE_KINDS, synonymsOf, type RoleKind } from './vocabulary.ts';

export { CONFIDENCE_FLOOR };

/**
 * How much an alternative reading must beat the best so far. The flat reading wins ties
 * (a whole name matched beats a name plus a relation); the literal one wins near-ties
 * (the whole description equals a label); verb readings must be clearly better. The
 * plural-container reading never competes: it is asked only when the plural found one element.
 */
const READING_MARGINS: Record<Exclude<Reading, 'plural-container'>, number> = {
  structured: 0, flat: 0, 'verb-as-name': 0.05, 'verb-on-object': 0.05, literal: -0.02, 'type-noun': 0.1,
  'phrase-synonym': 0.05, 'noun-as-name': 0.05,
};
/** An anchor phrase's flat or record-noun reading must beat its structured one by this much. */
const ANCHOR_READING_MARGIN = 0.05;
/** Score of an element that fits a described kind when the description has no words. */
const KIND_ONLY_SCORE = 0.8;
/** The role noun found this well on an element (label, or id like "sidebarToggle") vouches for its kind. */
const HEAD_WORD_EVIDENCE = 0.8;
/**
 * Chosen on the dev split (0.5 -> 0.65: two more right, none lost): an exact match in a
 * closed menu (0.65) still loses to a visible element matching most of the words.
 */
const HIDDEN_FACTOR = 0.65;
/**
 * A hidden anchor costs less: "in the modal" names the closed dialog on purpose, and a
 * page holds few dialogs, so a visible container still wins only when it fits as well.
 */
const HIDDEN_ANCHOR_FACTOR = 0.8;
/** A hidden candidate standing this well in a relation to a hidden anchor is what the description names. */
const HIDDEN_INSIDE_ANCHOR = 0.9;
const WRAPPER_FACTOR = 0.93;
/** An option whose label the description covers this little (or less) is not the one named. */
const PARTIAL_OPTION_PRECISION = 0.5;
const PARTIAL_OPTION_FACTOR = 0.8;
/** "in the toolbar" names no text: an element outside any button group keeps most of its score. */
const OUTSIDE_TOOLBAR_FACTOR = 0.8;
const WRAPS_CLICKABLE_FACTOR = 0.8;
/** A control around a control of the same name (treeitem > link): a tie-break towards the inner one. */
const NESTED_CONTROL_FACTOR = 0.97;
/** Tags that are controls by themselves, whatever role they are given. */
const NATIVE_CONTROL_TAGS: ReadonlySet<string> = new Set(['a', 'button', 'input', 'select', 'textarea', 'summary', 'option']);
const ABSORBED_FACTOR = 0.85;
const INSIDE_CLICKABLE_FACTOR = 0.9;
/** Text found in a clickable element's descendant counts this much for the clickable. */
const LENT_TO_CLICKABLE = 0.97;
/** Non-interactive elements holding controls are sections, rarely the thing meant. */
const HOLDS_ONE_CONTROL_FACTOR = 0.75;
const HOLDS_CONTROLS_FACTOR = 0.6;
/** A leaf element ("Shipping" in a table cell) named as a container ("in shipping"). */
const LEAF_AS_CONTAINER_FACTOR = 0.75;
const CONTROL_AS_CONTAINER_FACTOR = 0.6;
/** Below this, no candidate is credibly in the place a kind-only container names. */
const UNPLACED_MAX = 0.5;
/** Candidates returned for re-identification and explain. */
const MAX_CANDIDATES = 50;
const MIN_CANDIDATE_SCORE = 0.2;
const MAX_ANCHORS = 8;
/** A relation whose anchor the page does not have cannot rank, only cost confidence. */
const UNRESOLVED_RELATION_FACTOR = 0.85;
/**
 * An anchor named by words the page nowhere carries ("Sign up with Apple" on a page with
 * no Apple): the description is about something else, so the answer should be empty.
 */
const ABSENT_ANCHOR_FACTOR = 0.6;
const ANCHOR_TIER = 0.85;
/** How well "all portfolio links" must find a "portfolio" container to read it as one. */
const CONTAINER_ANCHOR_MIN = 0.5;

/** Widgets made of the controls they hold: one picks an option or a tab, not the list. */
const COMPOSITE_ROLES: ReadonlySet<string> = new Set(['listbox', 'tablist', 'radiogroup', 'menu', 'menubar', 'tree', 'grid', 'toolbar']);

/** Kinds that are clickable: text inside such an element names the element. */
const CLICKABLE_KINDS: ReadonlySet<RoleKind> = new Set<RoleKind>(['button', 'link', 'tab', 'menuitem', 'option', 'checkbox', 'radio', 'item']);

export interface Ranking {
  description: Description;
  /** Credible candidates, best first; selected ones lead. */
  candidates: Candidate[];
  /** The answer: empty when unsure; several for plural descriptions. */
  selected: Candidate[];
}

/**
 * "add the first Special Item to the cart": read plainly, the words find the card; read
 * as a verb acting on it, they find the card's Add to cart button. When the control the
 * verb names sits inside the container the plain reading found, the control is what
 * the instruction acts on.
 */
function actsInside(f: PageFeatures, best: RankedReading | null, onObject: RankedReading | null): boolean {
  if (!best || !onObject || best === onObject || onObject.top < CONFIDENCE_FLOOR) return false;
  const top = best.scored[0];
  const control = onObject.scored[0];
  if (!top || !control) return false;
  // Any of the equally good containers: an ordinal picks among them only later.
  return best.scored.some((s) => s.score >= top.score - 0.02 && !f.interactive[s.i] && isDescendant(f, control.i, s.i));
}

/** One reading of the description with its scored elements and best score. */
interface RankedReading {
  d: Description;
  scored: Scored[];
  top: number;
}

/** All credible candidates for a description, best first, with features. */
export function rankElements(index: PageIndex, text: string): Candidate[] {
  return rankDescription(index, text).candidates;
}

/** Ranks every reading of the description and answers with the winning one. */
export function rankDescription(index: PageIndex, text: string): Ranking {
  const f = featuresOf(index);
  const { description, winner, selectedIds } = rankReadings(f, text);
  if (!winner) return { description, candidates: [], selected: [] };
  const selectedSet = new Set(selectedIds);
  const byIndex = new Map(winner.scored.map((s) => [s.i, s]));
  const ordered = [
    ...selectedIds.map((i) => byIndex.get(i) as Scored),
    ...winner.scored.filter((s) => !selectedSet.has(s.i)).slice(0, MAX_CANDIDATES),
  ];
  const candidates = ordered.map((s) => toCandidate(f, s));
  return { description: winner.d, candidates, selected: candidates.slice(0, selectedIds.length) };
}

/**
 * The winning reading's score of every element it scored, by ordinal, with no cut-off:
 * re-identification weighs the description's score of each look-alike, and twins past
 * the explain list's length (the 51st of 80 unnamed buttons) must not count as unranked.
 * Empty when the description places nothing credibly ("the blue one": labels exist for
 * exactly such descriptions), so it neither helps nor drags down any element.
 */
export function descriptionScores(index: PageIndex, text: string): Map<number, number> {
  const scores = new Map<number, number>();
  if (!text.trim()) return scores;
  const f = featuresOf(index);
  let top = 0;
  for (const s of rankReadings(f, text).winner?.scored ?? []) {
    scores.set((f.elements[s.i] as IndexedElement).ordinal, s.score);
    if (s.score > top) top = s.score;
  }
  return top < CONFIDENCE_FLOOR ? new Map() : scores;
}

interface ReadingsRanked {
  /** The winning reading, or the first one when nothing was scored. */
  description: Description;
  winner: RankedReading | null;
  /** Indexes of the elements selected, in the order they answer. */
  selectedIds: number[];
}

function rankReadings(f: PageFeatures, text: string): ReadingsRanked {
  const readings = interpretations(text);
  let best: RankedReading | null = null;
  let onObject: RankedReading | null = null;
  for (const d of readings) {
    // Never the best: ranked below, only when the plural found one element.
    if (d.reading === 'plural-container') continue;
    const scored = scoreDescription(f, d, 0);
    const ranked = { d, scored, top: scored[0]?.score ?? 0 };
    if (d.reading === 'verb-on-object') onObject = ranked;
    if (d.reading === 'flat' && best && foundOnlyTheAnchor(f, scored[0], best.d)) continue;
    if (!best || ranked.top > best.top + READING_MARGINS[d.reading] || verbNamesWholeLabel(ranked, best)) best = ranked;
  }
  let winner = actsInside(f, best, onObject) ? onObject : best;
  if (!winner) return { description: readings[0] as Description, winner: null, selectedIds: [] };
  const settled = effective(f, winner.d, 0);
  let selectedIds = select(f, settled, winner.scored);
  // "all portfolio links" that found one "Portfolio" link meant the links in the portfolio.
  const container = readings.find((d) => d.reading === 'plural-container');
  const containerAnchor = container?.relations.find((r) => r.kind === 'inside' && !r.weak);
  // A plural whose words found only things of another kind ("all product images" that
  // found the "Fancy Product" titles) found what the things sit in, not the things.
  const foundOtherKind = settled.plural && settled.kind !== null && selectedIds.length > 0 && misfitKind(winner.scored, selectedIds);
  if (container && containerAnchor && settled.plural && (selectedIds.length <= 1 || foundOtherKind || onlyHolders(f, winner.scored, selectedIds)) && topAnchorsWithTop(f, containerAnchor.anchor, 1, 'inside').top >= CONTAINER_ANCHOR_MIN) {
    const scored = scoreDescription(f, container, 0);
    const ids = select(f, effective(f, container, 0), scored);
    if (ids.length >= 2) {
      winner = { d: container, scored, top: scored[0]?.score ?? 0 };
      selectedIds = ids;
    }
  }
  // "all related products", "every message checkbox": the items of the list the words name.
  if (settled.plural && (selectedIds.length <= 1 || foundOtherKind)) {
    const listed = everyCountedItem(f, settled, winner.scored);
    // After the container answered, the misfit was the earlier reading's: the counted
    // items only replace the container's when they are more of them.
    const fromContainer = winner.d === container;
    if (listed.length >= 2 && (!fromContainer || listed.length > selectedIds.length)) selectedIds = listed;
  }
  return { description: winner.d, winner, selectedIds };
}

/**
 * Whether every selected element only holds what was asked for: each falls short of the
 * kind and has elements inside. "all portfolio images" that found the portfolio's item
 * boxes meant the pictures in them.
 */
function onlyHolders(f: PageFeatures, scored: Scored[], selected: number[]): boolean {
  const fit = kindFitOf(scored);
  return selected.every((i) => fit(i) < 1 && (f.end[i] as number) > i);
}

/** Whether every selected element falls clearly short of the kind asked for. */
function misfitKind(scored: Scored[], selected: number[]): boolean {
  const fit = kindFitOf(scored);
  return selected.every((i) => fit(i) < MISFIT_KIND);
}

/** Each scored element's kind fit, by element (1 when the reading asked for no kind). */
function kindFitOf(scored: Scored[]): (i: number) => number {
  const byIndex = new Map(scored.map((s) => [s.i, s]));
  return (i) => byIndex.get(i)?.features.kind ?? 1;
}

/** Below this kind fit an element is another kind of thing (a heading for "images"). */
const MISFIT_KIND = 0.7;

function toCandidate(f: PageFeatures, s: Scored): Candidate {
  const e = f.elements[s.i] as IndexedElement;
  const features: Record<string, number> = {};
  for (const [k, v] of Object.entries(s.features)) features[k] = round(v);
  // Tie-breaking factors (a label written out word for word) may lift a perfect match past 1; the scale shown stays 0..1.
  return { ordinal: e.ordinal, identifier: e.identifier, xpath: e.xpath, tag: e.tag, role: e.role, name: e.name, score: round(Math.min(1, s.score)), features };
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}

/**
 * "Find jobs button" on a page with a "Jobs" link and a "Find jobs" button: read with its
 * verb as part of the name, the description is the button's whole label, word for word.
 * That reading explains every word the other explains and the verb too, so it wins a tie.
 */
function verbNamesWholeLabel(ranked: RankedReading, best: RankedReading): boolean {
  if (ranked.d.reading !== 'verb-as-name' || ranked.top < best.top) return false;
  const top = ranked.scored[0];
  return top !== undefined && (top.features.text ?? 0) >= 0.999 && (top.features.precision ?? 0) >= 0.999;
}

/**
 * Whether the flat reading's best element is only the structured reading's anchor: it
 * carries every word of an anchor and none of the target's, and is not of the target's
 * kind. "pencil for Chen Wei" read flat finds the "Chen Wei" link, which is where the
 * pencil is, not the pencil; "Need for Speed IV" read flat finds a name holding "need".
 */
function foundOnlyTheAnchor(f: PageFeatures, top: Scored | undefined, structured: Description): boolean {
  if (!top || structured.relations.length === 0 || structured.words.length === 0) return false;
  const label = new Set(f.label[top.i]);
  if (structured.words.some((w) => label.has(w))) return false;
  if (structured.kind !== null && kindFit(f, top.i, structured.kind) >= 1) return false;
  // "sort by amount": the means, which is the anchor itself (the Amount header sorts).
  return structured.relations.some((r) => !r.weak && r.word !== 'by' && r.anchor.words.length > 0 && r.anchor.words.every((w) => label.has(w)));
}

// --- page-dependent readings -------------------------------------------------------------

/**
 * Ambiguities only the page can settle: "the last name field" (a "Last name" label, or
 * the last name field?), "Tab 2", "Select all" / "See all messages" ("all" in a label).
 */
function settle(f: PageFeatures, d: Description): Description {
  let out = d;
  const joined = joinSplitWords(f, out.words);
  if (joined !== out.words) out = { ...out, words: joined };
  // "the arrow to collapse the left sidebar" where no class or name on the page says arrow
  // (svg paths draw most arrows): the shape only describes the picture, and what the
  // clause says the control does names it.
  if (out.words.includes('arrow') && out.hints.length >= 2 && !inVocabulary(f, 'arrow')) {
    out = { ...out, words: out.words.filter((w) => w !== 'arrow'), hints: [...out.hints, 'arrow'] };
  }
  const numbered = out.ordinalPhrase?.numbered;
  if (out.ordinalPhrase && hasPair(f, out.ordinalPhrase.pair)) {
    out = { ...out, ordinal: null, ordinalPhrase: null, words: [...out.ordinalPhrase.restore, ...out.words] };
  } else if (numbered && numbersItems(f, numbered.pair)) {
    out = { ...out, ordinal: null, ordinalPhrase: null, words: [...numbered.restore, ...out.words] };
  }
  if (out.plural && out.pluralPhrases.some((p) => hasPair(f, p))) {
    out = { ...out, plural: false, pluralPhrases: [], words: ['all', ...out.words] };
  }
  // "expand Shipping options" on a page with a "Shipping options" button: a name, not a
  // plural kind. "Table List in the sidebar" on a page with a "Table List" link: a name,
  // not a list; a container kind is read so only when a control carries the exact name,
  // since a heading "Product table" titles the table it names.
  const nounPhrase = out.headNounPhrase;
  if (nounPhrase && (out.plural ? f.bigrams.has(nounPhrase.pair) : out.kind !== null && CONTAINER_KINDS.has(out.kind) && labelsAControl(f, nounPhrase.pair))) {
    out = { ...out, plural: false, kind: null, headWord: null, headNounPhrase: undefined, words: [...out.words, nounPhrase.word] };
  }
  return out;
}

/**
 * "White boards" for the page's "Whiteboards", "key word" for "Keyword": two words the page
 * writes only as one. The same array when none. (The other way round, one description word
 * the page writes as two, is `joinedWordEvidence` in rank-query.ts.)
 */
function joinSplitWords(f: PageFeatures, words: string[]): string[] {
  for (let k = 0; k + 1 < words.length; k++) {
    const a = words[k] as string;
    const b = words[k + 1] as string;
    if (a.length < 3 || b.length < 3 || inVocabulary(f, a) || inVocabulary(f, b)) continue;
    const whole = a + b;
    const onPage = [whole, whole.endsWith('s') ? whole.slice(0, -1) : `${whole}s`].find((w) => f.wordId.has(w));
    if (onPage) return [...words.slice(0, k), whole, ...joinSplitWords(f, words.slice(k + 2))];
  }
  return words;
}

/**
 * Whether the page's vocabulary (labels, but also classes, ids and test ids) has the word,
 * or its plural or singular. `writtenOnPage` asks about labels alone.
 */
function inVocabulary(f: PageFeatures, w: string): boolean {
  return f.wordId.has(w) || f.wordId.has(`${w}s`) || (w.endsWith('s') && f.wordId.has(w.slice(0, -1)));
}

/**
 * Whether some label numbers things as the pair says ("Remove line 3" for "line 3"), the
 * number standing alone: "Desk 2B-07" is a desk's code, not its number.
 */
function numbersItems(f: PageFeatures, pair: string): boolean {
  const memo = derivedOnce(f, NUMBERED_MEMO_KEY, newPairMemo);
  let found = memo.get(pair);
  if (found === undefined) {
    found = false;
    if (f.bigrams.has(pair)) {
      const [noun, number] = pair.split(' ') as [string, string];
      search: for (const label of f.label) {
        for (let k = 0; k + 1 < label.length; k++) {
          const next = label[k + 2];
          if (label[k] === noun && label[k + 1] === number && (next === undefined || !/^[a-z0-9]$/.test(next))) {
            found = true;
            break search;
          }
        }
      }
    }
    memo.set(pair, found);
  }
  return found;
}

const NUMBERED_MEMO_KEY = 'numbered-pairs';
const newPairMemo = (): Map<string, boolean> => new Map();

function hasPair(f: PageFeatures, pair: string): boolean {
  return f.bigrams.has(pair) || f.wordId.has(pair.replace(' ', ''));
}

/** The reading as the page settles it: ordinal or label, plural or name, inherited ordinals. */
function effective(f: PageFeatures, d: Description, depth: number): Description {
  return inheritAnchorOrdinal(f, settle(f, d), depth);
}

/**
 * "the checkbox of the third email" where nothing is called "email": rows repeat, one
 * checkbox each, so the third checkbox is meant. The ordinal moves to the element.
 */
function inheritAnchorOrdinal(f: PageFeatures, d: Description, depth: number): Description {
  if (d.ordinal !== null || d.plural) return d;
  const r = d.relations.find((x) => !x.weak && x.anchor.ordinal !== null);
  if (!r || topAnchors(f, r.anchor, depth + 1, r.kind).length > 0) return d;
  return { ...d, ordinal: r.anchor.ordinal, relations: d.relations.filter((x) => x !== r) };
}

// --- scoring -------------------------------------------------------------------------------

/**
 * Scores every element for one reading, best first. `depth` > 0 when ranking an anchor:
 * anchors are not acted on, so verbs, clickables and section penalties do not apply.
 */
function scoreDescription(f: PageFeatures, original: Description, depth: number): Scored[] {
  const d = effective(f, original, depth);
  const fallback = fallbackReading(f, d);
  if (fallback !== undefined) return fallback ? scoreDescription(f, fallback, depth) : [];
  const q = queryOf(f, d, depth);
  const scored: Scored[] = [];
  for (const [i, text, features] of textCandidates(f, q)) {
    const score = shapeScore(f, q, i, text, features);
    if (score >= MIN_CANDIDATE_SCORE) scored.push({ i, score, features });
  }
  if (depth === 0 && d.kind === null && (d.action === 'click' || d.action === 'select' || d.action === 'check' || d.action === 'type')) {
    lendToRowControls(f, scored, q.labelMatch, CONFIDENCE_FLOOR * 0.8, d.action);
  }
  if (depth === 0 && d.kind === 'button') lendToSectionSubmit(f, scored, CONFIDENCE_FLOOR * 0.8);
  if (depth === 0 && d.kind !== null && d.headWord !== null && CONTROL_KINDS.has(d.kind)) lendToSectionExamples(f, scored, d.kind, d.headWord, CONFIDENCE_FLOOR);
  if (depth === 0 && d.disclose) lendToDisclosures(f, scored, CONFIDENCE_FLOOR * 0.8);
  // 6. relations
  applyRelations(f, d, scored, depth);
  if (depth === 0) preferSubmitForCommitWord(f, d, scored);
  scored.sort(bestFirst);
  return scored;
}

/**
 * Steps 1 and 2: the elements worth scoring, each with its text evidence. With words:
 * the elements carrying any of them (a pasted label: only exact matches), and the
 * clickable elements around them. With only a kind: the elements fitting it.
 */
function textCandidates(f: PageFeatures, q: Query): [number, number, Record<string, number>][] {
  const { d } = q;
  const out: [number, number, Record<string, number>][] = [];
  if (!q.named) {
    let candidates = elementsOfKind(f, d.kind as RoleKind);
    const head = q.headEv;
    // "navigation toggle": a button called "Toggle navigation" fits too.
    if (head) candidates = [...new Set([...candidates, ...head.hits.filter((i) => (head.best[i] as number) >= HEAD_WORD_EVIDENCE)])];
    if (q.depth === 0 && d.headWord === 'searchbox') candidates = [...new Set([...candidates, ...searchButtons(f)])];
    for (const i of candidates) if (f.answerable[i]) out.push([i, KIND_ONLY_SCORE, {}]);
    return out;
  }
  const n = f.elements.length;
  const text = new Float32Array(n);
  const textFeatures = new Map<number, Record<string, number>>();
  let candidates =
    d.reading === 'literal' ? [...new Set(q.exactHits.flat())].sort((a, b) => a - b) : elementsWithEvidence(n, [...q.wordsEv, ...q.quotedEv.flat()]);
  for (const i of candidates) {
    if (!f.answerable[i]) continue;
    const features: Record<string, number> = {};
    const t = textScore(f, i, q, features);
    if (t <= 0.05) continue;
    text[i] = t;
    textFeatures.set(i, features);
  }
  if (q.depth === 0 && (d.kind === null || d.kind === 'icon' || CLICKABLE_KINDS.has(d.kind))) candidates = lendToClickables(f, candidates, text, textFeatures);
  if (q.depth === 0 && d.kind === 'image') candidates = lendToPictures(f, candidates, text, textFeatures, !d.plural);
  if (q.depth === 0 && d.kind === 'section') candidates = lendToHeadedCards(f, candidates, text, textFeatures);
  for (const i of candidates) if ((text[i] as number) > 0.05) out.push([i, text[i] as number, textFeatures.get(i) ?? {}]);
  return out;
}

/** Steps 3-5 on top of the text evidence: hints, kind, nesting and sections, hidden. */
function shapeScore(f: PageFeatures, q: Query, i: number, text: number, features: Record<string, number>): number {
  const { d, depth } = q;
  let score = text;
  if (q.hintsEv.length) {
    // "the weight unit dropdown": a native select is a dropdown by its role, whether or not
    // any class or text of it says "dropdown".
    const roleSaysHead = depth === 0 && d.headWord !== null && d.kind === 'select' && kindFit(f, i, d.kind) >= FULL_FIT;
    const cover = q.hintsEv.reduce((sum, h) => sum + (roleSaysHead && h.word === d.headWord ? 1 : (h.best[i] as number)), 0) / q.hintsEv.length;
    features.hints = cover;
    score *= q.named ? 0.94 + 0.06 * cover : 0.85 + 0.15 * cover;
    // "the arrow that moves the time range backwards": a clause that says what the element
    // does, word for word, names it better than the shape it is drawn with.
    if (q.named && q.hintsEv.length >= 3 && cover >= 0.9) {
      score *= SAYS_WHAT_IT_DOES_FACTOR;
      features.saysWhatItDoes = 1;
    }
    if (!q.named && cover > 0) {
      // Among hinted elements, the one whose label the hints explain best ("Launch Large
      // Modal" over "Launch Extra Large Modal" for "the button that opens the large modal").
      score *= 0.97 + 0.03 * (labelPrecision(f, i, q.labelMatch) ?? 0);
    }
  }
  // 3. kind; a page that uses the role noun in the name ("Toggle navigation") fits it
  let fit = d.kind !== null ? kindFit(f, i, d.kind) : depth === 0 ? actionFit(f, i, d.action) : 1;
  // "go to the Skills section": one goes there by the link that names it.
  if (depth === 0 && d.action === 'navigate' && d.kind !== null && CONTAINER_KINDS.has(d.kind) && q.named && (f.elements[i] as IndexedElement).role === 'link') fit = 1;
  if (q.headEv && fit < 0.9 && (q.headEv.best[i] as number) >= HEAD_WORD_EVIDENCE) fit = 0.9;
  // "the full-screen toggle", "sidebar toggle": a button that turns a mode on and off.
  if (d.headWord === 'toggle' && fit < TOGGLE_BUTTON_FIT && (f.elements[i] as IndexedElement).role === 'button') fit = TOGGLE_BUTTON_FIT;
  // "the search bar": sites draw their search as a button that opens a search dialog
  // (GitHub's "Search or jump to…", DocSearch's "Search ⌘K"); the button is the search bar.
  if (depth === 0 && d.headWord === 'searchbox' && fit < SEARCH_BUTTON_FIT && opensSearch(f.elements[i] as IndexedElement)) fit = SEARCH_BUTTON_FIT;
  // "the enabled Text input": a disabled one is another.
  if (d.enabled && hasState(f.elements[i] as IndexedElement, 'disabled')) {
    features.disabled = 1;
    score *= DISABLED_WHEN_ENABLED_ASKED;
  }
  // "the big text box", "the multi-line text box": of the text boxes, the one that takes many lines.
  if (d.kind === 'textbox' && d.hints.some((h) => MANY_LINE_WORDS.has(h))) fit = (f.elements[i] as IndexedElement).tag === 'textarea' ? Math.max(fit, 1) : Math.min(fit, ONE_LINE_FOR_BIG);
  features.kind = fit;
  score *= fit;
  // "the search bar": of several search fields, the page's own search is the one in its
  // search landmark; a filter over one table is not.
  if (depth === 0 && d.headWord === 'searchbox' && nearestAncestor(f, i, (e) => e.role === 'search') >= 0) {
    features.searchLandmark = 1;
    score = Math.min(1, score * SEARCH_LANDMARK_FACTOR);
  }
  // "the listing title", "the page title": of equally good headings, the page's own title is its h1.
  if (depth === 0 && d.kind === 'heading' && d.headWord !== null && TITLE_WORDS.has(d.headWord) && (f.elements[i] as IndexedElement).tag === 'h1') {
    features.pageTitle = 1;
    score = Math.min(1, score * PAGE_TITLE_FACTOR);
  }
  // 4. nesting and sections
  score *= nestingFactor(f, i, d, depth, q.named, features);
  // An option is a value people name in full ("United States", not "state"): half its
  // label is another thing that shares a word ("state or province").
  if (depth === 0 && d.kind !== 'option' && (f.elements[i] as IndexedElement).role === 'option' && (features.precision ?? 1) >= 0 && (features.precision ?? 1) <= PARTIAL_OPTION_PRECISION) {
    features.partialOption = 1;
    score *= PARTIAL_OPTION_FACTOR;
  }
  // "Notifications bell": a word the page never writes beside a name several elements
  // share describes a picture, and the control drawn only as a picture (its name from
  // aria-label or title, no visible text) is the one people describe by its picture.
  if (depth === 0 && q.named && isPictureOnlyControl(f, i) && q.wordsEv.some((w) => !writtenOnPage(f, w.word))) {
    features.pictureOnly = 1;
    // "the hamburger menu": a word that only ever names a picture is no link's text, even
    // where a synonym ("Top Navigation") is.
    const shape = q.wordsEv.some((w) => SHAPE_WORDS.has(w.word) && !writtenOnPage(f, w.word));
    score = Math.min(1, score * (shape ? SHAPE_PICTURE_FACTOR : PICTURE_ONLY_FACTOR));
  }
  // "notifications bell", "settings cog": a name and the picture that stands for it. The
  // control that draws the picture is the one meant, not a link that only says the name.
  if (depth === 0 && q.named && f.interactive[i] === 1 && drawsNamedPicture(f, i, q)) {
    features.drawn = 1;
    score = Math.min(1, score * DRAWN_FACTOR);
  }
  // "in the toolbar": elements outside any group of buttons fit less
  if (d.inControlGroup && depth === 0 && !inControlGroup(f, i)) {
    features.toolbar = 0;
    score *= OUTSIDE_TOOLBAR_FACTOR;
  }
  // 5. hidden
  if ((f.elements[i] as IndexedElement).hidden) {
    features.hidden = 1;
    score *= depth > 0 ? HIDDEN_ANCHOR_FACTOR : HIDDEN_FACTOR;
  }
  return score * d.penalty;
}

const SEARCH_BUTTON_FIT = 0.9;

function searchButtons(f: PageFeatures): number[] {
  const out: number[] = [];
  for (let i = 0; i < f.elements.length; i++) if (opensSearch(f.elements[i] as IndexedElement)) out.push(i);
  return out;
}

function opensSearch(e: IndexedElement): boolean {
  return e.role === 'button' && /^search\b/i.test((e.name || e.text).trim());
}

/** A kind fit this close to 1 is the role itself, not a look-alike. */
const FULL_FIT = 0.999;

/** A disabled element asked for as enabled keeps this much: the state is all that tells twins apart. */
const DISABLED_WHEN_ENABLED_ASKED = 0.8;
/** A one-line field asked for as big: still a text box, as a text area is one for "text box". */
const ONE_LINE_FOR_BIG = 0.95;

/** A small lift: decides between equally named elements, never against a better name. */
const PICTURE_ONLY_FACTOR = 1.02;
/** How well a button fits "toggle": as well as a checkbox-classed one does. */
const TOGGLE_BUTTON_FIT = 0.8;
/** Words that name how an icon looks, never what a text says. */
const SHAPE_WORDS: ReadonlySet<string> = new Set(['hamburger', 'burger', 'cog', 'kebab', 'meatball', 'magnifier', 'magnifying', 'paperclip', 'pencil', 'chevron', 'caret']);
const SHAPE_PICTURE_FACTOR = 1.15;
/** As small: decides between headings, never against the words. */
const PAGE_TITLE_FACTOR = 1.02;
const TITLE_WORDS: ReadonlySet<string> = new Set(['title', 'headline']);
/** As small: decides between search fields, never against the words. */
const SEARCH_LANDMARK_FACTOR = 1.02;

/** Every word some element's label writes. */
function labelWords(f: PageFeatures): Set<string> {
  return new Set(f.label.flat());
}

/** Whether some element's label writes the word itself (not a synonym or a near spelling). */
function writtenOnPage(f: PageFeatures, word: string): boolean {
  return derivedOnce(f, 'label-words', labelWords).has(word);
}

const DRAWN_FACTOR = 1.25;
const SAYS_WHAT_IT_DOES_FACTOR = 1.12;

/**
 * Whether the element's icon draws a description word the page never writes, while
 * another word of the description, a synonym of it, is written on the page: "bell" beside
 * "notifications" says which of the things named Notifications is meant.
 */
function drawsNamedPicture(f: PageFeatures, i: number, q: Query): boolean {
  const icon = iconWords(f, i);
  if (icon.length === 0 || q.wordsEv.length < 2) return false;
  return q.wordsEv.some((picture) => icon.includes(picture.word) && !writtenOnPage(f, picture.word) && q.wordsEv.some((name) => name !== picture && writtenOnPage(f, name.word) && synonymsOf(name.word).includes(picture.word)));
}

/** Whether element i sits in a clickable element that writes no words (a badge's count is no name). */
function isAllItsControlShows(f: PageFeatures, i: number): boolean {
  const control = f.clickableAncestor[i] as number;
  return control >= 0 && !/\p{L}/u.test((f.elements[control] as IndexedElement).text);
}

/** Nouns for the small coloured label a cell or a card shows its status in. */
const BADGE_WORDS: ReadonlySet<string> = new Set(['badge', 'badges', 'tag', 'tags', 'chip', 'chips', 'pill', 'pills', 'lozenge', 'lozenges']);

function namesBadge(d: Description): boolean {
  return d.words.some((w) => BADGE_WORDS.has(w)) || d.hints.some((w) => BADGE_WORDS.has(w));
}

/** A clickable element with an accessible name but no visible text: an icon button. */
function isPictureOnlyControl(f: PageFeatures, i: number): boolean {
  const e = f.elements[i] as IndexedElement;
  // Named by aria-label or title, or not named at all but for its icon (`<a><i class="fa fa-bell">`).
  return f.interactive[i] === 1 && e.text.trim() === '' && (e.name !== '' || hasIcon(f, i));
}

/** Words that name a form's commit button whatever its label says. */
const COMMIT_WORDS: ReadonlySet<string> = new Set(['save', 'submit', 'confirm', 'ok', 'done', 'apply', 'finish']);
/** A named container's submit button, asked for by a commit word its label lacks. */
const COMMIT_SUBMIT_FACTOR = 1.2;

/**
 * "the save button in the dialog" where the dialog's submit button says "Create
 * project": no button says the commit word, so it names the container's submit button.
 * Only inside a container the description names, so a page without a Save button still
 * answers "the save button" with nothing.
 */
function preferSubmitForCommitWord(f: PageFeatures, d: Description, scored: Scored[]): void {
  if (d.kind !== 'button' || d.words.length > 0 || !d.hints.some((h) => COMMIT_WORDS.has(h))) return;
  for (const s of scored) {
    if ((s.features.inside ?? 0) < 0.9 || !isSubmit(f.elements[s.i] as IndexedElement)) continue;
    s.features.submit = 1;
    s.score = Math.min(1, s.score * COMMIT_SUBMIT_FACTOR);
  }
}

/** Ancestors looked at for a toolbar, and the largest subtree counted as one. */
const TOOLBAR_LEVELS = 3;
const TOOLBAR_MAX_SIZE = 80;
/** Buttons a group must hold to be a toolbar. */
const TOOLBAR_MIN_BUTTONS = 2;
/** ARIA `toolbar` role, or the class names kits give button rows (Bootstrap btn-group/btn-toolbar, "controls", "actions"). */
const TOOLBAR_CLASS = /(^|[-_ ])(toolbar|btn-toolbar|btn-group|button-group|buttons|controls|actions)([-_ ]|$)/i;

/**
 * Sits in a toolbar: an ancestor (a few levels up) with the toolbar role or class, or one
 * holding a few buttons and nothing else interactive (a row of icon buttons).
 */
function inControlGroup(f: PageFeatures, i: number): boolean {
  let a = (f.elements[i] as IndexedElement).parent;
  for (let level = 0; level < TOOLBAR_LEVELS && a >= 0; level++) {
    const e = f.elements[a] as IndexedElement;
    if (e.role === 'toolbar' || TOOLBAR_CLASS.test(e.attributes.class ?? '')) return true;
    const size = (f.end[a] as number) - a;
    if (size <= TOOLBAR_MAX_SIZE && (f.interactiveInside[a] as number) >= TOOLBAR_MIN_BUTTONS) {
      let buttons = 0;
      let others = 0;
      for (let k = a + 1; k <= (f.end[a] as number); k++) {
        if (!f.interactive[k]) continue;
        if ((f.elements[k] as IndexedElement).role === 'button') buttons++;
        else others++;
      }
      if (buttons >= TOOLBAR_MIN_BUTTONS && others === 0) return true;
    }
    a = e.parent;
  }
  return false;
}

/** Elements that fit a kind well (>= 0.85), memoised per page. */
function elementsOfKind(f: PageFeatures, kind: RoleKind): number[] {
  return derivedOnce(f, `kind:${kind}`, () => {
    const list: number[] = [];
    for (let i = 0; i < f.elements.length; i++) if (f.answerable[i] && kindFit(f, i, kind) >= 0.85) list.push(i);
    return list;
  });
}

/**
 * "the fifth portfolio image": the words name the link (class "portfolio-link"), the
 * picture is what the link shows. A clickable element holding exactly one image lends its
 * text evidence to that image when a picture is asked for.
 */
function lendToPictures(f: PageFeatures, candidates: number[], text: Float32Array, features: Map<number, Record<string, number>>, fromTitles: boolean): number[] {
  // A plural ("all product images") counts the pictures alike, not the cards whose titles happen to say the word.
  return lendText(f, candidates, text, features, (i) => (f.interactive[i] ? onlyImage(f, i) : fromTitles ? cardImage(f, i) : -1));
}

/**
 * "the Activity section", "Sales card": the section or card a heading titles, not the
 * heading. The heading lends its text to the container it heads and keeps less itself.
 */
function lendToHeadedCards(f: PageFeatures, candidates: number[], text: Float32Array, features: Map<number, Record<string, number>>): number[] {
  const cards = new Map<number, number>();
  for (const i of candidates) {
    if ((text[i] as number) <= 0) continue;
    const card = isHeading(f.elements[i] as IndexedElement) ? headedCard(f, i) : labelledCard(f, i);
    if (card >= 0) cards.set(i, card);
  }
  const out = lendText(f, [...cards.keys()], text, features, (i) => cards.get(i) ?? -1);
  for (const [title, card] of cards) {
    // The title, and the bars that only wrap it, name the card; they are not it.
    for (let x = title; x !== card && x >= 0; x = (f.elements[x] as IndexedElement).parent) text[x] = (text[x] as number) * TITLE_NOT_SECTION;
  }
  return [...new Set([...candidates, ...out])];
}

/** The card a heading titles: the sectioning element it opens, else the largest container holding only it. */
function headedCard(f: PageFeatures, heading: number): number {
  const section = titledSection(f, heading);
  return section >= 0 ? section : headedContainer(f, heading);
}

/** Class words kits give a card: the box a small label at its top names. */
const CARD_CLASS = /(^|[-_ ])(card|box|panel|widget|tile)([-_ ]|$)/i;
const LABEL_CARD_LEVELS = 4;
const LABEL_MAX_CHARS = 40;

/**
 * "Sales card", "the Orders box": a dashboard's stat box titled by a small label (a span,
 * not a heading). The nearest ancestor a kit calls a card or a box whose text starts
 * with the label; -1 when none within reach.
 */
function labelledCard(f: PageFeatures, i: number): number {
  const e = f.elements[i] as IndexedElement;
  const label = e.text.trim();
  if (f.interactive[i] || f.interactiveInside[i] !== 0 || label === '' || label.length > LABEL_MAX_CHARS || (f.end[i] as number) - i > 2) return -1;
  for (let a = e.parent, up = 0; a >= 0 && up < LABEL_CARD_LEVELS; a = (f.elements[a] as IndexedElement).parent, up++) {
    const card = f.elements[a] as IndexedElement;
    if ((f.end[a] as number) - a > CARD_MAX_ELEMENTS || !card.text.trim().startsWith(label)) return -1;
    // A BEM element ("g-status-box__header") is a part of the box, not the box.
    if ((card.attributes.class ?? '').split(/\s+/).some((c) => !c.includes('__') && CARD_CLASS.test(c))) return a;
  }
  return -1;
}

/** How far up from its heading a section may start. */
const SECTION_TITLE_LEVELS = 3;

/**
 * A sectioning element (section, article, aside, region) the heading opens: no heading
 * comes before it inside, though sub-headings may follow ("Related products" over the
 * product cards' titles). -1 when none within reach.
 */
function titledSection(f: PageFeatures, heading: number): number {
  for (let a = (f.elements[heading] as IndexedElement).parent, up = 0; a >= 0 && up < SECTION_TITLE_LEVELS; a = (f.elements[a] as IndexedElement).parent, up++) {
    for (let x = a + 1; x < heading; x++) if (isHeading(f.elements[x] as IndexedElement)) return -1;
    const e = f.elements[a] as IndexedElement;
    if (e.tag === 'section' || e.tag === 'article' || e.tag === 'aside' || e.role === 'region') return a;
  }
  return -1;
}

/** A heading asked for as its section keeps this much of its text evidence. */
const TITLE_NOT_SECTION = 0.8;

/** How far up from a title its card may be, and how large a card may be. */
const CARD_LEVELS = 3;
const CARD_MAX_ELEMENTS = 60;

/**
 * "Sale Item picture": the one picture of the card a heading titles (a product card's image
 * above its name, a person's photo beside it). The nearest ancestor holding an image
 * must hold just that one; -1 when it holds several, or none within a card's reach.
 */
function cardImage(f: PageFeatures, i: number): number {
  if ((f.elements[i] as IndexedElement).role !== 'heading') return -1;
  for (let a = (f.elements[i] as IndexedElement).parent, up = 0; a >= 0 && up < CARD_LEVELS; a = (f.elements[a] as IndexedElement).parent, up++) {
    if ((f.end[a] as number) - a > CARD_MAX_ELEMENTS) return -1;
    let images = 0;
    let found = -1;
    for (let k = a + 1; k <= (f.end[a] as number); k++) {
      if ((f.elements[k] as IndexedElement).tag === 'img') {
        images++;
        found = k;
      }
    }
    if (images > 1) return -1;
    if (images === 1) return found;
  }
  return -1;
}

/** The one `<img>` inside element i, or -1 when it holds none or several. */
function onlyImage(f: PageFeatures, i: number): number {
  let found = -1;
  for (let k = i + 1; k <= (f.end[i] as number); k++) {
    if ((f.elements[k] as IndexedElement).tag !== 'img') continue;
    if (found >= 0) return -1;
    found = k;
  }
  return found;
}

/**
 * "Sunday lunch?" names the link whose subject line says it; the trash icon names its
 * button. A clickable element takes the best text evidence of its non-clickable content.
 */
function lendToClickables(f: PageFeatures, candidates: number[], text: Float32Array, features: Map<number, Record<string, number>>): number[] {
  return lendText(f, candidates, text, features, (i) => (f.interactive[i] ? -1 : (f.clickableAncestor[i] as number)));
}

/**
 * Each candidate's text evidence, a little less, for the element `to` names (-1: none),
 * when that beats what it has; elements that had none join the candidates.
 */
function lendText(
  f: PageFeatures,
  candidates: number[],
  text: Float32Array,
  features: Map<number, Record<string, number>>,
  to: (i: number) => number,
): number[] {
  const added: number[] = [];
  for (const i of candidates) {
    const t = text[i] as number;
    if (t <= 0) continue;
    const target = to(i);
    if (target < 0 || !f.answerable[target]) continue;
    const lent = t * LENT_TO_CLICKABLE;
    if (lent > (text[target] as number)) {
      if ((text[target] as number) === 0) added.push(target);
      text[target] = lent;
      features.set(target, { ...(features.get(i) ?? {}), lent: 1 });
    }
  }
  return added.length ? [...candidates, ...added] : candidates;
}

/**
 * The clickable element answers, not the span inside it; the span, not the div that only
 * wraps it; a control, not the section holding controls (unless a section is asked for).
 */
function nestingFactor(f: PageFeatures, i: number, d: Description, depth: number, named: boolean, features: Record<string, number>): number {
  if (depth > 0) return 1;
  let factor = 1;
  const e = f.elements[i] as IndexedElement;
  // An icon inside a button is clicked through the button; a picture may be asked for
  // itself, but not the user's own when it is all its button shows: that button is the
  // account menu it opens.
  const imageAsked = d.kind === 'image' && !(d.own && isAllItsControlShows(f, i)) && (e.tag === 'img' || e.tag === 'svg');
  const clickableAsked = d.kind === null || CLICKABLE_KINDS.has(d.kind);
  if (f.absorbed[i] && !imageAsked) {
    factor *= ABSORBED_FACTOR;
    features.absorbed = 1;
  } else if (clickableAsked && !f.interactive[i] && (f.clickableAncestor[i] as number) >= 0 && !(namesBadge(d) && (f.end[i] as number) === i)) {
    // Text inside a button is clicked through it; but "the Pending tag on Fernhill Books"
    // asks for the badge itself, even where the whole row is one button.
    factor *= INSIDE_CLICKABLE_FACTOR;
    features.insideClickable = 1;
  }
  // A native drop-down's one option says what it shows; the drop-down is still the control.
  const optionAsked = d.kind === 'option';
  if (named && f.interactive[i] && f.wrapsInteractive[i] && !wrapsRoleOnlyControl(f, i) && !(e.tag === 'select' && !optionAsked)) {
    // <li role="treeitem"><a href>Users</a></li>: the inner control is the one clicked; the
    // outer one's role still wins when it is the role asked for.
    factor *= NESTED_CONTROL_FACTOR;
    features.wrapper = 1;
  } else if (named && (isRoleOnlyInsideNative(f, i) || (!optionAsked && e.tag === 'option' && (f.elements[e.parent] as IndexedElement | undefined)?.tag === 'select'))) {
    // <a href><paper-item role="option">Comments</paper-item></a>: the link takes the
    // click and the navigation; the custom element inside only draws it. And a closed
    // <select>'s option is chosen through the select, not clicked.
    factor *= NESTED_CONTROL_FACTOR;
    features.insideControl = 1;
  } else if (named && !f.interactive[i]) {
    // "the Trending Now heading" is the heading, though its whole text is a link.
    if (f.wrapsInteractive[i] && !(d.kind !== null && !CLICKABLE_KINDS.has(d.kind) && (features.kind ?? 0) >= 1)) {
      factor *= WRAPS_CLICKABLE_FACTOR;
      features.wrapper = 1;
    } else if (f.wrapper[i] && !(d.kind === null && (e.tag === 'td' || e.tag === 'th') && !namesBadge(d))) {
      // A table cell is a unit people name ("Alexa's status" is the cell, whatever span
      // holds its text), unless they name the badge in it ("the Failed badge"); a bare div
      // or span around the text is not.
      factor *= WRAPPER_FACTOR;
      features.wrapper = 1;
    }
  }
  const holds = f.interactiveInside[i] as number;
  // A list box or a tab list is a control only through the options it holds.
  const holder = !f.interactive[i] || (COMPOSITE_ROLES.has(e.role) && e.tag !== 'select');
  if (holds > 0 && holder && d.reading !== 'literal' && !asksForSection(d)) {
    factor *= holds >= 3 ? HOLDS_CONTROLS_FACTOR : HOLDS_ONE_CONTROL_FACTOR;
    features.section = holds;
  }
  return factor;
}

/** A link with an address, or a button: what the browser itself makes clickable. */
function isNativeClickable(e: IndexedElement): boolean {
  return e.tag === 'button' || (e.tag === 'a' && e.attributes.href !== undefined);
}

/** An element that is a control only by its ARIA role, drawn inside a native link or button of the same text. */
function isRoleOnlyInsideNative(f: PageFeatures, i: number): boolean {
  const e = f.elements[i] as IndexedElement;
  const p = f.clickableAncestor[i] as number;
  if (!f.interactive[i] || p < 0 || NATIVE_CONTROL_TAGS.has(e.tag) || e.text === '') return false;
  const owner = f.elements[p] as IndexedElement;
  return isNativeClickable(owner) && owner.text === e.text;
}

/** Whether the control's same-text child control is one only by its ARIA role: then the outer one is the control. */
function wrapsRoleOnlyControl(f: PageFeatures, i: number): boolean {
  if (!isNativeClickable(f.elements[i] as IndexedElement)) return false;
  for (let x = i + 1; x <= (f.end[i] as number); x++) if (isRoleOnlyInsideNative(f, x) && f.clickableAncestor[x] === i) return true;
  return false;
}

/** "the top bar", "the dialog": a container named by its kind alone, with no words of its own. */
function isKindOnly(d: Description): boolean {
  return d.kind !== null && d.words.length === 0 && d.quoted.length === 0;
}

/** Whether the description names a kind that holds other elements (a section, row, cell, heading's section). */
function asksForSection(d: Description): boolean {
  return d.kind !== null && (CONTAINER_KINDS.has(d.kind) || d.kind === 'cell' || d.kind === 'item' || d.kind === 'heading');
}

// --- relations -----------------------------------------------------------------------------

/**
 * Each relation ranks its anchor phrase with the same machinery and rescales the
 * candidates by how they sit relative to the best anchors. A strong relation can halve a
 * score; a weak one (context from an earlier clause) only breaks ties.
 */
function applyRelations(f: PageFeatures, d: Description, scored: Scored[], depth: number): void {
  if (scored.length === 0) return;
  for (const relation of d.relations) {
    const { anchors, top } = topAnchorsWithTop(f, relation.anchor, depth + 1, relation.kind);
    // "archive the Northwind email": the reading is only as good as its object's match.
    if (d.reading === 'verb-on-object' && !relation.weak) for (const s of scored) s.score *= 0.6 + 0.4 * Math.min(1, top);
    const key = relation.weak ? 'context' : relation.kind;
    if (anchors.length === 0) {
      if (!relation.weak) unresolved(scored, key, namesAbsentThing(f, relation.anchor) ? absentAnchorFactor(d, relation.anchor) : UNRESOLVED_RELATION_FACTOR);
      continue;
    }
    const kindOnly = isKindOnly(relation.anchor);
    const rel = relationValues(f, relation.kind, scored, countedItemsHolding(f, relation, scored, anchors), !kindOnly, d.plural, d.ordinal !== null);
    // "the chevron button next to the country input": an anchor named as a control is
    // another control than the one asked for, not a label standing for it.
    // So is a link or button that shows the anchor's words itself: "the link beside
    // 'Watercourse'" is the value next to the Watercourse link.
    if (relation.kind === 'near' && BESIDE_WORDS.has(relation.word ?? '')) {
      const namedControl = relation.anchor.kind !== null && CONTROL_KINDS.has(relation.anchor.kind);
      for (const a of anchors) if (rel.has(a.i) && (namedControl || (f.interactive[a.i] && showsItsName(f.elements[a.i] as IndexedElement)))) rel.set(a.i, (rel.get(a.i) as number) * NOT_BESIDE_ITSELF);
    }
    let max = 0;
    for (const v of rel.values()) if (v > max) max = v;
    // "the search box in the top bar" where no top bar holds any candidate: a place named
    // by its kind alone may be one the page draws but does not mark up; the words still say
    // what is wanted, so the relation counts as unresolved rather than failed.
    if (relation.kind === 'inside' && !relation.weak && max < UNPLACED_MAX && kindOnly) {
      unresolved(scored, key, UNRESOLVED_RELATION_FACTOR);
      continue;
    }
    const namedControl = relation.word === 'with' && !relation.weak ? controlNamedBy(f, anchors) : -1;
    for (const s of scored) {
      const raw = rel.get(s.i) ?? 0;
      // A command's object is what its control stands beside ("Add domain": the Add button of
      // the domains list). When no candidate stands anywhere near the object, the nearest
      // of them is not near it: closeness is judged against a floor, not only the best.
      const scale = d.reading === 'verb-on-object' ? Math.max(max, VERB_OBJECT_NEAR_FLOOR) : max;
      const normalised = relation.kind === 'inside' || max === 0 ? raw : raw / scale;
      s.features[key] = normalised;
      const factor = relation.weak ? 0.97 + 0.03 * normalised : relation.kind === 'near' ? 0.35 + 0.65 * normalised : 0.45 + 0.55 * normalised;
      s.score *= factor;
      if (namedControl >= 0 && namedControl !== s.i && !isDescendant(f, namedControl, s.i)) {
        s.score *= WITH_CONTROL_FACTOR;
        s.features.withControl = 1;
      }
      if (!relation.weak && s.features.hidden === 1 && inHiddenAnchor(f, s.i, normalised, anchors)) {
        // "the Logout button in the modal": the description names the hidden container.
        s.score /= HIDDEN_FACTOR;
        s.features.hidden = 0.5;
      }
    }
  }
}

/**
 * "the X on the 3rd row" on a page with a date picker's grid above the bookings table: the
 * third row counted on the page holds no X. When no credible candidate sits in the counted
 * row, the rows are counted among those holding a credible candidate (data rows only).
 * "the last item's checkbox" counts the list items that hold a checkbox the same way, not
 * every list item on the page down to the footer's links.
 */
function countedItemsHolding(f: PageFeatures, relation: Relation, scored: Scored[], anchors: { i: number; weight: number }[]): { i: number; weight: number }[] {
  const ordinal = relation.anchor.ordinal;
  const kind = relation.anchor.kind;
  if (relation.weak || (kind !== 'row' && kind !== 'item') || ordinal === null || relation.anchor.words.length > 0) return anchors;
  if (relation.kind !== 'inside' && !(kind === 'item' && relation.kind === 'near')) return anchors;
  const best = scored.reduce((m, s) => Math.max(m, s.score), 0);
  const credible = scored.filter((s) => s.score >= best * CREDIBLE_IN_ROW).map((s) => s.i);
  if (credible.some((i) => anchors.some((a) => isDescendant(f, i, a.i)))) return anchors;
  const enclosing = kind === 'row' ? (i: number): number => enclosingRow(f, i) : (i: number): number => enclosingItem(f, i);
  const items = [...new Set(credible.map(enclosing).filter((item) => item >= 0 && f.headerRow[item] !== 1))].sort((a, b) => a - b);
  const item = items[ordinal > 0 ? ordinal - 1 : items.length + ordinal];
  return items.length >= 2 && item !== undefined ? [{ i: item, weight: 1 }] : anchors;
}

/** The list item, option, row or tab an element sits in, or -1. */
function enclosingItem(f: PageFeatures, i: number): number {
  return nearestAncestor(f, i, (e) => ITEM_ROLES.has(e.role) || e.tag === 'li', (e) => e.tag === 'body');
}

const ITEM_ROLES: ReadonlySet<string> = new Set(ROLE_KINDS.item);

/** Candidates this close to the best are what the rows are counted by. */
const CREDIBLE_IN_ROW = 0.9;

const TOP_ANCHOR_WEIGHT = 0.999;
const NOT_BESIDE_ITSELF = 0.5;
/** A control whose name is the text it shows (not an aria-label over a glyph). */
function showsItsName(e: IndexedElement): boolean {
  return e.text !== '' && e.text === e.name;
}

/** Markers that put one element beside another ("next to", "beside"), not "of" or "for". */
const BESIDE_WORDS: ReadonlySet<string> = new Set(['next', 'beside', 'near', 'nearby', 'adjacent', 'close', 'alongside']);

/** About five steps apart in the tree (rank-relations.ts `closeness`): farther is not beside it. */
const VERB_OBJECT_NEAR_FLOOR = 0.5;

/** A relation the page could not place: every candidate keeps `factor` of its score. */
function unresolved(scored: Scored[], key: string, factor: number): void {
  for (const s of scored) {
    s.score *= factor;
    s.features[key] = 0;
  }
}

/**
 * "Sign up with Facebook", "Pay with PayPal": when what follows "with" is itself a
 * button or link, the whole phrase names that control (the flat reading), not another
 * control standing near it. Only the control's own containers ("the row with the Delete
 * button") keep the structured reading whole.
 */
const WITH_CONTROL_FACTOR = 0.6;

/** The button or link the best anchor is (or is drawn inside, as a logo is), else -1. */
function controlNamedBy(f: PageFeatures, anchors: { i: number }[]): number {
  const top = anchors[0];
  if (!top) return -1;
  return f.interactive[top.i] === 1 ? top.i : (f.clickableAncestor[top.i] as number);
}

/** Words that place a container ("the top toolbar") rather than name it. */
const PLACE_WORDS: ReadonlySet<string> = new Set(['top', 'bottom', 'upper', 'lower', 'left', 'right', 'middle', 'center', 'side', 'main', 'big', 'small']);

/**
 * An anchor the page never mentions leaves its words unaccounted for, as an unmatched
 * word of the name would: the score keeps at most the share of the description's words
 * the element could explain ("Sign up" with "Apple" keeps a half).
 */
function absentAnchorFactor(d: Description, anchor: Description): number {
  const own = unique(d.words).length + d.quoted.length;
  const absent = anchor.words.filter((w) => !PLACE_WORDS.has(w)).length + anchor.quoted.length;
  return own === 0 ? ABSENT_ANCHOR_FACTOR : Math.min(ABSENT_ANCHOR_FACTOR, own / (own + absent));
}

function namesAbsentThing(f: PageFeatures, anchor: Description): boolean {
  const named = [...anchor.words.filter((w) => !PLACE_WORDS.has(w)), ...anchor.quoted.flat()];
  return named.length > 0 && named.every((w) => !cachedEvidence(f, w).matched);
}

/** Whether a hidden candidate sits in (or stands well to) a hidden anchor the description names. */
function inHiddenAnchor(f: PageFeatures, i: number, relation: number, anchors: { i: number }[]): boolean {
  return anchors.some((a) => (f.elements[a.i] as IndexedElement).hidden && (relation >= HIDDEN_INSIDE_ANCHOR || isDescendant(f, i, a.i)));
}

/**
 * `titled`: the anchor is named by words ("in Recent payees"), so it may be a title standing for what it heads.
 * `wholeSide`: a plural takes every element on the anchor's side ("all links under
 * Documentation"), so "after" and "before" do not fade with each step as they do for one.
 */
function relationValues(f: PageFeatures, kind: RelationKind, scored: Scored[], anchors: { i: number; weight: number }[], titled: boolean, wholeSide: boolean, counted: boolean): Map<number, number> {
  const out = new Map<number, number>();
  if (kind === 'after' && counted && countsInSection(f, scored, anchors)) {
    // "the last card under To Do": an ordinal under a heading counts within its section, as
    // "in the To Do column" would; the cards of the next column are not under it.
    for (const s of scored) {
      for (const a of anchors) {
        const inSection = s.i !== a.i && (isHeading(f.elements[a.i] as IndexedElement) ? inHeadingSection(f, s.i, a.i) : isDescendant(f, s.i, a.i));
        if (inSection && a.weight > (out.get(s.i) ?? 0)) out.set(s.i, a.weight);
      }
    }
    return out;
  }
  const bestScore = scored.reduce((m, s) => Math.max(m, s.score), 0);
  // Only the best anchors stand for the anchor itself: a weaker one that also names it
  // ("Edit “Valentine’s cake pre-orders”" for "Valentine's cake pre-orders") may be what is asked for.
  const anchorSet = new Set(anchors.filter((a) => a.weight >= TOP_ANCHOR_WEIGHT).map((a) => a.i));
  for (const a of anchors) {
    const anchor = f.elements[a.i] as IndexedElement;
    const headingAnchor = isHeading(anchor);
    const raw = scored.map((s) => {
      let rel: number;
      if ((kind === 'after' || kind === 'before') && anchorSet.has(s.i)) rel = 0.05;
      else if (kind === 'after' && headingAnchor) rel = inHeadingSection(f, s.i, a.i) ? 1 : relationScore(f, kind, s.i, a.i, titled) * 0.5;
      else rel = relationScore(f, kind, s.i, a.i, titled);
      return { i: s.i, rel, score: s.score };
    });
    let decay: Map<number, number> | null = null;
    if ((kind === 'after' || kind === 'before') && !wholeSide) decay = orderDecay(raw.filter((r) => r.score >= 0.95 * bestScore), kind);
    for (const r of raw) {
      let v = r.rel;
      if (decay && v >= 1) v = decay.get(r.i) ?? 0.6;
      v *= a.weight;
      if (v > (out.get(r.i) ?? 0)) out.set(r.i, v);
    }
  }
  return out;
}

/** Whether an anchor is a heading whose section holds some of the candidates. */
function countsInSection(f: PageFeatures, scored: Scored[], anchors: { i: number }[]): boolean {
  return anchors.some((a) => isHeading(f.elements[a.i] as IndexedElement) && scored.some((s) => s.i !== a.i && inHeadingSection(f, s.i, a.i)));
}

/**
 * The anchor phrase's best matches (several when equally good, or the ones its ordinal or
 * plural picks), weighted by their score. The flat reading of the anchor competes too:
 * "Need for Speed IV" is a name, not "Need" near "Speed IV".
 */
function topAnchors(f: PageFeatures, anchor: Description, depth: number, kind: RelationKind): { i: number; weight: number }[] {
  return topAnchorsWithTop(f, anchor, depth, kind).anchors;
}

interface AnchorRanking {
  anchors: { i: number; weight: number }[];
  top: number;
}

/**
 * One anchor is asked for again and again in a predict: by each reading that shares it
 * (context clauses join every reading), and by the settling of an inherited ordinal before
 * and after scoring. Keyed by the parsed anchor itself, so the memo lives as long as the
 * description does; callers only read the result.
 */
function topAnchorsWithTop(f: PageFeatures, anchor: Description, depth: number, kind: RelationKind): AnchorRanking {
  const memo = derivedOnce(f, ANCHOR_MEMO_KEY, newAnchorMemo);
  let byCall = memo.get(anchor);
  if (!byCall) {
    byCall = new Map();
    memo.set(anchor, byCall);
  }
  const key = `${depth} ${kind}`;
  let ranking = byCall.get(key);
  if (!ranking) {
    ranking = rankAnchors(f, anchor, depth, kind);
    byCall.set(key, ranking);
  }
  return ranking;
}

const ANCHOR_MEMO_KEY = 'anchor-rankings';
const newAnchorMemo = (): WeakMap<Description, Map<string, AnchorRanking>> => new WeakMap();

function rankAnchors(f: PageFeatures, anchor: Description, depth: number, kind: RelationKind): AnchorRanking {
  const none = { anchors: [], top: 0 };
  if (depth > 3) return none;
  let d: Description = { ...anchor, action: 'find' };
  let scored = fitAnchors(f, scoreDescription(f, d, depth), d, kind);
  // The flat reading ("Need for Speed IV" is a name) and the record-noun reading ("the
  // Russian Literature task": the task whose text says Russian Literature) compete.
  for (const other of [flatten(anchor), typeNounReading(anchor)]) {
    if (!other) continue;
    const otherScored = fitAnchors(f, scoreDescription(f, { ...other, action: 'find' }, depth), other, kind);
    if ((otherScored[0]?.score ?? 0) * other.penalty > (scored[0]?.score ?? 0) + ANCHOR_READING_MARGIN) {
      scored = otherScored;
      d = other;
    }
  }
  const top = scored[0]?.score ?? 0;
  const settled = effective(f, d, depth);
  if (top < CONFIDENCE_FLOOR * 0.9) {
    // "edit the 4th project": the fourth of the rows the words name.
    const counted = settled.ordinal !== null ? select(f, settled, scored, true) : [];
    if (counted.length) return { anchors: counted.map((i) => ({ i, weight: 1 })), top: CONFIDENCE_FLOOR };
    // "the email from Alice" where nothing is called an email: Alice still places it.
    const inner = anchor.relations.find((r) => !r.weak);
    return inner ? topAnchorsWithTop(f, inner.anchor, depth + 1, kind) : none;
  }
  if (settled.ordinal !== null || settled.plural) return { anchors: select(f, settled, scored, true).map((i) => ({ i, weight: 1 })), top };
  const out: { i: number; weight: number }[] = [];
  for (const s of scored) {
    if (s.score < top * ANCHOR_TIER || out.length >= MAX_ANCHORS) break;
    // Sharpened: a slightly weaker anchor (the section around the row) must not speak as loud.
    out.push({ i: s.i, weight: (s.score / top) ** 4 });
  }
  return { anchors: out, top };
}

/**
 * "in the settings sidebar" where the sidebar's nav is the part labelled Settings: a named
 * part of a page region that falls short of the region's kind stands for the region just
 * around it (within WIDEN_LEVELS), which holds what sits beside the part too (the sidebar's
 * search box).
 */
function widenToKind(f: PageFeatures, scored: Scored[], kind: RoleKind): Scored[] {
  return scored.map((s) => {
    if ((s.features.kind ?? 1) >= 1) return s;
    let p = (f.elements[s.i] as IndexedElement).parent;
    for (let level = 0; p >= 0 && level < WIDEN_LEVELS; level++, p = (f.elements[p] as IndexedElement).parent) {
      if (kindFit(f, p, kind) >= 1) return { ...s, i: p };
    }
    return s;
  });
}

const WIDEN_LEVELS = 2;
/** Page regions, each one of its kind around its parts; a card or a section is not. */
const LANDMARK_KINDS: ReadonlySet<RoleKind> = new Set<RoleKind>(['sidebar', 'header', 'footer', 'navigation', 'main', 'dialog']);

/**
 * Anchors fit their relation: "in shipping" wants a container, not the "Shipping" cell of
 * a summary table; "the email from Alice" wants the email, not the page holding every
 * email. Unless the phrase names a container kind, a section is a poor neighbour and a
 * bare leaf a poor container.
 */
function fitAnchors(f: PageFeatures, scored: Scored[], d: Description, kind: RelationKind): Scored[] {
  if (asksForSection(d)) return kind === 'inside' && LANDMARK_KINDS.has(d.kind as RoleKind) ? widenToKind(f, scored, d.kind as RoleKind) : scored;
  let changed = false;
  for (const s of scored) {
    const e = f.elements[s.i] as IndexedElement;
    const leaf = (f.end[s.i] as number) === s.i && !isHeading(e);
    const holds = f.interactiveInside[s.i] as number;
    if (kind === 'inside' && leaf) {
      // A link named "Portfolio" is even less the portfolio than a "Shipping" label is.
      s.score *= f.interactive[s.i] ? CONTROL_AS_CONTAINER_FACTOR : LEAF_AS_CONTAINER_FACTOR;
      changed = true;
    } else if (kind !== 'inside' && !f.interactive[s.i] && holds >= 3) {
      s.score *= HOLDS_CONTROLS_FACTOR;
      changed = true;
    }
  }
  if (changed) scored.sort(bestFirst);
  return scored;
}
