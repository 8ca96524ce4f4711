/**
 * Where an element sits relative to an anchor the description names: inside it ("in the
 * footer", "under the Shipping heading"), near it ("next to Email", "the row for Alice"),
 * after or before it ("the button after the password field"). Only the document tree and
 * order are used: the engine never sees a layout (issue 4).
 */
import type { RelationKind } from './describe.ts';
import { derivedOnce, type PageFeatures } from './rank-features.ts';
import type { IndexedElement } from './types.ts';

/** How fast closeness falls with each step through the tree between element and anchor. */
const TREE_STEP_DECAY = 0.3;
/** How fast "after"/"before" falls with each equally good candidate in between. */
const ORDER_STEP_DECAY = 0.25;
/** How many levels up a container still counts as "the X for <anchor>". */
const CONTAINER_REACH = 4;
/** Closeness of a neighbour (not a container of the anchor) within three steps. */
const NEIGHBOUR_CLOSENESS = 0.95;
const INSIDE_ANCHOR_CLOSENESS = 0.98;
/** The anchor itself, a hair above its neighbours: the kind asked for decides between them. */
const SELF_CLOSENESS = 0.96;

export function isDescendant(f: PageFeatures, i: number, ancestor: number): boolean {
  return i > ancestor && i <= (f.end[ancestor] as number);
}

/** The nearest ancestor of element i that `is` accepts, -1 when none (or `stop` is met first). */
export function nearestAncestor(f: PageFeatures, i: number, is: (e: IndexedElement) => boolean, stop: (e: IndexedElement) => boolean = () => false): number {
  for (let p = (f.elements[i] as IndexedElement).parent; p >= 0; p = (f.elements[p] as IndexedElement).parent) {
    const e = f.elements[p] as IndexedElement;
    if (is(e)) return p;
    if (stop(e)) return -1;
  }
  return -1;
}

/** The table row (or grid row) around element i, -1 when none. */
export function enclosingRow(f: PageFeatures, i: number): number {
  return nearestAncestor(f, i, (e) => e.role === 'row' || e.tag === 'tr', (e) => e.tag === 'table' || e.tag === 'body');
}

/** h1..h6 by tag; other headings (role=heading) count as level 2, ARIA's default. */
export function headingLevel(e: IndexedElement): number {
  const m = /^h([1-6])$/.exec(e.tag);
  return m ? Number(m[1]) : 2;
}

export function isHeading(e: IndexedElement): boolean {
  return e.role === 'heading' || /^h[1-6]$/.test(e.tag);
}

/**
 * Whether element i is in the section a heading starts: its nearest heading is that
 * heading, or a deeper heading that is itself under it (HTML's implied sections).
 */
export function inHeadingSection(f: PageFeatures, i: number, heading: number): boolean {
  const h = f.elements[heading] as IndexedElement;
  const level = headingLevel(h);
  const titlesItemsOnly = !isItemTitle(f, heading);
  let e = (f.elements[i] as IndexedElement).heading;
  for (let hops = 0; e >= 0 && hops < 32; hops++) {
    if (e === heading) return true;
    const cur = f.elements[e] as IndexedElement;
    // An item's own title (`<li><a><h2>Broken Bells</h2>`) heads the item, not a new
    // section: the list under "Thumbnails" stays in the Thumbnails section.
    // A figure set as a heading (AdminLTE's `<h3>150</h3>` over "New Orders") titles nothing.
    if (headingLevel(cur) <= level && !(titlesItemsOnly && isItemTitle(f, e)) && !isFigure(cur)) return false;
    e = cur.heading;
  }
  return false;
}

/** A heading that says only a number ("2215", "$4,520", "87%"): a statistic, not a title. */
function isFigure(e: IndexedElement): boolean {
  return !/\p{L}/u.test(e.text) && /\d/.test(e.text);
}

/**
 * A heading inside a list item or a link: the title of one item of a list. Asked once per
 * candidate and anchor in a ranking, so each heading's answer is kept for the page.
 */
function isItemTitle(f: PageFeatures, heading: number): boolean {
  const known = derivedOnce(f, ITEM_TITLE_KEY, elementFlags);
  if (known[heading] === 0) {
    const inItem = nearestAncestor(f, heading, (e) => e.tag === 'li' || e.tag === 'a', (e) => e.tag === 'section' || e.tag === 'main' || e.tag === 'body') >= 0;
    known[heading] = inItem ? 1 : -1;
  }
  return known[heading] === 1;
}

const ITEM_TITLE_KEY = 'item-title';

/** Per element: 0 not yet known, 1 yes, -1 no. */
function elementFlags(f: PageFeatures): Int8Array {
  return new Int8Array(f.elements.length);
}

/** How many levels up a heading may name its container. */
const CARD_REACH = 3;

/**
 * The largest ancestor (within CARD_REACH levels) whose subtree holds this heading and no
 * other, when it also holds more than the heading: the card or panel the heading titles.
 * -1 when the heading's surroundings hold other headings at once (a page section).
 */
export function headedContainer(f: PageFeatures, heading: number): number {
  const counts = headingPrefix(f);
  let found = -1;
  for (let p = (f.elements[heading] as IndexedElement).parent, hops = 0; p >= 0 && hops < CARD_REACH; p = (f.elements[p] as IndexedElement).parent, hops++) {
    const inside = (counts[(f.end[p] as number) + 1] as number) - (counts[p] as number);
    if (inside !== 1) break;
    if ((f.end[p] as number) > (f.end[heading] as number) || p < heading - 1) found = p;
  }
  return found;
}

/** Prefix counts of headings in document order (memoised per page). */
function headingPrefix(f: PageFeatures): Int32Array {
  return derivedOnce(f, 'heading-prefix', countHeadings);
}

function countHeadings(f: PageFeatures): Int32Array {
  const counts = new Int32Array(f.elements.length + 1);
  f.elements.forEach((e, i) => {
    counts[i + 1] = (counts[i] as number) + (isHeading(e) ? 1 : 0);
  });
  return counts;
}

/**
 * Steps from the anchor up to the common ancestor, plus at most one step down to the
 * element: how far one must widen the view around the anchor to see the element. How
 * deep the element sits inside that (a badge in a cell, a field in a wrapper) matters not.
 */
function treeDistance(f: PageFeatures, i: number, a: number): number {
  let x = i;
  let y = a;
  let down = 0;
  let up = 0;
  while ((f.depth[x] as number) > (f.depth[y] as number)) {
    x = (f.elements[x] as IndexedElement).parent;
    down++;
  }
  while ((f.depth[y] as number) > (f.depth[x] as number)) {
    y = (f.elements[y] as IndexedElement).parent;
    up++;
  }
  while (x !== y && x >= 0 && y >= 0) {
    x = (f.elements[x] as IndexedElement).parent;
    y = (f.elements[y] as IndexedElement).parent;
    up++;
    down++;
  }
  return up + Math.min(down, 1);
}

/** 0..1: structural closeness, with document distance as a small tie-breaker. */
function closeness(f: PageFeatures, i: number, a: number): number {
  // "the field next to Email" where the field itself is named Email.
  if (i === a) return SELF_CLOSENESS;
  // A container of the anchor ("the row for Alice", "the email by Ann") is as close as it gets.
  if (isDescendant(f, a, i) && (f.depth[a] as number) - (f.depth[i] as number) <= CONTAINER_REACH) return 1 - 0.005 * ((f.depth[a] as number) - (f.depth[i] as number));
  // Inside the anchor ("the last row's delete link") is nearer than any neighbour.
  if (isDescendant(f, i, a)) return INSIDE_ANCHOR_CLOSENESS;
  const d = treeDistance(f, i, a);
  // Siblings and cells of one row are all "next to"; each further step counts.
  const tree = NEIGHBOUR_CLOSENESS / (1 + TREE_STEP_DECAY * Math.max(0, d - 2));
  const order = 1 - 0.05 * Math.min(1, Math.abs(i - a) / 50);
  // Labels come before their fields: a neighbour after the anchor is a little likelier.
  return tree * order * (i > a ? 1 : 0.98);
}

/**
 * 0..1: element i is inside anchor a (its subtree, or the section its heading opens).
 * A titled anchor (named by words, not only by its kind as "the header" is) may be the
 * title of the card it heads.
 */
function insideScore(f: PageFeatures, i: number, a: number, titled: boolean): number {
  if (isDescendant(f, i, a)) return 1;
  const anchor = f.elements[a] as IndexedElement;
  if (isHeading(anchor)) {
    // A card titled by its heading ("the Clifton 9 card") is the container holding only
    // that heading; otherwise the heading opens a section in document order.
    const card = headedContainer(f, a);
    if (card >= 0) return isDescendant(f, i, card) ? 1 : 0;
    return inHeadingSection(f, i, a) ? 1 : 0;
  }
  // A card's header ("Recent payees" over the list) stands for the card it heads.
  const card = titled ? cardHeadedBy(f, a) : -1;
  if (card >= 0 && isDescendant(f, i, card)) return HEADED_CARD_INSIDE;
  // A name in a table row stands for its row: "the three dots on Instant Crush".
  const row = enclosingRow(f, a);
  if (row >= 0 && isDescendant(f, i, row)) return ROW_INSIDE;
  // A label-like anchor ("Billing" in a div's first line) stands for its container, and
  // so does a control that holds no other ("in the filters": the Filters button heads
  // the bar of filter fields beside it).
  if ((f.end[a] as number) - a <= 2 || (f.interactive[a] === 1 && f.interactiveInside[a] === 0)) return 0.8 * closeness(f, i, a);
  return 0;
}

/** Inside the row an anchor's cell belongs to, as sure as inside the card a header heads. */
const ROW_INSIDE = 0.9;
/** Inside the card an anchor heads: a little less sure than inside the anchor itself. */
const HEADED_CARD_INSIDE = 0.9;
/** How many elements a card's header may hold (its text, an icon, a button or two). */
const CARD_HEADER_SIZE = 8;

/**
 * The container an anchor opens as its first child, when the anchor is small (a header
 * bar, not a section) and the container holds more after it: `<div class="card">
 * <div class="card-header">Recent payees</div><ul>...</ul></div>`. -1 otherwise.
 */
function cardHeadedBy(f: PageFeatures, a: number): number {
  if ((f.end[a] as number) - a > CARD_HEADER_SIZE) return -1;
  let x = a;
  let p = (f.elements[x] as IndexedElement).parent;
  // Climb through wrappers that hold only the header.
  while (p >= 0 && p + 1 === x && f.end[p] === f.end[x]) {
    x = p;
    p = (f.elements[x] as IndexedElement).parent;
  }
  return p >= 0 && p + 1 === x && (f.end[p] as number) > (f.end[x] as number) ? p : -1;
}

/**
 * The relation's raw score for each candidate against one anchor. "after"/"before" are
 * ordered afterwards (nearest first), so here they only say which side the element is on.
 * `titled`: the anchor is named by words, so it may stand for the card it heads (`insideScore`).
 */
export function relationScore(f: PageFeatures, kind: RelationKind, i: number, a: number, titled: boolean): number {
  switch (kind) {
    case 'inside':
      return insideScore(f, i, a, titled);
    case 'near':
      return closeness(f, i, a);
    case 'after':
      if (i > (f.end[a] as number)) return 1;
      return isDescendant(f, i, a) ? 0.3 : 0.05;
    case 'before':
      if (i < a && (f.end[i] as number) < a) return 1;
      return 0.05;
  }
}

/**
 * Orders "after"/"before" candidates by how many equally good candidates lie between
 * them and the anchor: the first button after the password field is "the button after"
 * it, the next one less so.
 */
export function orderDecay(positions: { i: number; rel: number }[], kind: RelationKind): Map<number, number> {
  const out = new Map<number, number>();
  const onSide = positions.filter((p) => p.rel >= 1).sort((x, y) => (kind === 'after' ? x.i - y.i : y.i - x.i));
  onSide.forEach((p, rank) => out.set(p.i, 1 / (1 + ORDER_STEP_DECAY * rank)));
  return out;
}
