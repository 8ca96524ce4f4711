/**
 * The page index: every element of a page in document order, with what a description can
 * refer to (role, accessible name, rendered text, key attributes, hidden state, landmark
 * and heading) and how to point back at it (sl-identifier and xpath).
 *
 * indexPage parses once, walks once, then fills each column in a linear pass. The parse5
 * tree is not kept: the index holds only its own arrays, so its memory stays a fraction of
 * the tree's (bench/engine-speed.ts measures both).
 */
import { AccessibleNames, type NamingPage } from './accname.ts';
import { headingsBefore, landmarkAncestors } from './context.ts';
import { attr, isHtml, parseDocument, type Element } from './dom.ts';
import { computeHidden } from './hidden.ts';
import { assignIdentifiers, ElementLookup } from './identifiers.ts';
import { pageStyles } from './page-styles.ts';
import { RANKING_CACHE_BYTES_PER_ELEMENT } from './rank-features.ts';
import { computeRole, inputType } from './roles.ts';
import { separatesText } from './style.ts';
import { renderedTexts } from './text.ts';
import { walkElements, type ElementTree } from './tree.ts';
import type { IndexedElement, KeyAttributes, PageIndex } from './types.ts';

export function indexPage(html: string): PageIndex {
  const document = parseDocument(html);
  const tree = walkElements(document);
  const styles = pageStyles(tree);
  const roles = tree.nodes.map(computeRole);
  const { hidden, ownHidden, removed } = computeHidden(tree, styles.style);
  const separated = (ordinal: number): boolean => {
    const element = tree.nodes[ordinal]!;
    const parent = tree.parent[ordinal]!;
    const parentDisplay = parent >= 0 ? styles.style(parent).display : undefined;
    return separatesText(isHtml(element) ? element.tagName : '', styles.style(ordinal).display, parentDisplay);
  };
  const texts = renderedTexts(tree, ownHidden, separated);
  const byId = elementsById(tree);
  const labels = labelsByControl(tree, byId);
  const naming: NamingPage = {
    ordinalOf: tree.ordinalOf,
    role: (ordinal) => roles[ordinal] ?? '',
    hidden: (ordinal) => hidden[ordinal] === 1,
    invisibleOnly: (ordinal) => hidden[ordinal] === 1 && removed[ordinal] === 0,
    elementById: (id) => byId.get(id),
    labels: (ordinal) => labels.get(ordinal) ?? [],
    separated,
    pseudoContent: styles.pseudoContent,
  };
  const names = new AccessibleNames(naming);
  const landmarks = landmarkAncestors(tree, roles);
  const headings = headingsBefore(tree, roles, hidden);
  const identifiers = assignIdentifiers(tree.nodes.map((e) => attr(e, 'sl-identifier')));

  const elements: IndexedElement[] = new Array(tree.nodes.length);
  // A rough retained size for the service's LRU: a fixed cost per element (object, attributes,
  // array slot) plus its own strings; rendered texts share their parts (ropes), so the page's
  // text counts about once, which half the html length bounds.
  let bytes = html.length / 2;
  for (let i = 0; i < tree.nodes.length; i++) {
    const element = tree.nodes[i]!;
    const indexed: IndexedElement = {
      ordinal: i,
      identifier: identifiers[i]!,
      xpath: tree.xpath[i]!,
      tag: element.tagName,
      role: roles[i]!,
      name: names.name(element),
      text: texts[i]!,
      attributes: keyAttributes(element),
      hidden: hidden[i] === 1,
      parent: tree.parent[i]!,
      landmark: landmarks[i]!,
      heading: headings[i]!,
    };
    // Only a hidden control: its label is elsewhere, so its text cannot stand in for it.
    if (hidden[i] === 1 && isLabelable(element)) {
      const shown = names.nameIfShown(element);
      if (shown !== '') indexed.nameIfShown = shown;
    }
    bytes += 320 + 32 * element.attrs.length + indexed.identifier.length + indexed.xpath.length + indexed.name.length + (indexed.nameIfShown?.length ?? 0);
    // The ranking's cache for this index (rank-features.ts) lives as long as the index does.
    bytes += RANKING_CACHE_BYTES_PER_ELEMENT;
    elements[i] = indexed;
  }
  return new ElementIndex(elements, Math.round(bytes));
}

class ElementIndex implements PageIndex {
  readonly elements: readonly IndexedElement[];
  readonly approximateBytes: number;
  readonly #lookup: ElementLookup<IndexedElement>;

  constructor(elements: IndexedElement[], approximateBytes: number) {
    this.elements = elements;
    this.approximateBytes = approximateBytes;
    this.#lookup = new ElementLookup(elements);
  }

  byIdentifier(identifier: string): IndexedElement | undefined {
    return this.#lookup.byIdentifier(identifier);
  }

  byXPath(xpath: string): IndexedElement | undefined {
    return this.#lookup.byXPath(xpath);
  }
}

const KEY_ATTRIBUTES: ReadonlySet<string> = new Set<keyof KeyAttributes>([
  'id', 'name', 'class', 'type', 'href', 'src', 'placeholder', 'title', 'alt', 'value', 'role', 'aria-label',
  'data-testid', 'for', 'tabindex', 'onclick', 'aria-haspopup', 'aria-expanded',
]);

/**
 * Tooltip libraries keep the hover text out of `title` (Bootstrap moves it to
 * data-original-title / data-bs-original-title once initialised, TW Elements to
 * data-twe-original-title; Bootstrap 5.2 and react-tooltip read their own attributes), yet
 * people describe the element by it ("Like us on Facebook"). It stands in for an empty
 * title; it never names the element for accessibility, so the accessible name is unchanged.
 */
const TOOLTIP_ATTRIBUTES: ReadonlySet<string> = new Set([
  'data-original-title', 'data-bs-original-title', 'data-twe-original-title', 'data-te-original-title',
  'data-bs-title', 'data-tooltip', 'data-tooltip-content', 'data-tip', 'data-tippy-content',
]);

/**
 * Test-id conventions of the common test tools (Testing Library, Cypress, Playwright,
 * QA teams): all name the same thing, so they fill the one `data-testid` slot.
 * `data-testid` itself wins when an element carries several.
 */
const TEST_ID_ATTRIBUTES: ReadonlySet<string> = new Set(['data-test', 'data-test-id', 'data-qa', 'data-cy', 'data-testing', 'data-automation-id']);

/**
 * Where icon libraries write which icon they draw: UIkit (`uk-icon`), Feather, Lucide and
 * Eva (replaced by an svg at run time, the attribute stays), Iconify and Font Awesome's
 * `data-icon`, Fluent UI's `data-icon-name`, Elastic EUI's `data-icon-type`, Angular
 * Material's `svgIcon` and `fontIcon`. Web-component icons (`<ion-icon>`, `<sl-icon>`)
 * use `name`; Clarity's (`<cds-icon>`, `<clr-icon>`) use `shape`, which on other elements
 * means something else.
 */
const ICON_ATTRIBUTES: ReadonlySet<string> = new Set([
  'uk-icon', 'data-uk-icon', 'data-feather', 'data-lucide', 'data-eva', 'data-icon', 'data-icon-name', 'data-icon-type', 'icon', 'svgicon', 'fonticon',
]);
const ICON_ELEMENTS: ReadonlySet<string> = new Set(['ion-icon', 'sl-icon', 'iconify-icon', 'mwc-icon', 'wa-icon', 'cds-icon', 'clr-icon', 'mat-icon', 'md-icon']);

const XLINK_NS = 'http://www.w3.org/1999/xlink';

function keyAttributes(element: Element): KeyAttributes {
  const out: KeyAttributes = {};
  let tooltip: string | undefined;
  let menuToggle = false;
  let states = 0;
  for (const a of element.attrs) {
    if (a.namespace) {
      // Older sprite markup writes `<use xlink:href="#icon-trash">`: the same link as href.
      if (a.name === 'href' && a.namespace === XLINK_NS && out.href === undefined) out.href = a.value;
      continue;
    }
    if (KEY_ATTRIBUTES.has(a.name)) out[a.name as keyof KeyAttributes] = a.value;
    else if (TEST_ID_ATTRIBUTES.has(a.name) && out['data-testid'] === undefined) out['data-testid'] = a.value;
    else if (TOOLTIP_ATTRIBUTES.has(a.name) && a.value.trim()) tooltip ??= a.value;
    else if (ICON_ATTRIBUTES.has(a.name) && a.value.trim()) out.icon ??= a.value;
    else if (isMenuToggle(a.name, a.value)) menuToggle = true;
    else if (WIDGET_ATTRIBUTES.has(a.name)) out.widget ??= declaredWidget(a.name, a.value);
    const state = STATE_BITS.get(a.name);
    if (state !== undefined && setsState(a.name, a.value)) states |= state;
  }
  if (out.icon === undefined && ICON_ELEMENTS.has(element.tagName)) out.icon = out.name ?? attr(element, 'shape');
  if (states) out.state = STATES.filter((_, bit) => states & (1 << bit)).map(([state]) => state).join(' ');
  if (tooltip !== undefined && !out.title?.trim()) out.title = tooltip;
  if (menuToggle && out['aria-haspopup'] === undefined) out['aria-haspopup'] = 'menu';
  return out;
}

/**
 * Bootstrap's dropdown toggles (`data-bs-toggle="dropdown"`, `data-toggle` before v5) and
 * Flowbite's (`data-dropdown-toggle="<menu id>"`) open a menu, as `aria-haspopup="menu"`
 * says; their scripts add no such attribute.
 */
function isMenuToggle(name: string, value: string): boolean {
  if (name === 'data-bs-toggle' || name === 'data-toggle') return value.trim() === 'dropdown';
  return name === 'data-dropdown-toggle' && value.trim() !== '';
}

/**
 * Declarative kits name the widget their script builds from the markup (Dojo's
 * `data-dojo-type="dijit/form/ComboButton"`, jQuery Mobile's and Kendo's `data-role`), and
 * Fomantic's and Bootstrap's tab scripts find their tabs by `data-tab` and
 * `data-toggle="tab"` (or "pill"). A snapshot taken before or without the script still
 * says what the element is, as a class would. (A modal toggle is not marked: the button
 * that opens a dialog is not in the dialog.)
 */
const WIDGET_ATTRIBUTES: ReadonlySet<string> = new Set(['data-dojo-type', 'data-role', 'data-tab', 'data-toggle', 'data-bs-toggle']);

function declaredWidget(name: string, value: string): string | undefined {
  const v = value.trim();
  if (name === 'data-dojo-type' || name === 'data-role') return v ? v.slice(v.lastIndexOf('/') + 1) : undefined;
  if (name === 'data-tab') return 'tab';
  if ((name === 'data-toggle' || name === 'data-bs-toggle') && (v === 'tab' || v === 'pill')) return 'tab';
  return undefined;
}

/** Each state with the HTML attribute and the ARIA attribute ("true") that set it. */
const STATES: readonly (readonly [state: string, html: string, aria: string])[] = [
  ['disabled', 'disabled', 'aria-disabled'],
  ['readonly', 'readonly', 'aria-readonly'],
  ['required', 'required', 'aria-required'],
  ['checked', 'checked', 'aria-checked'],
  // Not a state but seen the same way: a list box of many choices ("the multi-select").
  ['multiple', 'multiple', 'aria-multiselectable'],
  // The page, step or date a set of links marks as where the user is: "the current page in the pager".
  ['current', 'aria-current', 'aria-current'],
];

/** An HTML state attribute is set by being there; an ARIA one by "true" (aria-current by any value but "false": page, step...). */
function setsState(name: string, value: string): boolean {
  if (!name.startsWith('aria-')) return true;
  const v = value.trim().toLowerCase();
  return name === 'aria-current' ? v !== '' && v !== 'false' : v === 'true';
}

/** Attribute name -> the bit of its state, read in the one pass over an element's attributes. */
const STATE_BITS: ReadonlyMap<string, number> = new Map(STATES.flatMap(([, html, aria], bit) => [[html, 1 << bit], [aria, 1 << bit]]));

function elementsById(tree: ElementTree): Map<string, Element> {
  const byId = new Map<string, Element>();
  for (const element of tree.nodes) {
    const id = attr(element, 'id');
    if (id && !byId.has(id)) byId.set(id, element);
  }
  return byId;
}

/** Labelable elements (HTML §4.10.2). */
function isLabelable(element: Element): boolean {
  if (!isHtml(element)) return false;
  switch (element.tagName) {
    case 'button': case 'meter': case 'output': case 'progress': case 'select': case 'textarea': return true;
    case 'input': return inputType(element) !== 'hidden';
    default: return false;
  }
}

/**
 * Each label's labeled control (HTML §4.10.4): the element its `for` names when that is
 * labelable, else (no `for`) its first labelable descendant. Returns control ordinal -> labels.
 */
function labelsByControl(tree: ElementTree, byId: Map<string, Element>): Map<number, Element[]> {
  const out = new Map<number, Element[]>();
  for (let i = 0; i < tree.nodes.length; i++) {
    const label = tree.nodes[i]!;
    if (label.tagName !== 'label' || !isHtml(label)) continue;
    let control = -1;
    const forId = attr(label, 'for');
    if (forId !== undefined) {
      const target = byId.get(forId);
      if (target && isLabelable(target)) control = tree.ordinalOf(target);
    } else {
      for (let d = i + 1; d < tree.end[i]!; d++) {
        if (isLabelable(tree.nodes[d]!)) {
          control = d;
          break;
        }
      }
    }
    if (control < 0) continue;
    const list = out.get(control);
    if (list) list.push(label);
    else out.set(control, [label]);
  }
  return out;
}
