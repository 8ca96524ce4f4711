/**
 * Page mutators for the re-identification benchmark: they change a page the way real
 * releases do (issue 4, "Labels teach"): ids renamed, classes rehashed as CSS-in-JS does,
 * wrappers added, elements moved, sections reordered, text edited, siblings inserted or
 * removed. Each mutator is pure and deterministic for a seed: HTML in, HTML out, parsed and
 * serialised with parse5.
 *
 * The element a person labelled (the target) is tracked through the mutation with a marker
 * attribute; the result names the target by its xpath in the mutated page (after a parse
 * round trip, so the xpath is the one an indexer sees) and the marker is gone from the HTML.
 */
import { defaultTreeAdapter as tree, html as spec, parse, serialize, type DefaultTreeAdapterTypes } from 'parse5';

type Document = DefaultTreeAdapterTypes.Document;
type Element = DefaultTreeAdapterTypes.Element;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;
type ChildNode = DefaultTreeAdapterTypes.ChildNode;

export const MUTATION_KINDS = [
  'rename-ids',
  'rehash-classes',
  'add-wrappers',
  'move-elements',
  'reorder-sections',
  'edit-text',
  'insert-siblings',
  'remove-siblings',
] as const;
export type MutationKind = (typeof MUTATION_KINDS)[number];
/** Not a release change but the negative case: the labelled element is gone. */
export type Mutation = MutationKind | 'remove-target';

export interface MutatedPage {
  html: string;
  /** Fully indexed xpath of the target in the mutated page; null when it was removed. */
  targetXPath: string | null;
}

const MARKER = 'data-bench-target';
const IDENTIFIER = 'sl-identifier';
const HTML_NS = spec.NS.HTML;

// ---------------------------------------------------------------- seeded randomness

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  int(below: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
  shuffle<T>(items: T[]): T[];
}

/** mulberry32: small, fast, and the same sequence for the same seed on every machine. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (below: number): number => Math.floor(next() * below);
  return {
    next,
    int,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(items.length)]!;
    },
    chance: (p) => next() < p,
    shuffle: (items) => {
      for (let i = items.length - 1; i > 0; i--) {
        const j = int(i + 1);
        [items[i], items[j]] = [items[j]!, items[i]!];
      }
      return items;
    },
  };
}

// ---------------------------------------------------------------- tree helpers

function isElement(node: ChildNode | ParentNode): node is Element {
  return 'tagName' in node;
}

function childElements(node: ParentNode): Element[] {
  return node.childNodes.filter(isElement);
}

/** Every element in document order, the order `IndexedElement.ordinal` counts in. */
export function elementsInOrder(document: Document): Element[] {
  const out: Element[] = [];
  const walk = (node: ParentNode): void => {
    for (const child of node.childNodes) {
      if (!isElement(child)) continue;
      out.push(child);
      walk(child);
    }
  };
  walk(document);
  return out;
}

function getAttribute(element: Element, name: string): string | undefined {
  return element.attrs.find((a) => a.name === name)?.value;
}

function setAttribute(element: Element, name: string, value: string): void {
  const attr = element.attrs.find((a) => a.name === name);
  if (attr) attr.value = value;
  else element.attrs.push({ name, value });
}

function removeAttribute(element: Element, name: string): void {
  element.attrs = element.attrs.filter((a) => a.name !== name);
}

/** Fully indexed xpath (`/html[1]/body[1]/div[2]`), the form `PageIndex.byXPath` accepts. */
export function xpathOf(element: Element): string {
  const steps: string[] = [];
  for (let node: ParentNode | null = element; node && isElement(node); node = node.parentNode) {
    const parent: ParentNode | null = node.parentNode;
    const same = parent ? childElements(parent).filter((e) => e.tagName === node!.tagName) : [node];
    steps.unshift(`${node.tagName}[${same.indexOf(node) + 1}]`);
  }
  return `/${steps.join('/')}`;
}

function ancestors(element: Element): Element[] {
  const out: Element[] = [];
  for (let p = element.parentNode; p && isElement(p); p = p.parentNode) out.push(p);
  return out;
}

function contains(outer: Element, inner: Element): boolean {
  return outer === inner || ancestors(inner).includes(outer);
}

function bodyOf(document: Document): Element | undefined {
  return elementsInOrder(document).find((e) => e.tagName === 'body');
}

function textOf(node: ParentNode): string {
  let text = '';
  for (const child of node.childNodes) {
    if (child.nodeName === '#text') text += (child as DefaultTreeAdapterTypes.TextNode).value;
    else if (isElement(child)) text += textOf(child);
  }
  return text;
}

/** Elements inside body, html namespace, outside svg/math/template, not script-like. */
function bodyElements(document: Document): Element[] {
  const body = bodyOf(document);
  if (!body) return [];
  const skip = new Set(['script', 'style', 'template', 'noscript']);
  const out: Element[] = [];
  const walk = (node: Element): void => {
    for (const child of childElements(node)) {
      if (child.namespaceURI !== HTML_NS || skip.has(child.tagName)) continue;
      out.push(child);
      walk(child);
    }
  };
  walk(body);
  return out;
}

/** Deep copy without the marker, sl-identifiers or ids (a copy is a new element). */
function cloneElement(element: Element, suffix: string): Element {
  const copy = tree.createElement(
    element.tagName,
    element.namespaceURI,
    element.attrs
      .filter((a) => a.name !== MARKER && a.name !== IDENTIFIER)
      .map((a) => (a.name === 'id' || a.name === 'for' ? { name: a.name, value: `${a.value}${suffix}` } : { ...a })),
  );
  copyChildren(element, copy, suffix);
  // A <template> keeps its markup in a separate fragment (React leaves empty ones as placeholders).
  if (element.tagName === 'template') {
    const content = tree.createDocumentFragment();
    copyChildren(tree.getTemplateContent(element as DefaultTreeAdapterTypes.Template), content, suffix);
    tree.setTemplateContent(copy as DefaultTreeAdapterTypes.Template, content);
  }
  return copy;
}

function copyChildren(from: DefaultTreeAdapterTypes.ParentNode, to: DefaultTreeAdapterTypes.ParentNode, suffix: string): void {
  for (const child of from.childNodes) {
    if (isElement(child)) tree.appendChild(to, cloneElement(child, suffix));
    else if (child.nodeName === '#text') tree.insertText(to, (child as DefaultTreeAdapterTypes.TextNode).value);
  }
}

/** Where a `<div>` can go without the parser moving things around on the next parse. */
const FLOW_PARENTS = new Set(['body', 'div', 'section', 'main', 'article', 'header', 'footer', 'nav', 'aside', 'form', 'li', 'td', 'th', 'fieldset', 'dialog', 'dd']);
const UNWRAPPABLE = new Set(['li', 'tr', 'td', 'th', 'thead', 'tbody', 'tfoot', 'option', 'optgroup', 'summary', 'dt', 'dd', 'legend', 'caption', 'col', 'colgroup', 'source', 'track', 'area', 'param', 'body', 'html']);

function canWrap(element: Element): boolean {
  const parent = element.parentNode;
  return !!parent && isElement(parent) && FLOW_PARENTS.has(parent.tagName) && !UNWRAPPABLE.has(element.tagName) && element.namespaceURI === HTML_NS;
}

// ---------------------------------------------------------------- mutators

type Mutator = (document: Document, target: Element, rng: Rng) => void;

/** Id renames as a refactor or a framework change makes them, with every reference kept in step. */
const renameIds: Mutator = (document, _target, rng) => {
  const elements = bodyElements(document);
  const renames = new Map<string, string>();
  let counter = rng.int(900) + 100;
  const style = rng.pick(['generated', 'prefixed', 'reworded'] as const);
  for (const element of elements) {
    const id = getAttribute(element, 'id');
    if (!id || !rng.chance(0.85)) continue;
    const renamed =
      style === 'generated'
        ? `:r${(counter++).toString(36)}:`
        : style === 'prefixed'
          ? `${rng.pick(['app', 'v2', 'ui', 'page'])}-${id}`
          : id.replace(/[-_]?(btn|button|field|input|link|form|dlg|dialog|title)$/i, '') + rng.pick(['-control', 'Ctl', '_el', '-x']);
    renames.set(id, renamed);
    setAttribute(element, 'id', renamed);
  }
  const idrefs = ['for', 'aria-labelledby', 'aria-describedby', 'aria-controls', 'aria-owns', 'list', 'form', 'headers'];
  for (const element of elements) {
    for (const name of idrefs) {
      const value = getAttribute(element, name);
      if (value) setAttribute(element, name, value.split(/\s+/).map((v) => renames.get(v) ?? v).join(' '));
    }
    const href = getAttribute(element, 'href');
    if (href?.startsWith('#') && renames.has(href.slice(1))) setAttribute(element, 'href', `#${renames.get(href.slice(1))}`);
  }
};

/** CSS-in-JS output: each distinct class list becomes one hashed class (`css-1x2y3z`). */
const rehashClasses: Mutator = (document, _target, rng) => {
  const salt = rng.int(1 << 30);
  for (const element of elementsInOrder(document)) {
    const value = getAttribute(element, 'class');
    if (value === undefined) continue;
    setAttribute(element, 'class', `css-${hash(`${salt}:${value.trim()}`)}`);
  }
};

function hash(text: string): string {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return (h >>> 0).toString(36).slice(0, 6);
}

/** Layout wrappers: one around the target or one of its ancestors, a few elsewhere. */
const addWrappers: Mutator = (document, target, rng) => {
  const chain = [target, ...ancestors(target)].slice(0, 5).filter(canWrap);
  const chosen = new Set<Element>();
  if (chain.length) chosen.add(rng.pick(chain));
  const others = bodyElements(document).filter(canWrap);
  for (let i = 0; i < 5 && others.length; i++) chosen.add(rng.pick(others));
  for (const element of chosen) {
    const wrapper = tree.createElement('div', HTML_NS, [{ name: 'class', value: rng.pick(['wrapper', 'container', 'flex-row', 'stack', 'inner']) }]);
    const parent = element.parentNode!;
    tree.insertBefore(parent, wrapper, element);
    tree.detachNode(element);
    tree.appendChild(wrapper, element);
  }
};

/**
 * An element (the target or a near ancestor of it) moved to another place among its
 * siblings, and a few others; sometimes the target's block moves into another container.
 */
const moveElements: Mutator = (document, target, rng) => {
  const chain = [target, ...ancestors(target)].slice(0, 3).filter((e) => e.parentNode && childElements(e.parentNode).length > 1);
  const chosen: Element[] = chain.length ? [rng.pick(chain)] : [];
  const others = bodyElements(document).filter((e) => e.parentNode && childElements(e.parentNode).length > 2);
  for (let i = 0; i < 3 && others.length; i++) chosen.push(rng.pick(others));
  for (const element of chosen) moveAmongSiblings(element, rng);
  // Sometimes a whole block travels: a menu item to another menu, a card to another grid.
  const block = [target, ...ancestors(target)].slice(0, 5).find(isBlock);
  if (block && rng.chance(0.4)) moveToAnotherContainer(document, block, rng);
};

/** Self-contained blocks a release moves as a whole: list items, rows, cards, sections, fieldsets. */
const BLOCK_TAGS = new Set(['li', 'tr', 'article', 'section', 'fieldset', 'form', 'aside']);

function isBlock(element: Element): boolean {
  const parent = element.parentNode;
  return BLOCK_TAGS.has(element.tagName) || (!!parent && isElement(parent) && isGrid(parent));
}

/**
 * Moves a block into another container like its own (a menu item into another menu, a
 * card into another grid), where the parser accepts it as it did here. The block keeps
 * its contents, so what it says about itself travels with it. False when the page has
 * no such container.
 */
function moveToAnotherContainer(document: Document, element: Element, rng: Rng): boolean {
  const parent = element.parentNode;
  if (!parent || !isElement(parent) || parent.tagName === 'body' || parent.tagName === 'html') return false;
  const containers = bodyElements(document).filter((c) => c !== parent && c.tagName === parent.tagName && !contains(element, c));
  if (containers.length === 0) return false;
  const destination = rng.pick(containers);
  tree.detachNode(element);
  const kids = childElements(destination);
  const anchor = kids.length ? kids[rng.int(kids.length + 1)] : undefined;
  if (anchor) tree.insertBefore(destination, element, anchor);
  else tree.appendChild(destination, element);
  return true;
}

function moveAmongSiblings(element: Element, rng: Rng): void {
  const parent = element.parentNode;
  if (!parent) return;
  const siblings = childElements(parent).filter((e) => e !== element);
  if (siblings.length === 0) return;
  const anchor = rng.pick(siblings);
  tree.detachNode(element);
  if (rng.chance(0.5)) tree.insertBefore(parent, element, anchor);
  else {
    const after = parent.childNodes[parent.childNodes.indexOf(anchor) + 1];
    if (after) tree.insertBefore(parent, element, after);
    else tree.appendChild(parent, element);
  }
}

/** Containers whose children a release reorders: page sections, list items, table rows, menu entries. */
const REORDERED_CONTAINERS = new Set(['main', 'section', 'ul', 'ol', 'tbody', 'nav', 'aside', 'footer', 'header', 'form', 'menu', 'dl']);

/** A grid of cards or tiles: a div whose (three or more) children are all of one tag. */
function isGrid(element: Element): boolean {
  const kids = childElements(element);
  return element.tagName === 'div' && kids.length >= 3 && kids.every((k) => k.tagName === kids[0]!.tagName);
}

/**
 * Page sections in a new order: the children of main (or body) shuffled, and those of
 * the nearest container around the target that releases reorder (its section, list,
 * table body, menu or grid). Cells within a row keep their order: columns rarely move.
 */
const reorderSections: Mutator = (document, target, rng) => {
  const all = bodyElements(document);
  const main = all.find((e) => e.tagName === 'main') ?? bodyOf(document);
  const containers = new Set<Element>();
  if (main) containers.add(main);
  const section = ancestors(target).find((a) => childElements(a).length >= 2 && (REORDERED_CONTAINERS.has(a.tagName) || isGrid(a)));
  if (section) containers.add(section);
  for (const container of containers) {
    const kids = childElements(container);
    const order = rng.shuffle([...kids]);
    for (const kid of kids) tree.detachNode(kid);
    for (const kid of order) tree.appendChild(container, kid);
  }
};

const SYNONYMS: Record<string, string> = {
  cart: 'bag', bag: 'basket', sign: 'log', log: 'sign', submit: 'send', send: 'submit', search: 'find', email: 'e-mail',
  delete: 'remove', remove: 'delete', save: 'update', continue: 'next', next: 'continue', buy: 'purchase', view: 'see',
  add: 'put', close: 'dismiss', cancel: 'back', account: 'profile', shop: 'browse', more: 'all', password: 'passphrase',
};

/** A copy edit applied everywhere the same string appears: a word swapped, added or dropped, case changed, a typo fixed. */
function editString(text: string, rng: Rng): string {
  const words = text.split(' ');
  const kind = rng.int(5);
  if (kind === 0) {
    const i = words.findIndex((w) => SYNONYMS[w.toLowerCase()]);
    if (i >= 0) {
      const word = words[i]!;
      const swapped = SYNONYMS[word.toLowerCase()]!;
      words[i] = word[0] === word[0]?.toUpperCase() ? swapped[0]!.toUpperCase() + swapped.slice(1) : swapped;
      return words.join(' ');
    }
  }
  if (kind <= 1) return `${text} ${rng.pick(['now', 'today', 'here', 'all'])}`;
  if (kind === 2 && words.length > 2) {
    words.splice(1 + rng.int(words.length - 1), 1);
    return words.join(' ');
  }
  if (kind === 3) {
    const titled = words.map((w) => (w ? w[0]!.toUpperCase() + w.slice(1) : w)).join(' ');
    return titled === text ? text.toLowerCase() : titled;
  }
  const at = rng.int(text.length);
  return text.slice(0, at) + text.slice(at + 1);
}

/** Copy edits: a share of the page's short strings (and the target's own, half the time) edited consistently. */
const editText: Mutator = (document, target, rng) => {
  const body = bodyOf(document);
  if (!body) return;
  const textNodes: DefaultTreeAdapterTypes.TextNode[] = [];
  const walk = (node: ParentNode): void => {
    for (const child of node.childNodes) {
      if (child.nodeName === '#text') textNodes.push(child as DefaultTreeAdapterTypes.TextNode);
      else if (isElement(child) && child.tagName !== 'script' && child.tagName !== 'style') walk(child);
    }
  };
  walk(body);
  const short = (t: string): boolean => t.length >= 3 && t.length <= 60 && /\p{L}/u.test(t);
  const strings = [...new Set(textNodes.map((n) => n.value.trim()).filter(short))];
  const chosen = new Set(strings.filter(() => rng.chance(0.25)));
  const own = textOf(target).trim();
  if (rng.chance(0.5)) {
    for (const s of strings) if (own.includes(s)) chosen.add(s);
  }
  const edits = new Map([...chosen].map((s) => [s, editString(s, rng)]));
  for (const node of textNodes) {
    const trimmed = node.value.trim();
    const edited = edits.get(trimmed);
    if (edited !== undefined) node.value = node.value.replace(trimmed, edited);
  }
  for (const element of bodyElements(document)) {
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
      const value = getAttribute(element, name);
      if (value && short(value) && (edits.has(value) || rng.chance(0.15))) setAttribute(element, name, edits.get(value) ?? editString(value, rng));
    }
  }
};

const FRESH_WORDS = ['Trail', 'Summit', 'Harbor', 'Cedar', 'Nova', 'Alpine', 'Coastal', 'Urban', 'Meadow', 'Granite'];

/** New content beside the target: a copy of a nearby sibling (a new card, item or field) with new text, and a few elsewhere. */
const insertSiblings: Mutator = (document, target, rng) => {
  const chain = [target, ...ancestors(target)].slice(0, 4).filter((e) => e.parentNode && isElement(e.parentNode) && e.tagName !== 'body');
  const sources: Element[] = [];
  if (chain.length) {
    const level = rng.pick(chain);
    const siblings = childElements(level.parentNode!).filter((e) => !contains(e, target));
    sources.push(siblings.length ? rng.pick(siblings) : level);
  }
  const others = bodyElements(document).filter((e) => e.parentNode && isElement(e.parentNode) && childElements(e.parentNode).length > 1);
  for (let i = 0; i < 3 && others.length; i++) sources.push(rng.pick(others));
  let n = 0;
  for (const source of sources) {
    const copy = cloneElement(source, `-new${n++}`);
    const word = rng.pick(FRESH_WORDS);
    renameTexts(copy, word);
    const parent = source.parentNode!;
    if (rng.chance(0.5)) tree.insertBefore(parent, copy, source);
    else {
      const after = parent.childNodes[parent.childNodes.indexOf(source) + 1];
      if (after) tree.insertBefore(parent, copy, after);
      else tree.appendChild(parent, copy);
    }
  }
};

/** A new item's copy: each text gets a new leading word so it is not a duplicate. */
function renameTexts(element: Element, word: string): void {
  for (const child of element.childNodes) {
    if (child.nodeName === '#text') {
      const text = child as DefaultTreeAdapterTypes.TextNode;
      if (text.value.trim()) text.value = text.value.replace(/\S.*/s, (s) => `${word} ${s}`);
    } else if (isElement(child)) renameTexts(child, word);
  }
}

/** Content taken out: a sibling of the target or of a near ancestor, and a few elsewhere; never the target itself. */
const removeSiblings: Mutator = (document, target, rng) => {
  const chain = [target, ...ancestors(target)].slice(0, 4).filter((e) => e.parentNode && isElement(e.parentNode) && e.tagName !== 'body');
  const chosen: Element[] = [];
  if (chain.length) {
    const level = rng.pick(chain);
    const siblings = childElements(level.parentNode!).filter((e) => !contains(e, target));
    if (siblings.length) chosen.push(rng.pick(siblings));
  }
  const others = bodyElements(document).filter((e) => !contains(e, target) && !UNWRAPPABLE.has(e.tagName));
  for (let i = 0; i < 3 && others.length; i++) chosen.push(rng.pick(others));
  for (const element of chosen) if (element.parentNode) tree.detachNode(element);
};

/** The negative case: the labelled element is gone, with its list item or card when it sits alone in one. */
const removeTarget: Mutator = (_document, target) => {
  let gone = target;
  for (const a of ancestors(target)) {
    if (['body', 'main', 'form', 'ul', 'ol', 'table', 'tbody', 'section'].includes(a.tagName)) break;
    if (textOf(a).trim() !== textOf(gone).trim()) break;
    gone = a;
  }
  tree.detachNode(gone);
};

const MUTATORS: Record<Mutation, Mutator> = {
  'rename-ids': renameIds,
  'rehash-classes': rehashClasses,
  'add-wrappers': addWrappers,
  'move-elements': moveElements,
  'reorder-sections': reorderSections,
  'edit-text': editText,
  'insert-siblings': insertSiblings,
  'remove-siblings': removeSiblings,
  'remove-target': removeTarget,
};

export interface MutateOptions {
  /**
   * Keep the sl-identifiers the page carries (for measuring the fast path). By default
   * they are stripped, because a later capture assigns new ones.
   */
  keepIdentifiers?: boolean;
}

/**
 * The page after `mutations` (in order), with the element at document-order position
 * `targetOrdinal` tracked through them.
 */
export function mutatePage(html: string, targetOrdinal: number, mutations: readonly Mutation[], seed: number, options: MutateOptions = {}): MutatedPage {
  const document = parse(html, { scriptingEnabled: false });
  const target = elementsInOrder(document)[targetOrdinal];
  if (!target) throw new Error(`mutatePage: the page has no element at ordinal ${targetOrdinal}`);
  setAttribute(target, MARKER, '');
  const rng = createRng(seed);
  for (const mutation of mutations) MUTATORS[mutation](document, target, rng);
  if (!options.keepIdentifiers) for (const element of elementsInOrder(document)) removeAttribute(element, IDENTIFIER);

  // Round trip so the xpath is the one a parser of the mutated HTML sees.
  const reparsed = parse(serialize(document), { scriptingEnabled: false });
  const marked = elementsInOrder(reparsed).find((e) => getAttribute(e, MARKER) !== undefined);
  if (marked) removeAttribute(marked, MARKER);
  return { html: serialize(reparsed), targetXPath: marked ? xpathOf(marked) : null };
}

/** Gives every element an `sl-identifier`, as a capture does (for the fast-path measure). */
export function assignIdentifiers(html: string, seed: number): string {
  const document = parse(html, { scriptingEnabled: false });
  const prefix = createRng(seed).int(1 << 30).toString(36);
  elementsInOrder(document).forEach((element, i) => setAttribute(element, IDENTIFIER, `${prefix}-${i}`));
  return serialize(document);
}
