/**
 * CSS selectors over the same parsed tree the index builds (css-select, Selectors Level 4,
 * through a small adapter over parse5's nodes), answered as sl-identifiers so they line up
 * with `indexPage`'s elements.
 */
import { selectAll, type Options } from 'css-select';
import { attr, isElement, parseDocument, textContent, type ChildNode, type Element, type ParentNode } from './dom.ts';
import { assignIdentifiers, ElementLookup } from './identifiers.ts';
import { walkElements } from './tree.ts';

type Node = ChildNode | ParentNode;

/** Identifiers of the elements of `html` that match the CSS selector, in document order. */
export function selectCss(html: string, selector: string): string[] {
  return cssMatcher(html)(selector);
}

/**
 * Answers many CSS selectors on one page: the page is parsed and numbered once, which
 * matters when a manifest resolves dozens of `expect: css` on the same snapshot.
 * The returned function throws like `selectCss` for an invalid selector.
 */
export function cssMatcher(html: string): (selector: string) => string[] {
  return pageElements(html).css;
}

/** An element of a page as the checks name it. */
export interface ElementName {
  identifier: string;
  xpath: string;
}

/** A page's elements by sl-identifier and by xpath, and CSS answered as sl-identifiers. */
export interface PageElements {
  byIdentifier(identifier: string): ElementName | undefined;
  byXPath(xpath: string): ElementName | undefined;
  /** Identifiers of the matches in document order; throws an Error naming the selector when it is invalid. */
  css(selector: string): string[];
}

/**
 * One parse of a page for the checks that only name elements (manifest expectations, field
 * files): about half the cost of `indexPage`, which also works out roles, names and text.
 * Identifiers and xpaths come from the same walk and numbering as `indexPage`'s, and the
 * lookups are its own (`ElementLookup`), so a check and the service agree.
 */
export function pageElements(html: string): PageElements {
  const document = parseDocument(html);
  const tree = walkElements(document);
  const identifiers = assignIdentifiers(tree.nodes.map((e) => attr(e, 'sl-identifier')));
  const lookup = new ElementLookup<ElementName>(identifiers.map((identifier, i) => ({ identifier, xpath: tree.xpath[i]! })));
  return {
    byIdentifier: (identifier) => lookup.byIdentifier(identifier),
    byXPath: (xpath) => lookup.byXPath(xpath),
    css: (selector) =>
      select(document, selector)
        .map((element) => tree.ordinalOf(element))
        .filter((ordinal) => ordinal >= 0)
        .sort((a, b) => a - b)
        .map((ordinal) => identifiers[ordinal]!),
  };
}

/** The elements under `root` that match `selector`; throws an Error naming the selector when it is invalid. */
export function select(root: ParentNode, selector: string): Element[] {
  if (!selector.trim()) throw new Error('Invalid CSS selector: it is empty');
  try {
    return selectAll<Node, Element>(selector, root, cssSelectOptions);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Invalid CSS selector "${selector}": ${reason}`);
  }
}

const adapter: NonNullable<Options<Node, Element>['adapter']> = {
  isTag: (node): node is Element => isElement(node),
  getAttributeValue: (element, name) => attr(element, name),
  hasAttrib: (element, name) => attr(element, name) !== undefined,
  getChildren: (node) => ('childNodes' in node ? node.childNodes : []),
  getName: (element) => element.tagName,
  getParent: (node) => node.parentNode ?? null,
  getSiblings: (node) => {
    const parent = 'parentNode' in node ? node.parentNode : null;
    return parent ? parent.childNodes : [node as ChildNode];
  },
  prevElementSibling: (node) => {
    const parent = 'parentNode' in node ? node.parentNode : null;
    if (!parent) return null;
    const siblings = parent.childNodes;
    for (let i = siblings.indexOf(node as ChildNode) - 1; i >= 0; i--) {
      const sibling = siblings[i]!;
      if (isElement(sibling)) return sibling;
    }
    return null;
  },
  getText: (node) => (isElement(node) ? textContent(node) : 'value' in node ? String(node.value) : ''),
  removeSubsets: (nodes) => {
    const unique = new Set(nodes);
    return [...unique].filter((node) => {
      for (let p = parentOf(node); p; p = parentOf(p)) {
        if (unique.has(p as Node)) return false;
      }
      return true;
    });
  },
};

function parentOf(node: Node): ParentNode | null {
  return 'parentNode' in node ? node.parentNode : null;
}

/** `:dir()` (Selectors 4 §7.1) from the nearest `dir` attribute; css-select leaves it to the host. */
function directionIs(element: Element, value?: string | null): boolean {
  for (let e: Element | null = element; e; e = e.parentNode && isElement(e.parentNode) ? e.parentNode : null) {
    const dir = attr(e, 'dir')?.trim().toLowerCase();
    if (dir === 'rtl' || dir === 'ltr') return dir === value?.trim().toLowerCase();
  }
  return value?.trim().toLowerCase() === 'ltr';
}

export const cssSelectOptions: Options<Node, Element> = {
  adapter,
  xmlMode: false,
  cacheResults: false,
  pseudos: { dir: directionIs },
};
