/**
 * One walk over the parsed document: every element in document order (pre-order, as
 * `getElementsByTagName('*')` lists them), with its parent, the extent of its subtree and
 * its absolute xpath. Template contents are a separate fragment in parse5, as in the DOM,
 * so they are never reached.
 */
import { isElement, type Document, type Element, type ParentNode } from './dom.ts';
import { stepTest } from './xpath.ts';

export interface ElementTree {
  /** Elements by ordinal (document order). */
  readonly nodes: readonly Element[];
  /** Parent ordinal, -1 for the root element. */
  readonly parent: Int32Array;
  /**
   * Exclusive end of each subtree: the descendants of i are the ordinals i+1 .. end[i]-1,
   * so i's first child element is i+1 and the next sibling of child c is end[c].
   */
  readonly end: Int32Array;
  readonly xpath: readonly string[];
  ordinalOf(element: Element): number;
}

export function walkElements(document: Document): ElementTree {
  const nodes: Element[] = [];
  const parents: number[] = [];
  const xpaths: string[] = [];
  const ordinals = new Map<Element, number>();

  // An explicit stack (pages can nest deeper than the call stack allows), as parallel arrays;
  // children are pushed in reverse so they pop in document order.
  const stackElement: Element[] = [];
  const stackParent: number[] = [];
  const stackXPath: string[] = [];
  const totals = new Map<string, number>();
  const seen = new Map<string, number>();
  const siblings: Element[] = [];
  const siblingSteps: string[] = [];

  function pushChildren(node: ParentNode, ordinal: number, xpath: string): void {
    siblings.length = 0;
    for (const child of node.childNodes) if (isElement(child)) siblings.push(child);
    if (siblings.length === 0) return;
    siblingSteps.length = 0;
    if (siblings.length === 1) {
      siblingSteps.push(stepTest(siblings[0]!));
    } else {
      // DevTools writes [n] only when a sibling shares the step's name test.
      totals.clear();
      seen.clear();
      for (const child of siblings) {
        const test = stepTest(child);
        siblingSteps.push(test);
        totals.set(test, (totals.get(test) ?? 0) + 1);
      }
      for (let i = 0; i < siblingSteps.length; i++) {
        const test = siblingSteps[i]!;
        if (totals.get(test) === 1) continue;
        const n = (seen.get(test) ?? 0) + 1;
        seen.set(test, n);
        siblingSteps[i] = `${test}[${n}]`;
      }
    }
    for (let i = siblings.length - 1; i >= 0; i--) {
      stackElement.push(siblings[i]!);
      stackParent.push(ordinal);
      stackXPath.push(`${xpath}/${siblingSteps[i]}`);
    }
  }

  pushChildren(document, -1, '');
  while (stackElement.length) {
    const element = stackElement.pop()!;
    const parent = stackParent.pop()!;
    const xpath = stackXPath.pop()!;
    const ordinal = nodes.length;
    nodes.push(element);
    parents.push(parent);
    xpaths.push(xpath);
    ordinals.set(element, ordinal);
    pushChildren(element, ordinal, xpath);
  }

  const parent = Int32Array.from(parents);
  const end = new Int32Array(nodes.length);
  for (let i = nodes.length - 1; i >= 0; i--) {
    if (end[i]! < i + 1) end[i] = i + 1;
    const p = parent[i]!;
    if (p >= 0 && end[p]! < end[i]!) end[p] = end[i]!;
  }
  return {
    nodes,
    parent,
    end,
    xpath: xpaths,
    ordinalOf: (element) => ordinals.get(element) ?? -1,
  };
}
