/**
 * Rendered text of every element, whitespace-collapsed as CSS collapses it (CSS Text 3
 * §4.1: runs of ASCII whitespace become one space), without the text of hidden
 * descendants, and with block-level children set apart by a space as `innerText` does.
 *
 * Built bottom-up in one pass (children have higher ordinals than their parent), so each
 * text node is read once. Each element keeps its text trimmed plus two bits saying whether
 * whitespace surrounded it; joining children is then plain concatenation, which V8 keeps
 * as ropes instead of copying every ancestor's text.
 */
import { isElement, isText } from './dom.ts';
import type { ElementTree } from './tree.ts';

const LEADING_SPACE = 1;
const TRAILING_SPACE = 2;

/** Collapses runs of ASCII whitespace to one space and trims them (as CSS does: U+00A0 stays). */
export function collapseWhitespace(text: string): string {
  if (text === '') return '';
  return text.replace(/[ \t\n\f\r]+/g, ' ').replace(/^ | $/g, '');
}

export function renderedTexts(
  tree: ElementTree,
  ownHidden: Uint8Array,
  separated: (ordinal: number) => boolean,
): string[] {
  const n = tree.nodes.length;
  const texts = new Array<string>(n);
  const edges = new Uint8Array(n);
  for (let i = n - 1; i >= 0; i--) {
    let out = '';
    let pendingSpace = false;
    let leading = false;
    let nextChild = i + 1; // element children in order: i+1, then each one's subtree end
    for (const child of tree.nodes[i]!.childNodes) {
      let piece: string;
      let spaceBefore: boolean;
      let spaceAfter: boolean;
      if (isText(child)) {
        const collapsed = child.value.replace(/[ \t\n\f\r]+/g, ' ');
        spaceBefore = collapsed.charCodeAt(0) === 32;
        spaceAfter = collapsed.charCodeAt(collapsed.length - 1) === 32;
        piece = collapsed.length > 1 || !spaceBefore ? collapsed.slice(spaceBefore ? 1 : 0, spaceAfter ? -1 : undefined) : '';
      } else if (isElement(child)) {
        const c = nextChild;
        nextChild = tree.end[c]!;
        if (ownHidden[c]) continue;
        if (child.tagName === 'br') {
          piece = '';
          spaceBefore = spaceAfter = true;
        } else {
          piece = texts[c]!;
          const apart = separated(c);
          spaceBefore = apart || (edges[c]! & LEADING_SPACE) !== 0;
          spaceAfter = apart || (edges[c]! & TRAILING_SPACE) !== 0;
        }
      } else {
        continue;
      }
      if (spaceBefore) pendingSpace = true;
      if (piece) {
        if (out === '') leading ||= pendingSpace;
        else if (pendingSpace) out += ' ';
        out += piece;
        pendingSpace = false;
      }
      if (spaceAfter) pendingSpace = true;
    }
    if (out === '') leading ||= pendingSpace;
    texts[i] = out;
    edges[i] = (leading ? LEADING_SPACE : 0) | (pendingSpace ? TRAILING_SPACE : 0);
  }
  return texts;
}
