/**
 * Rows and cards named by their title: "Transfer ownership" names a settings row whose
 * button says "Transfer"; "Select the Penthouse Suite" names a room card whose button
 * says "Select room"; "expand Invoices" names a tree item whose caret shows it. People
 * describe the thing, and mean the control that acts on it; the rule is that a
 * heading or title wins only when asked for by kind.
 *
 * Pure structure over the page features and the ranking's scored candidates.
 */
import { isFiller, type PageFeatures } from './rank-features.ts';
import type { Scored } from './rank-query.ts';
import { headingLevel } from './rank-relations.ts';
import { kindFit } from './rank-roles.ts';
import type { IndexedElement } from './types.ts';
import { TEXT_ENTRY_ROLES, type RoleKind } from './vocabulary.ts';

/** A row's or card's sole control, named by the row's title, keeps this much of the title's score. */
const ROW_CONTROL_FACTOR = 0.97;
/** How far up from a title its row or card may be. */
const ROW_LEVELS = 3;
/** A container with more controls than this is a form or a toolbar, not one row or card. */
const ROW_MAX_CONTROLS = 4;
/** A larger container is a section, not a row or card. */
const ROW_MAX_ELEMENTS = 150;

/**
 * "Transfer ownership" in a settings row whose button says "Transfer"; "Select the
 * Penthouse Suite" on a card whose button says "Select room": the words name a row or a
 * card by its title, and the one control there is what the user acts on. A text element
 * matching the description lends its score (without the not-clickable cost) to the sole
 * control of its row or card, when that control's own label agrees with the description
 * (shares a word) or it has none. Headings win only when asked for by kind.
 */
export function lendToRowControls(f: PageFeatures, scored: Scored[], labelMatch: ReadonlyMap<string, number>, floor: number, action: RowAction): void {
  const byIndex = new Map(scored.map((s) => [s.i, s]));
  for (const s of [...scored]) {
    const fit = s.features.kind ?? 1;
    if (s.score < floor || f.interactive[s.i] || fit >= 1 || (f.interactiveInside[s.i] as number) > 0) continue;
    // Only a visible title lends: a tooltip on a star icon names the icon, not the row.
    if (f.iconLike[s.i] || (f.elements[s.i] as IndexedElement).text === '') continue;
    // In a table only the first cell titles its row: "the Invision budget" is a value.
    if (isLaterCell(f, s.i)) continue;
    const control = rowControl(f, s.i, labelMatch, action);
    if (control < 0) continue;
    lendScore(scored, byIndex, control, (s.score / fit) * ROW_CONTROL_FACTOR, 'rowLabel');
  }
}

function isLaterCell(f: PageFeatures, i: number): boolean {
  const e = f.elements[i] as IndexedElement;
  return (e.tag === 'td' || e.tag === 'th') && e.parent >= 0 && (f.elements[e.parent] as IndexedElement).tag === 'tr' && e.parent + 1 !== i;
}

/**
 * Gives `control` the score `lent` unless it already scores as much, marking where the
 * score came from; a control that fits its kind by being lent to keeps kind 1.
 */
function lendScore(scored: Scored[], byIndex: Map<number, Scored>, control: number, lent: number, source: 'rowLabel' | 'sectionLabel' | 'disclosureOf'): void {
  const existing = byIndex.get(control);
  if (existing && existing.score >= lent) return;
  const features = { ...(existing?.features ?? {}), [source]: 1, kind: 1 };
  if (existing) {
    existing.score = lent;
    existing.features = features;
  } else {
    const added = { i: control, score: lent, features };
    scored.push(added);
    byIndex.set(control, added);
  }
}

/**
 * The control the row, card or wrapper around i (the nearest of a few levels up that
 * holds any) offers for the description: its only control when that one's label agrees
 * or is empty; else the only one among a few whose label shares a word with the
 * description ("Select room" beside "Room details" for "Select the Penthouse Suite").
 * When the user is choosing ("choose the Enterprise plan", "select the Pro plan"), a
 * card's only control is how one chooses it, whatever it says ("Contact sales"); when
 * ticking, the row's one checkbox.
 * -1 when none or several fit.
 */
function rowControl(f: PageFeatures, i: number, labelMatch: ReadonlyMap<string, number>, action: RowAction): number {
  for (let p = (f.elements[i] as IndexedElement).parent, hops = 0; p >= 0 && hops < ROW_LEVELS; p = (f.elements[p] as IndexedElement).parent, hops++) {
    if (f.interactive[p] || (f.end[p] as number) - p > ROW_MAX_ELEMENTS) return -1;
    if (action !== 'type' && (f.interactiveInside[p] as number) > ROW_MAX_CONTROLS) return -1;
    const all: number[] = [];
    for (let x = p + 1; x <= (f.end[p] as number); x++) {
      if ((f.interactive[x] || isStyledControl(f, x)) && !(f.elements[x] as IndexedElement).hidden) all.push(x);
    }
    if (all.length === 0) continue;
    // "type your zip code into the drop-off search": typing into a titled block is typing
    // into its one field, whatever buttons stand beside it.
    if (action === 'type') {
      const fields = all.filter((x) => TEXT_ENTRY_ROLES.has((f.elements[x] as IndexedElement).role));
      if (fields.length > 0) return fields.length === 1 ? (fields[0] as number) : -1;
      continue;
    }
    // The nearest container holding controls decides, even when they all belong to sibling items.
    const controls = all.filter((x) => !inSiblingItem(f, p, i, x));
    if (controls.length > ROW_MAX_CONTROLS) return -1;
    const agreeing = controls.filter((c) => labelAgreement(f, c, labelMatch) === 'shares');
    if (agreeing.length === 1) return agreeing[0] as number;
    // "tick off GDPR Compliance": a row's one checkbox is what ticking the row means,
    // whatever other buttons the row has.
    const toggles = action === 'check' ? controls.filter((c) => TOGGLE_ROLES.has((f.elements[c] as IndexedElement).role)) : [];
    if (toggles.length === 1) return toggles[0] as number;
    const only = controls.length === 1 ? (controls[0] as number) : -1;
    return only >= 0 && (action === 'select' || labelAgreement(f, only, labelMatch) === 'empty') ? only : -1;
  }
  return -1;
}

/** What the user does to the row: choosing ("select the Pro plan") takes a card's only control whatever it says. */
export type RowAction = 'click' | 'select' | 'check' | 'type';

const TOGGLE_ROLES: ReadonlySet<string> = new Set(['checkbox', 'switch', 'radio']);

/** Words of a class that make an empty element a control pages draw themselves (`<div class="toggle on">`). */
const STYLED_CONTROL_WORDS: ReadonlySet<string> = new Set(['toggle', 'switch', 'checkbox', 'btn', 'button']);

function isStyledControl(f: PageFeatures, x: number): boolean {
  const e = f.elements[x] as IndexedElement;
  return f.iconLike[x] === 1 && e.text === '' && (e.tag === 'div' || e.tag === 'span') && (f.hintWords[x] ?? []).some((w) => STYLED_CONTROL_WORDS.has(w));
}

/** A control in another item of the same list (the breadcrumb link beside the current page's item) belongs to that item. */
function inSiblingItem(f: PageFeatures, container: number, i: number, control: number): boolean {
  const a = f.elements[childOnPath(f, container, i)] as IndexedElement;
  const b = f.elements[childOnPath(f, container, control)] as IndexedElement;
  return a !== b && a.tag === b.tag && (a.tag === 'li' || a.tag === 'tr' || a.role === 'listitem' || a.role === 'row');
}

/** The child of `container` on the way down to its descendant `x`. */
function childOnPath(f: PageFeatures, container: number, x: number): number {
  let c = x;
  while ((f.elements[c] as IndexedElement).parent !== container) c = (f.elements[c] as IndexedElement).parent;
  return c;
}

function labelAgreement(f: PageFeatures, control: number, labelMatch: ReadonlyMap<string, number>): 'shares' | 'empty' | 'differs' {
  const label = (f.label[control] as string[]).filter((w) => !isFiller(w));
  if (label.length === 0) return 'empty';
  return label.some((w) => labelMatch.has(w)) ? 'shares' : 'differs';
}

/**
 * A disclosure control (summary, caret, expander: `disclosure` in rank-features.ts) named
 * by what it shows keeps this much of its title's score; the title itself keeps the second figure.
 */
const DISCLOSURE_FACTOR = 0.97;
const NOT_THE_DISCLOSURE_FACTOR = 0.9;
/** How many elements a title, or the small wrapper around it, may hold for a toggle found there to be its own. */
const DISCLOSURE_SPAN = 12;

/**
 * "expand the Search engine section", "expand Invoices", "collapse the Forms menu": the
 * words name a section, a tree item or a menu, and the user clicks the control that
 * shows or hides it: the section's summary, the item's caret button beside its link.
 * An element matching the words lends its score to its toggle, and keeps less itself.
 */
export function lendToDisclosures(f: PageFeatures, scored: Scored[], floor: number): void {
  const byIndex = new Map(scored.map((s) => [s.i, s]));
  for (const s of [...scored]) {
    if (s.score < floor || s.features.disclosureOf) continue;
    const toggle = disclosureOf(f, s.i);
    if (toggle < 0 || toggle === s.i) continue;
    const fit = s.features.kind ?? 1;
    lendScore(scored, byIndex, toggle, (s.score / fit) * DISCLOSURE_FACTOR, 'disclosureOf');
    s.score *= NOT_THE_DISCLOSURE_FACTOR;
  }
}

/**
 * The toggle of what element i titles: a toggle at the start of i itself (a tree item's
 * caret, a fieldset's summary), else i when it is one, else the one toggle beside it in
 * a small wrapper (the caret button next to a sidebar link). -1 when none.
 */
function disclosureOf(f: PageFeatures, i: number): number {
  const inner = firstDisclosureWithin(f, i);
  if (inner >= 0) return inner;
  if (f.disclosure[i]) return i;
  const p = (f.elements[i] as IndexedElement).parent;
  if (p < 0 || (f.end[p] as number) - p > DISCLOSURE_SPAN) return -1;
  const toggles: number[] = [];
  for (let x = p + 1; x <= (f.end[p] as number); x++) {
    const insideI = x >= i && x <= (f.end[i] as number);
    if (f.disclosure[x] && !insideI && !(f.elements[x] as IndexedElement).hidden) toggles.push(x);
  }
  return toggles.length === 1 ? (toggles[0] as number) : -1;
}

/** The first visible toggle among i's first few descendants, before any nested list (which holds other items' toggles). */
function firstDisclosureWithin(f: PageFeatures, i: number): number {
  const last = Math.min(f.end[i] as number, i + DISCLOSURE_SPAN);
  for (let x = i + 1; x <= last; x++) {
    const e = f.elements[x] as IndexedElement;
    if (NESTED_LIST_TAGS.has(e.tag) || e.role === 'group' || e.role === 'treeitem') return -1;
    if (f.disclosure[x] && !e.hidden) return x;
  }
  return -1;
}

const NESTED_LIST_TAGS: ReadonlySet<string> = new Set(['ul', 'ol', 'li']);

/** A form's submit button, named by the heading over the form, keeps this much of the heading's score. */
const SECTION_SUBMIT_FACTOR = 0.95;

/**
 * "the check availability button" under a "Check availability" heading whose form's
 * button says "Search rooms": a heading names the form that follows it, and a button
 * asked for by the heading's words is that form's one submit button.
 */
export function lendToSectionSubmit(f: PageFeatures, scored: Scored[], floor: number): void {
  const byIndex = new Map(scored.map((s) => [s.i, s]));
  for (const s of [...scored]) {
    const e = f.elements[s.i] as IndexedElement;
    if (s.score < floor || e.role !== 'heading' || f.interactive[s.i]) continue;
    const fit = s.features.kind ?? 1;
    const form = formAfterHeading(f, s.i);
    if (form < 0) continue;
    const submits: number[] = [];
    for (let x = form + 1; x <= (f.end[form] as number) && submits.length < 2; x++) {
      const c = f.elements[x] as IndexedElement;
      if (!c.hidden && isSubmit(c)) submits.push(x);
    }
    if (submits.length !== 1) continue;
    lendScore(scored, byIndex, submits[0] as number, (s.score / fit) * SECTION_SUBMIT_FACTOR, 'sectionLabel');
  }
}

/** An example under a heading that names its kind keeps this much of the heading's score. */
const SECTION_EXAMPLE_FACTOR = 0.97;
/** More examples than this under one heading: a section of a page, not a component's demo. */
const MAX_SECTION_EXAMPLES = 12;

/**
 * "the first Icon Button" on a component gallery or a style guide: a heading whose words
 * end in the kind asked for ("Icon Button", "Large Search Input") titles the examples of
 * that kind shown under it. Each control of that kind in the heading's section takes the
 * heading's score (without its kind cost), so the ordinal counts them, and the heading
 * (or a link to it in the page's own menu) is not the answer.
 */
export function lendToSectionExamples(f: PageFeatures, scored: Scored[], kind: RoleKind, headWord: string, floor: number): void {
  const byIndex = new Map(scored.map((s) => [s.i, s]));
  for (const s of [...scored]) {
    const e = f.elements[s.i] as IndexedElement;
    if (s.score < floor || e.role !== 'heading' || f.interactive[s.i] || (f.label[s.i] as string[]).at(-1) !== headWord) continue;
    const examples = controlsInSection(f, s.i, kind);
    if (examples.length === 0 || examples.length > MAX_SECTION_EXAMPLES) continue;
    const lent = (s.score / (s.features.kind ?? 1)) * SECTION_EXAMPLE_FACTOR;
    for (const x of examples) lendScore(scored, byIndex, x, lent, 'sectionLabel');
  }
}

/** The shown elements fitting `kind` fully in the heading's section, in document order. */
function controlsInSection(f: PageFeatures, heading: number, kind: RoleKind): number[] {
  const out: number[] = [];
  for (const x of sectionAfter(f, heading)) {
    if (!(f.elements[x] as IndexedElement).hidden && kindFit(f, x, kind) >= 1) out.push(x);
    if (out.length > MAX_SECTION_EXAMPLES) break;
  }
  return out;
}

/** How far after a heading its section is looked through. */
const SECTION_SCAN = 2000;

/** The first form in the heading's section: the one the heading names; -1 when there is none. */
function formAfterHeading(f: PageFeatures, heading: number): number {
  for (const x of sectionAfter(f, heading)) if ((f.elements[x] as IndexedElement).tag === 'form') return x;
  return -1;
}

/**
 * The elements of a heading's section, in document order: up to the next heading of the
 * same or a higher rank, or where its sectioning element ends (elements there fall under
 * an earlier heading, or none). At most SECTION_SCAN of them.
 */
function* sectionAfter(f: PageFeatures, heading: number): Generator<number> {
  const level = headingLevel(f.elements[heading] as IndexedElement);
  for (let x = heading + 1; x < f.elements.length && x - heading <= SECTION_SCAN; x++) {
    const c = f.elements[x] as IndexedElement;
    if ((c.role === 'heading' && headingLevel(c) <= level) || c.heading < heading) return;
    yield x;
  }
}

/** A form's submit control: `<button>` without another type, or `<input type=submit|image>`. */
export function isSubmit(e: IndexedElement): boolean {
  const type = (e.attributes.type ?? '').toLowerCase();
  if (e.tag === 'button') return type === '' || type === 'submit';
  return e.tag === 'input' && (type === 'submit' || type === 'image');
}
