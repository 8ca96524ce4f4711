/**
 * Fingerprints: what the engine remembers about an element a person labelled, so it can
 * find the element again on a later version of the page (see `reidentify.ts`). Besides
 * the element's own indexed attributes, a fingerprint keeps its surroundings, because
 * those survive the changes that break ids and classes: the text of its neighbours and
 * label, its ancestors, and the landmark and heading it sits under.
 *
 * Pure: no I/O.
 */
import { NEIGHBOUR_SEPARATOR } from './similarity.ts';
import type { ElementFingerprint, IndexedElement, PageIndex } from './types.ts';

/** How many ancestors a fingerprint keeps (nearest first). */
const ANCESTOR_COUNT = 5;
/** Each neighbour's text is cut to this length, and all of them together to NEIGHBOUR_TEXT_CAP. */
export const NEIGHBOUR_PIECE_CAP = 40;
const NEIGHBOUR_TEXT_CAP = 240;
/** Rows and cards often open alike ("Alexander Pierce – AdminLTE 3.0 Issue…"); more of the record tells them apart. */
const RECORD_PIECE_CAP = 80;
/** Siblings with text taken on each side, and how many ancestor levels to climb to find any. */
const NEIGHBOURS_PER_SIDE = 2;
const NEIGHBOUR_CLIMB = 6;
const RECORD_CLIMB = 6;
/** Classes kept per ancestor hint; the first ones are usually the component's own. */
const HINT_CLASS_COUNT = 2;

/** Structure derived once per index: children lists and label lookups. */
interface Structure {
  children: number[][];
  labelsFor: Map<string, number[]>;
}

// Deriving structure is linear in the page; remembering it per index keeps fingerprinting
// every candidate of a page linear overall. Keyed weakly so dropped indexes are collected.
const structures = new WeakMap<PageIndex, Structure>();

function structureOf(index: PageIndex): Structure {
  let structure = structures.get(index);
  if (structure) return structure;
  const children: number[][] = index.elements.map(() => []);
  const labelsFor = new Map<string, number[]>();
  for (const element of index.elements) {
    if (element.parent >= 0) children[element.parent]?.push(element.ordinal);
    const target = element.tag === 'label' ? element.attributes.for : undefined;
    if (!target) continue;
    const labels = labelsFor.get(target);
    if (labels) labels.push(element.ordinal);
    else labelsFor.set(target, [element.ordinal]);
  }
  structure = { children, labelsFor };
  structures.set(index, structure);
  return structure;
}

/** The fingerprint of the element with this sl-identifier, or undefined when the page has none. */
export function fingerprint(index: PageIndex, identifier: string): ElementFingerprint | undefined {
  const element = index.byIdentifier(identifier);
  return element ? fingerprintElement(index, element) : undefined;
}

/** The fingerprint of an element of the index; `own` is its `ownFingerprint` when the caller has it already. */
export function fingerprintElement(index: PageIndex, element: IndexedElement, own = ownFingerprint(index, element)): ElementFingerprint {
  return {
    ...own,
    attributes: { ...element.attributes },
    neighbourText: neighbourText(index, element),
    ancestors: ancestorHints(index, element),
  };
}

/**
 * The cheap part of a fingerprint: the element's own attributes, landmark and heading,
 * with its neighbours and ancestors left empty. Enough for `compareOwn`, so every
 * plausible element of a page can be compared first and only the promising ones
 * fingerprinted in full.
 */
export function ownFingerprint(index: PageIndex, element: IndexedElement): ElementFingerprint {
  const landmark = index.elements[element.landmark];
  const heading = index.elements[element.heading];
  return {
    identifier: element.identifier,
    tag: element.tag,
    role: element.role,
    name: element.name,
    text: element.text,
    attributes: element.attributes,
    xpath: element.xpath,
    neighbourText: '',
    ancestors: [],
    landmark: landmark ? `${landmark.role} ${landmark.name}`.trim() : '',
    heading: heading ? heading.text || heading.name : '',
    icon: iconTokens(index, element),
  };
}

/** How deep and how many descendants are searched for icon classes. */
const ICON_DEPTH = 3;
const ICON_NODES = 8;
/**
 * Class tokens that name one icon of an icon set: `fa-trash`, `bi-x-lg`, `mdi-delete`,
 * `glyphicon-remove`, `icon-close`. The sets' shared base classes (`fa`,
 * `bi`, `material-icons`) and modifiers (`fa-lg`, `fa-fw`) say nothing about which icon.
 */
const ICON_TOKEN = /^(?:fa[srbldt]?|bi|mdi|glyphicon|ti|ion|octicon|feather|lucide|ri|bx|las?|gg|icon|ico)-[a-z0-9-]+$/;
const ICON_MODIFIER = /-(?:xs|sm|lg|xl|\dx|fw|spin|pulse|solid|regular|light|outline|filled|border|inverse|stack)$/;

/**
 * The icon an element shows, as its icon class tokens (sorted, space-separated). For an
 * icon-only button this is the one thing it says about itself besides its position: a
 * trash button and a pencil button beside it differ only here.
 */
function iconTokens(index: PageIndex, element: IndexedElement): string {
  const { children } = structureOf(index);
  const found = new Set<string>();
  const queue: [number, number][] = [[element.ordinal, 0]];
  for (let visited = 0; queue.length && visited < ICON_NODES; visited++) {
    const [ordinal, depth] = queue.shift()!;
    const node = index.elements[ordinal];
    if (!node) continue;
    if (node === element || !node.text) {
      for (const token of (node.attributes.class ?? '').toLowerCase().split(/\s+/)) {
        if (ICON_TOKEN.test(token) && !ICON_MODIFIER.test(token)) found.add(token);
      }
    }
    if (depth < ICON_DEPTH) for (const child of children[ordinal] ?? []) queue.push([child, depth + 1]);
  }
  return [...found].sort().join(' ');
}

function ancestorHints(index: PageIndex, element: IndexedElement): string[] {
  const hints: string[] = [];
  for (let a = index.elements[element.parent]; a && hints.length < ANCESTOR_COUNT; a = index.elements[a.parent]) {
    hints.push(hintOf(a));
  }
  return hints;
}

/** `tag#id.class.class`, the form dev tools show in the breadcrumb. */
function hintOf(element: IndexedElement): string {
  const id = element.attributes.id ? `#${element.attributes.id}` : '';
  const classes = (element.attributes.class ?? '')
    .split(/\s+/)
    .filter((c) => c && !c.includes('.') && !c.includes('#'))
    .slice(0, HINT_CLASS_COUNT)
    .map((c) => `.${c}`)
    .join('');
  return `${element.tag}${id}${classes}`;
}

/**
 * Text around the element: its label, then the nearest visible siblings with text
 * before and after it (two each side). When the element has no such siblings (it is
 * wrapped alone, as a button in a `<li>` is), the search climbs to the parent's siblings,
 * so an element that gains a wrapper still sees the same neighbours.
 */
function neighbourText(index: PageIndex, element: IndexedElement): string {
  const { children, labelsFor } = structureOf(index);
  const pieces: string[] = [];
  const labels = element.attributes.id ? labelsFor.get(element.attributes.id) ?? [] : [];
  for (const ordinal of labels) pushPiece(pieces, index.elements[ordinal]);

  let level: IndexedElement | undefined = element;
  for (let depth = 0; level && depth < NEIGHBOUR_CLIMB; depth++) {
    const parent: IndexedElement | undefined = index.elements[level.parent];
    if (!parent) break;
    if (parent.tag === 'label') pushPiece(pieces, parent, element.text);
    const siblings = children[parent.ordinal] ?? [];
    const at = siblings.indexOf(level.ordinal);
    const before = withText(index, siblings, at, -1);
    const after = withText(index, siblings, at, +1);
    for (const sibling of [...before.reverse(), ...after]) pushPiece(pieces, sibling);
    if (before.length || after.length) break;
    level = parent;
  }
  const record = recordText(index, element);
  if (record) pieces.push(record);
  return pieces.join(NEIGHBOUR_SEPARATOR).slice(0, NEIGHBOUR_TEXT_CAP);
}

/** Roles of the containers that hold one record each: a table row, a list item, a card. */
const RECORD_ROLES = new Set(['row', 'listitem', 'article', 'group', 'dialog', 'form', 'region', 'menuitem', 'treeitem']);
const RECORD_TAGS = new Set(['tr', 'li', 'article', 'fieldset', 'form', 'dialog', 'section', 'details']);

/**
 * The opening text of the record the element belongs to (its table row, list item, card)
 * without the element's own text: the "Delete" link of the row for Alice reads "Alice …".
 * Repeated rows and cards differ here when the element and its siblings do not.
 */
function recordText(index: PageIndex, element: IndexedElement): string {
  let a = index.elements[element.parent];
  for (let depth = 0; a && depth < RECORD_CLIMB; depth++, a = index.elements[a.parent]) {
    if (a.tag === 'body' || a.tag === 'main') return '';
    if (!RECORD_TAGS.has(a.tag) && !RECORD_ROLES.has(a.role)) continue;
    const own = element.text || element.name;
    // Records can be whole sections: only their opening matters, so cut before replacing.
    const opening = a.text.slice(0, RECORD_PIECE_CAP + own.length);
    return (own ? opening.replace(own, ' ') : opening).replace(/\s+/g, ' ').trim().slice(0, RECORD_PIECE_CAP);
  }
  return '';
}

/** The nearest NEIGHBOURS_PER_SIDE visible siblings with text on one side, nearest first. */
function withText(index: PageIndex, siblings: number[], at: number, step: -1 | 1): IndexedElement[] {
  const found: IndexedElement[] = [];
  for (let i = at + step; i >= 0 && i < siblings.length && found.length < NEIGHBOURS_PER_SIDE; i += step) {
    const sibling = index.elements[siblings[i]!];
    if (sibling && !sibling.hidden && (sibling.text || sibling.name)) found.push(sibling);
  }
  return found;
}

function pushPiece(pieces: string[], element: IndexedElement | undefined, without = ''): void {
  if (!element) return;
  let text = element.text || element.name;
  if (without) text = text.replace(without, '').trim();
  if (text) pieces.push(text.slice(0, NEIGHBOUR_PIECE_CAP));
}
