/**
 * Where an element sits: its nearest landmark ancestor and the heading it falls under.
 * Both are what people say to narrow a description ("in the footer", "in the Billing
 * section"), computed in one forward pass over document order.
 */
import { LANDMARK_ROLES } from './roles.ts';
import type { ElementTree } from './tree.ts';

/** Nearest ancestor (not self) whose role is a landmark or dialog; -1 when none. */
export function landmarkAncestors(tree: ElementTree, roles: readonly string[]): Int32Array {
  const n = tree.nodes.length;
  const out = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const p = tree.parent[i]!;
    out[i] = p < 0 ? -1 : LANDMARK_ROLES.has(roles[p]!) ? p : out[p]!;
  }
  return out;
}

/** HTML sectioning content and main (HTML §3.2.5.2.3): a heading inside one does not reach past its end. */
const SECTIONING_TAGS = new Set(['article', 'aside', 'nav', 'section', 'main', 'dialog', 'form', 'body']);

/**
 * The heading each element falls under: the last visible heading before it in document
 * order, within its section. A section inherits the heading that precedes it (a form
 * after "Billing" is the Billing form), and a heading inside a section stops applying
 * where the section ends. A heading's own descendants fall under it.
 */
export function headingsBefore(
  tree: ElementTree,
  roles: readonly string[],
  hidden: Uint8Array,
): Int32Array {
  const n = tree.nodes.length;
  const out = new Int32Array(n);
  const scopes: { end: number; heading: number }[] = [{ end: n, heading: -1 }];
  for (let i = 0; i < n; i++) {
    while (scopes.length > 1 && scopes[scopes.length - 1]!.end <= i) scopes.pop();
    const scope = scopes[scopes.length - 1]!;
    out[i] = scope.heading;
    const role = roles[i]!;
    if (role === 'heading' && !hidden[i]) {
      scope.heading = i;
    } else if (LANDMARK_ROLES.has(role) || role === 'article' || SECTIONING_TAGS.has(tree.nodes[i]!.tagName)) {
      scopes.push({ end: tree.end[i]!, heading: scope.heading });
    }
  }
  return out;
}
