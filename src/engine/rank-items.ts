/**
 * Repeated items: "the last message", "the third product", "the second email". People
 * count the things a page lists (list items, table rows, cards) even when the page never
 * writes the noun they use for them. Such things are repeated siblings of one structure:
 * the same tag and the same classes under one parent. The ranking counts over those
 * when counting over text matches finds too few ("the third related product" where only
 * the heading says "product").
 *
 * Pure structure over the page features; the ranking supplies the word evidence.
 */
import { isHeading } from './rank-relations.ts';
import { kindFit } from './rank-roles.ts';
import { FIELDS, derivedOnce, fieldIndex, isAlias, isFiller, similarWords, type PageFeatures } from './rank-features.ts';
import type { IndexedElement } from './types.ts';
import type { RoleKind } from './vocabulary.ts';

/** One run of repeated siblings: their parent and the visible items, in document order. */
export interface Collection {
  container: number;
  items: number[];
}

/** Fewer siblings than this are a pair of things, not a list someone counts through. */
const MIN_ITEMS = 3;
/** How much of an item's subtree is read for words that name the collection ("msg-link"). */
const ITEM_SAMPLE = 40;
/** How many ancestors of the container may name the collection ("#portfolio", "related-products"). */
const CONTAINER_LEVELS = 3;
/** Below this the description's words do not name the collection. */
const MIN_RELEVANCE = 0.45;
/** Lists in navigation and page chrome are menus, rarely what people count through. */
const CHROME_FACTOR = 0.8;
/**
 * A row of bare controls (a toolbar's icon buttons) is counted less readily than a list
 * of records (message rows, product cards): people count records, and name controls.
 */
const BARE_ITEMS_FACTOR = 0.85;
const RECORD_MIN_WORDS = 3;
const RECORD_MIN_PARTS = 2;

/**
 * Class tokens that say an item's state, not its structure ("msg unread" and "msg" are
 * the same kind of item).
 */
const STATE_CLASSES: ReadonlySet<string> = new Set([
  'active', 'selected', 'current', 'unread', 'read', 'open', 'opened', 'closed', 'show', 'shown', 'hidden', 'disabled',
  'checked', 'starred', 'important', 'new', 'first', 'last', 'odd', 'even', 'hover', 'focus', 'expanded', 'collapsed',
  'highlighted', 'featured', 'is-active', 'is-selected',
]);

/** Tags whose siblings are parts of one thing (cells of a row, options of a select), counted by their own kinds. */
const NOT_ITEMS: ReadonlySet<string> = new Set(['td', 'th', 'option', 'optgroup', 'col', 'source', 'br', 'hr', 'script', 'style', 'template', 'path', 'g']);

/** Landmark roles whose lists are menus. */
const CHROME_ROLES: ReadonlySet<string> = new Set(['navigation', 'banner', 'contentinfo', 'menubar', 'menu']);

const COLLECTIONS_KEY = 'collections';

/** Every run of at least MIN_ITEMS visible siblings sharing tag and classes, memoised per page. */
function collectionsOf(f: PageFeatures): Collection[] {
  return derivedOnce(f, COLLECTIONS_KEY, findCollections);
}

function findCollections(f: PageFeatures): Collection[] {
  const groups = new Map<string, number[]>();
  for (let i = 0; i < f.elements.length; i++) {
    const e = f.elements[i] as IndexedElement;
    if (e.parent < 0 || e.hidden || !f.answerable[i] || NOT_ITEMS.has(e.tag) || f.headerRow[i]) continue;
    const key = `${e.parent} ${structureOf(e)}`;
    const list = groups.get(key);
    if (list) list.push(i);
    else groups.set(key, [i]);
  }
  const out: Collection[] = [];
  for (const items of groups.values()) {
    if (items.length < MIN_ITEMS) continue;
    // Empty repeats (spacers, icons) are decoration, not things to count.
    if (!items.some((i) => (f.elements[i] as IndexedElement).text !== '' || (f.end[i] as number) > i)) continue;
    out.push({ container: (f.elements[items[0] as number] as IndexedElement).parent, items });
  }
  return out;
}

/**
 * Class tokens a CSS-in-JS library generates from the styles (Emotion's `css-1x2y3z-label`,
 * styled-components' `sc-`, styled-jsx, Svelte): they change with a card's props, not with
 * what kind of item it is.
 */
const GENERATED_CLASS = /^(?:css|sc|jsx|svelte)-[a-z0-9]{5,}(?:-|$)/i;

function structureOf(e: IndexedElement): string {
  // A table body's rows are its records whatever their classes say (Discourse marks each
  // topic row with its category, "pinned", "has-replies").
  if (e.tag === 'tr') return 'tr';
  const classes = (e.attributes.class ?? '').split(/\s+/).filter((c) => c && !STATE_CLASSES.has(c.toLowerCase()) && !GENERATED_CLASS.test(c));
  return `${e.tag}.${classes.sort().join('.')}`;
}

/**
 * The collection the description's words name best: words found on its container and a
 * few ancestors (ids, classes, test ids), on the title just before it, or inside its
 * first items. `evidence(word)` is the ranking's per-element evidence for a word.
 * Null when no collection with enough items is named well enough.
 */
export function namedCollection(
  f: PageFeatures,
  words: readonly string[],
  evidence: (word: string) => Float32Array,
  minItems: number,
): { collection: Collection; relevance: number } | null {
  const bests = words.map(evidence);
  const similar = words.map((w) => new Map(similarWords(f, w).map(({ id, sim }) => [f.vocabulary[id] as string, sim])));
  let best: { c: Collection; relevance: number; ownName: number; richness: number } | null = null;
  for (const c of collectionsOf(f)) {
    if (c.items.length < minItems) continue;
    const places = placesNaming(f, c);
    const chain = containerChain(f, c);
    const articles = c.items.every((i) => (f.elements[i] as IndexedElement).role === 'article');
    let relevance = 0;
    let ownName = 0;
    bests.forEach((b, k) => {
      let m = attributeEvidence(f, chain, similar[k] as Map<string, number>);
      if (articles && ARTICLE_NOUNS.has(words[k] as string)) m = Math.max(m, ARTICLE_NOUN_EVIDENCE);
      const own = itemsNamedBy(f, c, similar[k] as Map<string, number>);
      m = Math.max(m, own);
      ownName += own;
      for (const x of places) if ((b[x] as number) > m) m = b[x] as number;
      relevance += Math.min(1, m);
    });
    relevance = bests.length ? relevance / bests.length : 0;
    if (inChrome(f, c.container)) relevance *= CHROME_FACTOR;
    if (!holdsRecords(f, c)) relevance *= BARE_ITEMS_FACTOR;
    // Among equally named lists, the one whose every item is called what was asked for
    // (Redmine's <tr class="issue">), then the one with richer items (message rows over folder links).
    const richness = c.items.reduce((sum, i) => sum + ((f.end[i] as number) - i), 0) / c.items.length;
    const closer = !best || relevance > best.relevance - 0.02;
    if (!best || relevance > best.relevance + 0.02 || (closer && ownName > best.ownName + 0.02) || (closer && ownName >= best.ownName - 0.02 && richness > best.richness)) {
      best = { c, relevance, ownName, richness };
    }
  }
  return best && best.relevance >= MIN_RELEVANCE ? { collection: best.c, relevance: best.relevance } : null;
}

/**
 * What people call a run of articles (a feed's posts, a blog's or a news site's stories)
 * whatever the page's classes say (`status`, `focusable`, `entry`): the role names them.
 */
const ARTICLE_NOUNS: ReadonlySet<string> = new Set(['post', 'article', 'story', 'entry', 'status', 'toot', 'tweet']);
const ARTICLE_NOUN_EVIDENCE = 1;

/** The container and a few ancestors: their ids, classes and test ids may name the collection. */
function containerChain(f: PageFeatures, c: Collection): number[] {
  const chain: number[] = [];
  for (let p = c.container, hops = 0; p >= 0 && hops <= CONTAINER_LEVELS; p = (f.elements[p] as IndexedElement).parent, hops++) chain.push(p);
  return chain;
}

/**
 * Fields that name a container without being its content: its text holds every item's
 * words (and the body's holds the whole page's), so only these count.
 */
const NAMING_FIELDS = (['id', 'class', 'data-testid', 'aria-label', 'title', 'name-attribute'] as const).map((k) => ({
  k: fieldIndex(k),
  weight: FIELDS[fieldIndex(k)]!.weight,
  // A written name ("Message actions") is a phrase: a word naming only part of it names
  // what the phrase is about, not the container. Class and id tokens are names each.
  phrase: k === 'aria-label' || k === 'title' || k === 'data-testid',
}));

function attributeEvidence(f: PageFeatures, chain: number[], similar: Map<string, number>): number {
  let m = 0;
  for (const p of chain) {
    const fields = f.fieldWords[p] as readonly string[][];
    for (const { k, weight, phrase } of NAMING_FIELDS) {
      const words = (fields[k] ?? []).filter((w) => !isAlias(w) && !isFiller(w));
      let best = 0;
      let matched = 0;
      for (const w of words) {
        const sim = similar.get(w) ?? 0;
        if (sim > 0) matched++;
        best = Math.max(best, sim * weight);
      }
      const share = phrase && words.length ? 0.5 + (0.5 * matched) / words.length : 1;
      m = Math.max(m, best * share);
    }
  }
  return m;
}

/**
 * How well every item's own id, classes and test id carry the word, 0..1 (the least named
 * item's evidence). A class on every item names each one, as surely as a title names a list.
 */
function itemsNamedBy(f: PageFeatures, c: Collection, similar: Map<string, number>): number {
  let least = 1;
  for (const item of c.items) {
    least = Math.min(least, attributeEvidence(f, [item], similar));
    if (least === 0) break;
  }
  return Math.min(1, least / CLASS_WEIGHT);
}

const CLASS_WEIGHT = FIELDS[fieldIndex('class')]!.weight;

/** Elements whose words may name a collection: the titles just before it and its ancestors, its first items. */
function placesNaming(f: PageFeatures, c: Collection): number[] {
  const places: number[] = [];
  for (const p of containerChain(f, c)) {
    const title = previousSibling(f, p);
    if (title >= 0 && (f.end[title] as number) - title < 8) places.push(title);
  }
  const heading = (f.elements[c.container] as IndexedElement).heading;
  if (heading >= 0) places.push(heading);
  for (const item of c.items.slice(0, 2)) {
    const last = Math.min(f.end[item] as number, item + ITEM_SAMPLE);
    for (let x = item; x <= last; x++) places.push(x);
  }
  return places;
}

/** Records carry text of several words or several parts; a button with an icon is neither. */
function holdsRecords(f: PageFeatures, c: Collection): boolean {
  return c.items.some((i) => {
    if ((f.elements[i] as IndexedElement).text.split(' ').length >= RECORD_MIN_WORDS) return true;
    let parts = 0;
    for (let x = i + 1; x <= (f.end[i] as number); x++) if (f.answerable[x]) parts++;
    return parts >= RECORD_MIN_PARTS;
  });
}

function previousSibling(f: PageFeatures, i: number): number {
  const parent = (f.elements[i] as IndexedElement).parent;
  let before = -1;
  for (let x = parent + 1; x < i; x = (f.end[x] as number) + 1) before = x;
  return before;
}

function inChrome(f: PageFeatures, i: number): boolean {
  for (let p = i; p >= 0; p = (f.elements[p] as IndexedElement).parent) {
    const e = f.elements[p] as IndexedElement;
    if (CHROME_ROLES.has(e.role)) return true;
  }
  return false;
}

/** The item an ordinal picks (1-based; negative from the end), or -1. */
export function countedItem(c: Collection, ordinal: number): number {
  const k = ordinal > 0 ? ordinal - 1 : c.items.length + ordinal;
  return c.items[k] ?? -1;
}

/**
 * What in an item the description means: the item itself when it is the control or a
 * list item / row is asked for; else the control of the asked kind inside it; else its
 * main link (the one carrying most text: the subject line, not the star).
 */
export function itemTarget(f: PageFeatures, item: number, kind: RoleKind | null, evidence: (i: number) => number, record = false): number {
  if (f.interactive[item] && (kind === null || kindFit(f, item, kind) >= 0.85)) return item;
  if (kind === 'section' || ((kind === 'item' || kind === 'row') && kindFit(f, item, kind) >= 0.85)) return item;
  // "the third portfolio image": the item's picture, even when a link wraps it.
  if (kind === 'image') return firstPicture(f, item);
  // "the third portfolio item" over plain <div> cards: the card's link is the item one acts on.
  if (kind === 'item' || kind === 'row') kind = null;
  const controls: number[] = [];
  for (let x = item + 1; x <= (f.end[item] as number); x++) {
    if (!f.interactive[x] || !f.answerable[x] || (f.elements[x] as IndexedElement).hidden) continue;
    if (kind === null || kind === 'link' || kindFit(f, x, kind) >= 0.85) controls.push(x);
  }
  // "edit the 4th project": the control the other words name, when one does.
  let named = -1;
  for (const x of controls) if (evidence(x) > (named >= 0 ? evidence(named) : 0.3)) named = x;
  if (named >= 0) return named;
  if (kind !== null && kind !== 'link') return controls[0] ?? -1;
  let main = -1;
  let mainText = -1;
  for (const x of controls) {
    const e = f.elements[x] as IndexedElement;
    // Visible text first: the title link ("Cloudrunner 2") over the image link named by its alt.
    const length = e.role === 'link' ? (e.text ? 1000 + e.text.length : e.name.length) : -1;
    if (length > mainText) {
      main = x;
      mainText = length;
    }
  }
  // An FAQ entry or an accordion section: its one button (the question) is the way in.
  if (main < 0 && kind === null && controls.length === 1) main = controls[0] as number;
  // A record (a search result, an order) whose main link is its title is opened by that
  // link, however much else the item says; otherwise the link must carry the item.
  if (main >= 0 && kind === null && !(record && isTitleLink(f, main)) && !carriesItem(f, main, item)) return item;
  return main >= 0 ? main : kind === null ? item : -1;
}

/** The first visible picture (`<img>`, or an element with role img) in an item; -1 when it has none. */
function firstPicture(f: PageFeatures, item: number): number {
  for (let x = item + 1; x <= (f.end[item] as number); x++) {
    const e = f.elements[x] as IndexedElement;
    if (!e.hidden && f.answerable[x] && (e.tag === 'img' || e.role === 'img')) return x;
  }
  return -1;
}

/** A link carrying this share of a card's text stands for the card; an author link in a post does not. */
const MAIN_LINK_SHARE = 0.25;

/** A link that is its item's title: inside a heading, or holding one. */
function isTitleLink(f: PageFeatures, link: number): boolean {
  const parent = f.elements[(f.elements[link] as IndexedElement).parent];
  if (parent && isHeading(parent)) return true;
  for (let x = link + 1; x <= (f.end[link] as number); x++) if (isHeading(f.elements[x] as IndexedElement)) return true;
  return false;
}

/**
 * Whether a link stands for its whole item: it carries a good share of the item's text,
 * or the item is a table row, whose cells split the text and whose link is the way in.
 */
function carriesItem(f: PageFeatures, link: number, item: number): boolean {
  const it = f.elements[item] as IndexedElement;
  if (it.tag === 'tr' || it.role === 'row') return true;
  const text = (f.elements[link] as IndexedElement).text || (f.elements[link] as IndexedElement).name;
  return it.text.length === 0 || text.length >= it.text.length * MAIN_LINK_SHARE;
}
