/**
 * Which elements are hidden: not rendered, or removed from the accessibility tree. This is
 * the "hidden" of accname 1.2 (§4.3.1 step 2A, https://w3c.github.io/accname/#dfn-hidden)
 * as far as markup alone can tell: the `hidden` attribute, `aria-hidden="true"`,
 * `input type=hidden`, `display: none` / `visibility: hidden` declared inline (or by the
 * page's own `<style>` rules, see page-styles.ts), and the elements the HTML UA stylesheet
 * never renders. Visibility is inherited and a descendant may turn it back on; the rest
 * hides the whole subtree.
 */
import { attr, hasAttr, isHtml, parentElement, SVG_NS, type Element } from './dom.ts';
import { inputType } from './roles.ts';
import type { InlineStyle } from './style.ts';
import type { ElementTree } from './tree.ts';

export interface HiddenState {
  /** Hidden, by itself or through an ancestor. */
  readonly hidden: Uint8Array;
  /** Hidden by its own markup or style (the root of a hidden subtree, or a visibility:hidden element). */
  readonly ownHidden: Uint8Array;
  /** Hidden for good: display:none, aria-hidden and the like, which no descendant can undo (unlike visibility). */
  readonly removed: Uint8Array;
}

/**
 * One exception to aria-hidden: behind an open modal dialog. Dialog libraries (Chakra,
 * Radix, MUI through aria-hidden's `hideOthers`) put aria-hidden on everything beside the
 * dialog's branch while it is open, yet that page stays on screen under the overlay, keeps
 * its names once the dialog closes, and people describe it. A snapshot is taken at one
 * moment; the page under the dialog is as real as the dialog.
 */
export function computeHidden(tree: ElementTree, styleOf: (ordinal: number) => InlineStyle): HiddenState {
  const state = hiddenState(tree, styleOf, null);
  const besideModal = hiddenBesideOpenModal(tree, state.hidden);
  return besideModal ? hiddenState(tree, styleOf, besideModal) : state;
}

const DIALOG_ROLES: ReadonlySet<string> = new Set(['dialog', 'alertdialog']);

/**
 * The elements whose aria-hidden only hides them from assistive technology because a modal
 * dialog is open: a sibling of the dialog or of one of its ancestors. Null when none.
 */
function hiddenBesideOpenModal(tree: ElementTree, hidden: Uint8Array): Uint8Array | null {
  const n = tree.nodes.length;
  const onModalBranch = new Uint8Array(n);
  let found = false;
  for (let i = 0; i < n; i++) {
    const element = tree.nodes[i]!;
    if (hidden[i] || !isModal(element)) continue;
    for (let a = i; a >= 0 && !onModalBranch[a]; a = tree.parent[a]!) onModalBranch[a] = 1;
    found = true;
  }
  if (!found) return null;
  const beside = new Uint8Array(n);
  let any = false;
  for (let i = 0; i < n; i++) {
    const p = tree.parent[i]!;
    if (p < 0 || onModalBranch[i] || !onModalBranch[p] || !isAriaHidden(tree.nodes[i]!)) continue;
    beside[i] = 1;
    any = true;
  }
  return any ? beside : null;
}

function isModal(element: Element): boolean {
  if (attr(element, 'aria-modal')?.trim().toLowerCase() === 'true') return true;
  return element.tagName === 'dialog' && hasAttr(element, 'open') && DIALOG_ROLES.has(attr(element, 'role') ?? 'dialog');
}

function isAriaHidden(element: Element): boolean {
  return attr(element, 'aria-hidden')?.trim().toLowerCase() === 'true';
}

/** `ignoreAriaHidden`: elements whose aria-hidden is not taken as hiding them. */
function hiddenState(tree: ElementTree, styleOf: (ordinal: number) => InlineStyle, ignoreAriaHidden: Uint8Array | null): HiddenState {
  const n = tree.nodes.length;
  const hidden = new Uint8Array(n);
  const ownHidden = new Uint8Array(n);
  const removed = new Uint8Array(n);
  const invisible = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const element = tree.nodes[i]!;
    const p = tree.parent[i]!;
    const style = styleOf(i);
    const removedHere = removedFromRendering(element, style, ignoreAriaHidden?.[i] === 1);
    removed[i] = removedHere || (p >= 0 && removed[p]) ? 1 : 0;
    const visibility = style.visibility;
    const invisibleHere = visibility === 'hidden' || visibility === 'collapse';
    invisible[i] = visibility !== undefined ? (invisibleHere ? 1 : 0) : p >= 0 ? invisible[p]! : 0;
    hidden[i] = removed[i] || invisible[i] ? 1 : 0;
    ownHidden[i] = removedHere || invisibleHere ? 1 : 0;
  }
  return { hidden, ownHidden, removed };
}

/** HTML UA stylesheet (HTML §15.3.1 "Hidden elements"): never rendered. */
const UNRENDERED_HTML = new Set([
  'base', 'basefont', 'datalist', 'head', 'link', 'meta', 'noembed', 'noframes', 'param', 'rp', 'script',
  'style', 'template', 'title', 'source', 'track',
  // Uploaded pages were captured from browsers running scripts, where <noscript> content is not rendered.
  'noscript',
]);

/** SVG elements that are never rendered themselves (SVG 2 §5 "Document structure": defs, title, desc...). */
const UNRENDERED_SVG = new Set([
  'defs', 'title', 'desc', 'metadata', 'symbol', 'clipPath', 'mask', 'linearGradient', 'radialGradient', 'pattern',
  'filter', 'marker', 'style', 'script',
]);

function removedFromRendering(element: Element, style: InlineStyle, ignoreAriaHidden: boolean): boolean {
  if (style.display === 'none') return true;
  // Browsers ignore aria-hidden on the root and the body: it would hide the whole page.
  if (!ignoreAriaHidden && isAriaHidden(element) && element.tagName !== 'body' && element.tagName !== 'html') return true;
  if (!isHtml(element)) return element.namespaceURI === SVG_NS && UNRENDERED_SVG.has(element.tagName);
  if (hasAttr(element, 'hidden')) return true;
  const tag = element.tagName;
  if (UNRENDERED_HTML.has(tag)) return true;
  switch (tag) {
    case 'input': return inputType(element) === 'hidden';
    // A dialog without `open`, and a popover, are display:none until shown (HTML §15.3.1, §6.12).
    case 'dialog': return !hasAttr(element, 'open');
    default:
      if (hasAttr(element, 'popover')) return true;
      return inClosedDetails(element);
  }
}

/** A closed details renders only its summary (HTML §15.3.1: the details content slot is hidden). */
function inClosedDetails(element: Element): boolean {
  const parent = parentElement(element);
  if (!parent || parent.tagName !== 'details' || !isHtml(parent) || hasAttr(parent, 'open')) return false;
  for (const child of parent.childNodes) {
    if ((child as Element).tagName === 'summary') return child !== element;
  }
  return true;
}
