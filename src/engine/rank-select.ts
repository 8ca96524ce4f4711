/**
 * Selection (step 7 of the ranking, see rank.ts): the answer among the scored elements.
 * Nothing below the confidence floor; ordinals pick among the equally good matches in
 * document order; plurals take all of them; a list the words name but the page never
 * labels item by item is counted instead (rank-items.ts).
 */
import { CONTROL_VERBS, RECORD_NOUNS, singular, type Description } from './describe.ts';
import { FIELD_INDEX, type PageFeatures } from './rank-features.ts';
import { countedItem, itemTarget, namedCollection } from './rank-items.ts';
import { CONTROL_KINDS } from './rank-roles.ts';
import { bestFirst, cachedEvidence, fallbackReading, raiseCandidate, unique, type Scored } from './rank-query.ts';
import { enclosingRow, isDescendant, nearestAncestor } from './rank-relations.ts';
import type { IndexedElement } from './types.ts';
import type { RoleKind } from './vocabulary.ts';

/**
 * Below this score nothing is selected. Chosen from the bench, not from single cases:
 * on the corpus's dev split (bench/accuracy.ts), tops scoring 0.45-0.50 were mostly
 * descriptions nothing should match or wrong answers (5 `none`, 3 wrong, 2 right), while
 * tops at 0.50-0.55 were mostly right (9 right, 1 wrong, 1 `none`). A description whose
 * words all match an element's label scores >= 0.8; one whose words half-match, or that
 * names only a kind the element lacks, scores under 0.5.
 */
export const CONFIDENCE_FLOOR = 0.5;

/** Ordinals and plurals choose among candidates at least this close to the best... */
const TIER = 0.7;

/** ...whose kind fit is this close to the best's (0.95 and 1 are one kind, 0.85 another)... */
const TIER_KIND = 0.051;

/** ...whose word coverage is this close to the best's (so synonyms do not join exact matches). */
const TIER_COVERAGE = 0.97;

/**
 * Score of the item an ordinal counts to among repeated siblings the words name, by how
 * well they name them: a well-named list ("the third related product" under "Related
 * products") answers confidently, a loosely named one just above the floor.
 */
const COUNTED_BASE = 0.5;
const COUNTED_RANGE = 0.35;

/** Matches whose label the noun is only a part of ("Like this post") merely mention it... */
const MENTION_PRECISION = 0.75;

/** ...so a list named this well by the noun is counted instead. */
const MENTION_RELEVANCE = 0.7;

/**
 * The answer among the scored elements: nothing below the floor; the ordinal's pick among
 * the equally good ones in document order; all of them for plurals; else the best.
 */
export function select(f: PageFeatures, d: Description, scored: Scored[], forAnchor = false): number[] {
  if (d.plural && d.kind === 'cell') scored = dataCellsOnly(f, scored);
  const top = scored[0];
  if (!top || top.score < CONFIDENCE_FLOOR) return d.ordinal !== null ? countedInstead(f, d, scored, forAnchor) : [];
  const pictureAsked = d.kind === 'image' || d.kind === 'icon';
  if (!d.plural && d.ordinal === null) {
    if (isAmbiguousKind(f, d, scored, top)) return [];
    if (!forAnchor && d.chosen) {
      const option = chosenOption(f, top.i, d.chosen);
      if (option >= 0) return [raiseCandidate(scored, option, top.score, { ...top.features, chosen: 1 }).i];
    }
    if (!forAnchor && (d.action === 'select' || d.action === 'check')) return [selectorOf(f, top, scored, d.tick === true)];
    return [pictureAsked ? top.i : titledTwin(f, scored, nativeTwin(f, scored, top))];
  }
  const equals = withoutNested(f, scored.filter((s) => equallyGood(s, top, d.plural)));
  let tier = (pictureAsked ? equals : onePerDestination(f, equals)).sort((a, b) => a.i - b.i);
  if (d.kind === 'row') tier = dataTableRows(f, tier);
  if (d.plural && d.kind !== null && !HEADER_KINDS.has(d.kind)) {
    // "all row checkboxes": the header row's "Select all" is not one of the rows'.
    const inRows = tier.filter((s) => !inHeaderRow(f, s.i));
    if (inRows.length >= 2 && inRows.length < tier.length) return inRows.map((s) => s.i);
  }
  if (d.ordinal !== null) {
    // One match is nothing to count through: "the last message" counts the messages. Nor
    // are controls that only mention the noun ("Like this post", "Post reply" for "the
    // last post"), or name the collection ("My files" for "the second file"): the
    // repeated items the word names are counted.
    if (!d.placeOrdinal && !countsControls(f, d, tier) && tier.filter((s) => !onlyMentions(f, s, d)).length < 2) {
      const counted = countedInstead(f, d, scored, forAnchor, tier.length < 2 ? 0 : MENTION_RELEVANCE);
      if (counted.length) return counted;
    }
    if (!d.placeOrdinal) tier = alikeOnly(f, bestKindOnly(tier, top, d.ordinal));
    // People count what they see: a closed drawer's copy of the menu is not "the top navigation".
    const shown = tier.filter((s) => s.features.hidden !== 1);
    if (shown.length > 0 && shown.length < tier.length) tier = shown;
    const k = d.ordinal > 0 ? d.ordinal - 1 : tier.length + d.ordinal;
    const pick = numberedAs(f, tier, d.ordinal) ?? tier[k];
    if (!pick) return [];
    pick.features.ordinal = d.ordinal;
    // "tick the second task": the task's checkbox.
    if (!forAnchor && d.tick) return [selectorOf(f, pick, scored, true)];
    // "open the second thread": the noun was read as the list's items; one acts on the item's main link.
    if (!forAnchor && fallbackReading(f, d)?.countedNoun) return [actOnItem(f, pick, scored)];
    return [pick.i];
  }
  if (d.count !== undefined && tier.length !== d.count) {
    const counted = countedTier(f, d.count, scored, top);
    if (counted) return counted;
  }
  // "every link in the top menu": the menu's links, not the brand link standing beside the list.
  if (d.plural) tier = alikeOnly(f, tier);
  return tier.map((s) => s.i);
}

/**
 * "all four buttons under X": the number says where the equally good ones end. The best
 * `count` candidates of the asked kind within the ordinal tier's reach, in document order;
 * null when the page has fewer, so the plural falls back to its usual tier.
 */
function countedTier(f: PageFeatures, count: number, scored: Scored[], top: Scored): number[] | null {
  const kindOf = (s: Scored): number => s.features.kind ?? 1;
  let reach = withoutNested(f, scored.filter((s) => s.score >= top.score * TIER && kindOf(s) >= kindOf(top) - TIER_KIND));
  if (reach.length < count) return null;
  // "both links in the navigation menu": the menu's two links, not the brand link beside the menu.
  const alike = new Set(alikeOnly(f, [...reach].sort((a, b) => a.i - b.i)));
  if (alike.size >= count) reach = reach.filter((s) => alike.has(s));
  return reach.slice(0, count).map((s) => s.i).sort((a, b) => a - b);
}

/**
 * What an element looks like to someone counting: its tag and role, and what it sits in.
 * Classes are left out: kits mark variants (success, danger, odd) and states with them.
 */
function lookOf(f: PageFeatures, e: IndexedElement): string {
  const parent = f.elements[e.parent];
  return `${e.tag}:${e.role}<${parent ? `${parent.tag}:${parent.role}` : ''}`;
}

/**
 * "the third dropdown button" among "Dropdown", "Dropdown as a button 1", "... 2", "... 3":
 * when the matches are numbered from 1, the ordinal is the number, not the place.
 */
function numberedAs(f: PageFeatures, tier: Scored[], ordinal: number): Scored | undefined {
  if (ordinal < 1) return undefined;
  const numberOf = (s: Scored): number | undefined => {
    const last = (f.label[s.i] as string[]).at(-1);
    return last !== undefined && /^\d{1,2}$/.test(last) ? Number(last) : undefined;
  };
  const numbered = tier.filter((s) => numberOf(s) !== undefined);
  if (numbered.length < 2 || !numbered.some((s) => numberOf(s) === 1)) return undefined;
  const named = numbered.filter((s) => numberOf(s) === ordinal);
  return named.length === 1 ? named[0] : undefined;
}

/**
 * "the second tab" among tabs and their panels: the kind fit is close enough to tie them,
 * but people count the things the noun names best when there are enough of them to count.
 */
function bestKindOnly(tier: Scored[], top: Scored, ordinal: number): Scored[] {
  const kind = top.features.kind ?? 1;
  const best = tier.filter((s) => (s.features.kind ?? 1) >= kind - 0.005);
  return best.length >= Math.max(2, Math.abs(ordinal)) ? best : tier;
}

/**
 * People count things that look alike: "trash the fourth post" counts the rows' Trash
 * links, not the "Trash (1)" filter above them that matches as well. When most of the
 * equally good matches share one look, the others outside their list leave the count.
 */
function alikeOnly(f: PageFeatures, tier: Scored[]): Scored[] {
  if (tier.length < 3) return tier;
  const groups = new Map<string, Scored[]>();
  for (const s of tier) {
    const look = lookOf(f, f.elements[s.i] as IndexedElement);
    const group = groups.get(look);
    if (group) group.push(s);
    else groups.set(look, [s]);
  }
  let alike: Scored[] = [];
  let runnerUp = 0;
  for (const group of groups.values()) {
    if (group.length > alike.length) [alike, runnerUp] = [group, alike.length];
    else runnerUp = Math.max(runnerUp, group.length);
  }
  if (alike.length < 2 || alike.length === tier.length || alike.length <= runnerUp) return tier;
  // Only what stands outside the alike ones' own list or table leaves: a first card
  // built a little differently is still one of the cards.
  const list = commonAncestor(f, alike.map((s) => s.i));
  const kept = new Set(alike);
  return tier.filter((s) => kept.has(s) || isDescendant(f, s.i, list));
}

/** The nearest element holding all of them: in document order, the one whose subtree spans the first to the last. */
function commonAncestor(f: PageFeatures, ids: number[]): number {
  const first = Math.min(...ids);
  const last = Math.max(...ids);
  let a = (f.elements[first] as IndexedElement).parent;
  while (a >= 0 && (f.end[a] as number) < last) a = (f.elements[a] as IndexedElement).parent;
  return a;
}

/**
 * "all salary cells": the cells under the Salary header, not the header, which names the
 * column best. Header cells leave a plural of cells when credible data cells remain.
 */
function dataCellsOnly(f: PageFeatures, scored: Scored[]): Scored[] {
  const isHeader = (s: Scored): boolean => {
    const e = f.elements[s.i] as IndexedElement;
    return e.role === 'columnheader' || e.role === 'rowheader' || f.headerRow[e.parent] === 1;
  };
  const data = scored.filter((s) => !isHeader(s));
  return data.length > 0 && (data[0] as Scored).score >= CONFIDENCE_FLOOR ? data : scored;
}

/**
 * "The third row" counts the rows of a data table (one with a header row), not those of a
 * form laid out as a table above it (a filter panel's label-and-control rows).
 */
function dataTableRows(f: PageFeatures, tier: Scored[]): Scored[] {
  const headed = new Map<number, boolean>();
  const inDataTable = (s: Scored): boolean => {
    const table = enclosingTable(f, s.i);
    if (table < 0) return false;
    let has = headed.get(table);
    if (has === undefined) {
      has = false;
      for (let x = table + 1; x <= (f.end[table] as number) && !has; x++) has = f.headerRow[x] === 1;
      headed.set(table, has);
    }
    return has;
  };
  const data = tier.filter(inDataTable);
  return data.length > 0 && data.length < tier.length ? data : tier;
}

/** The nearest table (or grid) around the element, -1 when none. */
function enclosingTable(f: PageFeatures, i: number): number {
  return nearestAncestor(f, i, (e) => e.tag === 'table' || e.role === 'table' || e.role === 'grid' || e.role === 'treegrid');
}

/** Kinds a table's header row is made of: asking for them, the header row stays. */
const HEADER_KINDS: ReadonlySet<RoleKind> = new Set<RoleKind>(['heading', 'cell', 'columnheader', 'text', 'row']);

/** Whether the element sits in a table's header row (the row of column headers). */
function inHeaderRow(f: PageFeatures, i: number): boolean {
  for (let p = (f.elements[i] as IndexedElement).parent, hops = 0; p >= 0 && hops < 3; p = (f.elements[p] as IndexedElement).parent, hops++) {
    if (f.headerRow[p] === 1) return true;
  }
  return false;
}

/**
 * Whether the ordinal counts the controls the words name: the head noun is a kind of
 * control and one control of that kind carries the words. With a single Save button,
 * "the second Save button" is no element, not the first button of the second section:
 * it counts Save buttons, never the records around them.
 */
function countsControls(f: PageFeatures, d: Description, tier: Scored[]): boolean {
  if (d.kind === null || !CONTROL_KINDS.has(d.kind) || tier.length !== 1) return false;
  // A "Sample Post" link only mentions posts: "the second post link" counts the posts (a
  // record noun), while "Save changes" is still the one Save button.
  const countsRecords = d.words.some((w) => RECORD_NOUNS.has(singular(w))) && onlyMentions(f, tier[0] as Scored, d);
  return f.interactive[(tier[0] as Scored).i] === 1 && !countsRecords;
}

/**
 * Whether a match only mentions the counted noun: the noun is a small part of its label,
 * or its label has only another form of it (the plural "files" of a "My files" link).
 */
function onlyMentions(f: PageFeatures, s: Scored, d: Description): boolean {
  // Named by the heading over it ("first Icon Button" under "Icon Button"): it is the thing.
  if (s.features.sectionLabel === 1) return false;
  // Named by its column ("the 3rd campaign name link" in the Campaign name column): it is one.
  const column = f.fieldWords[s.i]![FIELD_INDEX.column] as string[];
  if (column.length > 0 && d.words.every((w) => column.includes(w))) return false;
  if ((s.features.precision ?? 1) < MENTION_PRECISION) return true;
  const noun = d.words[d.words.length - 1];
  // The label may be an aria-label ("Remove this item") over visible text the words name ("×").
  return noun !== undefined && d.words.length === 1 && !(f.label[s.i] as string[]).includes(noun) && !f.fieldWords[s.i]![FIELD_INDEX.text]!.includes(noun);
}

/**
 * The ordinal counted over the repeated items (rows, cards, list items) the words name,
 * for when the page never writes the noun for each of them ("the second email"). The
 * answer is the item's control of the asked kind or its main link; for an anchor, the
 * item itself. Adds the answer to `scored` so explain shows it.
 */
function countedInstead(f: PageFeatures, d: Description, scored: Scored[], forAnchor: boolean, minRelevance = 0): number[] {
  const ordinal = d.ordinal;
  const words = unique(d.words);
  if (ordinal === null || words.length === 0 || d.placeOrdinal) return [];
  const named = namedCollection(f, words, (w) => cachedEvidence(f, w).best, Math.max(ordinal, 1 - ordinal));
  if (!named || named.relevance < minRelevance) return [];
  const item = countedItem(named.collection, ordinal);
  const wordsOn = controlWords(f, words);
  // "tick the second task": the item's own checkbox, when it has one.
  const ticked = item >= 0 && !forAnchor && d.tick ? onlySelector(f, item) : null;
  const record = words.some((w) => RECORD_NOUNS.has(singular(w)));
  const target = item < 0 || forAnchor ? item : (ticked ?? itemTarget(f, item, d.kind, wordsOn, record));
  if (target < 0 || breaksRelations(d, scored, target)) return [];
  const score = COUNTED_BASE + COUNTED_RANGE * named.relevance;
  const features = { counted: named.relevance, ordinal };
  Object.assign(raiseCandidate(scored, target, score, features).features, features);
  scored.sort(bestFirst);
  return [target];
}

/**
 * Below this a relation's value says the element is not where the description puts it;
 * "inside" is graded (a named region may be found only in part), so only none counts.
 */
const OUT_OF_PLACE = 0.5;
const OUTSIDE = 0.05;

/**
 * Whether the counted answer sits where the description says it does not: "the last product
 * title link under You may also like" counts nothing above that heading.
 */
function breaksRelations(d: Description, scored: Scored[], target: number): boolean {
  const s = scored.find((x) => x.i === target);
  if (!s) return false;
  // Only a place named by words: "in the list" may be a list the page never marks up.
  return d.relations.some((r) => !r.weak && (r.anchor.words.length > 0 || r.anchor.quoted.length > 0) && (s.features[r.kind] ?? 1) < (r.kind === 'inside' ? OUTSIDE : OUT_OF_PLACE));
}

/**
 * A plural over repeated items the page never labels with the noun ("all related
 * products" under a "Related products" title): every item's control of the asked kind,
 * or its main link. Adds them to `scored`; empty when no list is named well enough.
 */
export function everyCountedItem(f: PageFeatures, d: Description, scored: Scored[]): number[] {
  const words = unique(d.words);
  // "Delete selected rows" asks for an action on the rows, not for the rows.
  if (words.length === 0 || d.quoted.length > 0 || CONTROL_VERBS.has(words[0] as string)) return [];
  const named = namedCollection(f, words, (w) => cachedEvidence(f, w).best, 2);
  if (!named) return [];
  const wordsOn = controlWords(f, words);
  const targets = [...new Set(named.collection.items.map((item) => itemTarget(f, item, d.kind, wordsOn)).filter((t) => t >= 0))];
  if (targets.length < 2) return [];
  const score = COUNTED_BASE + COUNTED_RANGE * named.relevance;
  for (const target of targets) raiseCandidate(scored, target, score, { counted: named.relevance });
  scored.sort(bestFirst);
  return targets.sort((a, b) => a - b);
}

/**
 * How well an item's control carries the words other than the counted noun (the last
 * word): "edit" in "edit the 4th project" picks the Edit link; "the last post" has none,
 * so the item's main link answers.
 */
function controlWords(f: PageFeatures, words: string[]): (i: number) => number {
  const evidence = words.slice(0, -1).map((w) => cachedEvidence(f, w).best);
  if (evidence.length === 0) return () => 0;
  return (i) => evidence.reduce((sum, b) => sum + (b[i] as number), 0) / evidence.length;
}

/**
 * "select Nina Volkov's row": a row (or card) is selected through its one checkbox or
 * radio. The control is the answer, scored as the row; anything else stays itself.
 */
function selectorOf(f: PageFeatures, pick: Scored, scored: Scored[], tick = false): number {
  // "Select 7 Days in the sessions filter": a native drop-down's options are chosen through
  // the drop-down itself (no one clicks an <option>); the <select> is what takes the value.
  const list = owningSelect(f, pick.i);
  if (list >= 0 && f.answerable[list]) {
    raiseCandidate(scored, list, pick.score, { ...pick.features, chosen: 1 });
    scored.sort(bestFirst);
    return list;
  }
  // "untick Book venue": a row's details button names the task, but only its checkbox ticks.
  if (f.interactive[pick.i] && !(tick && !CHECKABLE_ROLES.has((f.elements[pick.i] as IndexedElement).role))) return pick.i;
  // "select Tomás Rivera": the name sits in one cell, the row's checkbox in another.
  const row = enclosingRow(f, pick.i);
  const control = onlySelector(f, pick.i) ?? (row >= 0 ? onlySelector(f, row) : null);
  if (control === null) return pick.i;
  raiseCandidate(scored, control, pick.score, { ...pick.features });
  scored.sort(bestFirst);
  return control;
}

/** The native <select> an <option> belongs to (through an <optgroup>), or -1. */
function owningSelect(f: PageFeatures, i: number): number {
  if ((f.elements[i] as IndexedElement).tag !== 'option') return -1;
  for (let p = (f.elements[i] as IndexedElement).parent, up = 0; p >= 0 && up < 2; p = (f.elements[p] as IndexedElement).parent, up++) {
    if ((f.elements[p] as IndexedElement).tag === 'select') return p;
  }
  return -1;
}

const CHECKABLE_ROLES: ReadonlySet<string> = new Set(['checkbox', 'radio', 'switch', 'menuitemcheckbox', 'menuitemradio']);

/** The one checkbox or radio inside element i; null when it holds none or several. */
function onlySelector(f: PageFeatures, i: number): number | null {
  let control: number | null = null;
  for (let k = i + 1; k <= (f.end[i] as number); k++) {
    const role = (f.elements[k] as IndexedElement).role;
    if (role !== 'checkbox' && role !== 'radio') continue;
    if (control !== null) return null;
    control = k;
  }
  return control;
}

/**
 * "Select 'Suspended' from the status list" where the list is open on the page (an ARIA
 * listbox of clickable options, not a native <select> whose options one cannot click): the
 * option whose label is the value chosen. -1 when the list holds no such option.
 */
function chosenOption(f: PageFeatures, list: number, chosen: readonly string[]): number {
  for (let k = list + 1; k <= (f.end[list] as number); k++) {
    const e = f.elements[k] as IndexedElement;
    if (e.role !== 'option' || e.tag === 'option' || e.hidden) continue;
    const label = f.label[k] as string[];
    if (label.length === chosen.length && chosen.every((w, x) => label[x] === w)) return k;
  }
  return -1;
}

/** The main link of a counted item, scored as the item, or the item itself when it has none. */
function actOnItem(f: PageFeatures, pick: Scored, scored: Scored[]): number {
  const target = itemTarget(f, pick.i, null, () => 0);
  if (target === pick.i || target < 0) return pick.i;
  raiseCandidate(scored, target, pick.score, { ...pick.features });
  scored.sort(bestFirst);
  return target;
}

/**
 * "Click the button" on a page with twelve equally good buttons names none of them:
 * a description with only a kind, no words, relation or position, is an answer only
 * when one element fits best.
 */
function isAmbiguousKind(f: PageFeatures, d: Description, scored: Scored[], top: Scored): boolean {
  if (d.words.length + d.quoted.length > 0 || d.relations.some((r) => !r.weak) || d.kind === null) return false;
  return withoutNested(f, scored.filter((s) => s.score >= top.score - 0.001)).length > 1;
}

/**
 * Whether a candidate is as good a match as the best for ordinals and plurals: close in
 * score, matching the words as well (a synonym is not the same button), the same kind
 * fit, and the same standing in every relation.
 */
function equallyGood(s: Scored, top: Scored, plural: boolean): boolean {
  if (s.score < CONFIDENCE_FLOOR * 0.9 || s.score < top.score * TIER) return false;
  const feature = (x: Scored, k: string): number => x.features[k] ?? 1;
  if (feature(s, 'text') < feature(top, 'text') * TIER_COVERAGE) return false;
  if (feature(s, 'kind') < feature(top, 'kind') - TIER_KIND) return false;
  if ('hints' in top.features && feature(s, 'hints') < feature(top, 'hints') * 0.9 - 0.01) return false;
  for (const key of plural ? PLURAL_RELATIONS : COUNTED_RELATIONS) if (key in top.features && feature(s, key) < feature(top, key) * 0.9) return false;
  return true;
}

/**
 * Relations every one of the equally good must meet as well as the best does. An ordinal
 * counts along "after" and "before" ("the second button after X"), so those fade with each
 * step and stay out; a plural takes the whole side ("all links under Documentation"), where
 * they do not fade (rank.ts) and must hold.
 */
const COUNTED_RELATIONS = ['inside', 'near'];
const PLURAL_RELATIONS = ['inside', 'near', 'after', 'before'];

/**
 * A kit's switch drawn as `<div role="checkbox">` around the real `<input>` its label
 * names: both score the same, and the form control inside is the one that takes the
 * value (and the one a test fills). Of equal matches, a native field inside another control.
 */
function nativeTwin(f: PageFeatures, scored: Scored[], top: Scored): Scored {
  if (!f.interactive[top.i] || NATIVE_FIELDS.has((f.elements[top.i] as IndexedElement).tag)) return top;
  for (const s of scored) {
    if (s.score < top.score * TWIN_MARGIN) break;
    if (isDescendant(f, s.i, top.i) && f.interactive[s.i] && NATIVE_FIELDS.has((f.elements[s.i] as IndexedElement).tag)) return s;
  }
  return top;
}

const NATIVE_FIELDS: ReadonlySet<string> = new Set(['input', 'select', 'textarea']);
/** Scores this close are one score (rounding, a step of tree distance). */
const TWIN_MARGIN = 0.995;

/**
 * The titled link to the same destination as a picture-only best match, when nearly as
 * good ("the product link after Ghost 15": the title, not the photo, of the next card).
 */
function titledTwin(f: PageFeatures, scored: Scored[], top: Scored): number {
  const e = f.elements[top.i] as IndexedElement;
  const href = e.tag === 'a' ? e.attributes.href : undefined;
  if (!href || href === '#' || e.text.trim() !== '') return top.i;
  const twin = scored.find((s) => {
    const t = f.elements[s.i] as IndexedElement;
    return s !== top && t.tag === 'a' && t.attributes.href === href && t.text.trim() !== '' && s.score >= top.score * TIER;
  });
  return twin ? twin.i : top.i;
}

/**
 * A product card links its picture and its title to the same page: to a person that is
 * one link, the titled one. Among links of the set sharing a destination, those showing
 * text stand for it; picture-only ones leave (unless none shows text).
 */
function onePerDestination(f: PageFeatures, set: Scored[]): Scored[] {
  const hrefOf = (s: Scored): string | undefined => {
    const e = f.elements[s.i] as IndexedElement;
    return e.tag === 'a' ? e.attributes.href : undefined;
  };
  const titled = new Set<string>();
  const count = new Map<string, number>();
  for (const s of set) {
    const href = hrefOf(s);
    if (!href || href === '#') continue;
    count.set(href, (count.get(href) ?? 0) + 1);
    if ((f.elements[s.i] as IndexedElement).text.trim() !== '') titled.add(href);
  }
  return set.filter((s) => {
    const href = hrefOf(s);
    if (!href || (count.get(href) ?? 0) < 2 || !titled.has(href)) return true;
    return (f.elements[s.i] as IndexedElement).text.trim() !== '';
  });
}

/** Drops elements nested in (or around) a better-scored element of the same set. */
function withoutNested(f: PageFeatures, set: Scored[]): Scored[] {
  const byScore = [...set].sort(bestFirst);
  const kept: Scored[] = [];
  for (const s of byScore) {
    if (kept.some((k) => isDescendant(f, s.i, k.i) || isDescendant(f, k.i, s.i))) continue;
    kept.push(s);
  }
  return kept;
}
