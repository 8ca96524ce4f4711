/** Small helpers for the engine index tests: index a snippet and pick elements by CSS. */
import { indexPage, selectCss } from '../../src/engine/index.ts';
import type { IndexedElement } from '../../src/engine/types.ts';

/** Wraps a body snippet in a document. */
export function page(body: string): string {
  return `<!doctype html><html><head><title>t</title></head><body>${body}</body></html>`;
}

/** The one element of `html` that `selector` matches, as the index sees it. */
export function the(html: string, selector: string): IndexedElement {
  const identifiers = selectCss(html, selector);
  if (identifiers.length !== 1) throw new Error(`${selector} matched ${identifiers.length} elements`);
  const element = indexPage(html).byIdentifier(identifiers[0]!);
  if (!element) throw new Error(`no indexed element for ${identifiers[0]}`);
  return element;
}

/** Accessible name of the one element `selector` matches in the body snippet. */
export function nameOf(body: string, selector: string): string {
  return the(page(body), selector).name;
}

export function roleOf(body: string, selector: string): string {
  return the(page(body), selector).role;
}
