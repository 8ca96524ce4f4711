/**
 * The parsed page: parse5's spec-compliant tree (the same tree a browser builds:
 * implied tbody, misnested formatting elements, template contents kept apart),
 * and the few helpers the index needs to read it.
 */
import { parse, type DefaultTreeAdapterTypes } from 'parse5';

export type Document = DefaultTreeAdapterTypes.Document;
export type Element = DefaultTreeAdapterTypes.Element;
export type ChildNode = DefaultTreeAdapterTypes.ChildNode;
export type ParentNode = DefaultTreeAdapterTypes.ParentNode;
export type TextNode = DefaultTreeAdapterTypes.TextNode;

export const HTML_NS = 'http://www.w3.org/1999/xhtml';
export const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * Parses a whole document. Scripting is off, as in the sandboxed replay of an uploaded
 * page (and Chromium with JavaScript disabled): `<noscript>` content is then parsed as
 * elements, so the tree and every xpath match what the replay builds.
 */
export function parseDocument(html: string): Document {
  return parse(html, { scriptingEnabled: false });
}

export function isElement(node: ChildNode | ParentNode): node is Element {
  return (node as Element).tagName !== undefined;
}

export function isText(node: ChildNode): node is TextNode {
  return node.nodeName === '#text';
}

/** The attribute's value, or undefined when absent (attributes are few: a scan beats a map). */
export function attr(element: Element, name: string): string | undefined {
  const attrs = element.attrs;
  for (let i = 0; i < attrs.length; i++) {
    const a = attrs[i]!;
    if (a.name === name) return a.value;
  }
  return undefined;
}

export function hasAttr(element: Element, name: string): boolean {
  return attr(element, name) !== undefined;
}

/** The parent when it is an element (not the document). */
export function parentElement(element: Element): Element | null {
  const parent = element.parentNode;
  return parent && isElement(parent) ? parent : null;
}

export function isHtml(element: Element): boolean {
  return element.namespaceURI === HTML_NS;
}

/** Element children, in order. */
export function elementChildren(node: ParentNode): Element[] {
  const out: Element[] = [];
  for (const child of node.childNodes) if (isElement(child)) out.push(child);
  return out;
}

/** `textContent`: every descendant text node, in order (templates' contents excluded). */
export function textContent(node: ParentNode): string {
  let out = '';
  const stack: ChildNode[] = [...node.childNodes].reverse();
  while (stack.length) {
    const n = stack.pop()!;
    if (isText(n)) out += n.value;
    else if (isElement(n)) for (let i = n.childNodes.length - 1; i >= 0; i--) stack.push(n.childNodes[i]!);
  }
  return out;
}
