/**
 * An element's ARIA role: the first valid token of its `role` attribute (WAI-ARIA 1.2
 * §4.1, "role attribute" fallback list), else its implicit role from HTML-AAM's element
 * mapping table (https://w3c.github.io/html-aam/#html-element-role-mappings) with the
 * context rules ARIA in HTML states for each element. '' stands for generic/none.
 */
import { attr, hasAttr, isHtml, parentElement, elementChildren, type Element } from './dom.ts';

/** Concrete (non-abstract) roles of WAI-ARIA 1.2, Graphics ARIA and DPUB-ARIA. */
const ARIA_ROLES = new Set([
  'alert', 'alertdialog', 'application', 'article', 'banner', 'blockquote', 'button', 'caption', 'cell', 'checkbox',
  'code', 'columnheader', 'combobox', 'comment', 'complementary', 'contentinfo', 'definition', 'deletion', 'dialog',
  'directory', 'document', 'emphasis', 'feed', 'figure', 'form', 'generic', 'grid', 'gridcell', 'group', 'heading',
  'img', 'image', 'insertion', 'link', 'list', 'listbox', 'listitem', 'log', 'main', 'mark', 'marquee', 'math', 'menu',
  'menubar', 'menuitem', 'menuitemcheckbox', 'menuitemradio', 'meter', 'navigation', 'none', 'note', 'option',
  'paragraph', 'presentation', 'progressbar', 'radio', 'radiogroup', 'region', 'row', 'rowgroup', 'rowheader',
  'scrollbar', 'search', 'searchbox', 'separator', 'slider', 'spinbutton', 'status', 'strong', 'subscript',
  'suggestion', 'superscript', 'switch', 'tab', 'table', 'tablist', 'tabpanel', 'term', 'textbox', 'time', 'timer',
  'toolbar', 'tooltip', 'tree', 'treegrid', 'treeitem',
  'graphics-document', 'graphics-object', 'graphics-symbol',
  'doc-abstract', 'doc-acknowledgments', 'doc-afterword', 'doc-appendix', 'doc-backlink', 'doc-biblioentry',
  'doc-bibliography', 'doc-biblioref', 'doc-chapter', 'doc-colophon', 'doc-conclusion', 'doc-cover', 'doc-credit',
  'doc-credits', 'doc-dedication', 'doc-endnote', 'doc-endnotes', 'doc-epigraph', 'doc-epilogue', 'doc-errata',
  'doc-example', 'doc-footnote', 'doc-foreword', 'doc-glossary', 'doc-glossref', 'doc-index', 'doc-introduction',
  'doc-noteref', 'doc-notice', 'doc-pagebreak', 'doc-pagefooter', 'doc-pageheader', 'doc-pagelist', 'doc-part',
  'doc-preface', 'doc-prologue', 'doc-pullquote', 'doc-qna', 'doc-subtitle', 'doc-tip', 'doc-toc',
]);

/** Roles whose elements are landmarks (WAI-ARIA 1.2 §5.3.4), plus dialogs, which scope content the same way. */
export const LANDMARK_ROLES = new Set([
  'banner', 'navigation', 'main', 'contentinfo', 'complementary', 'region', 'form', 'search', 'dialog', 'alertdialog',
]);

/** ARIA global states and properties (WAI-ARIA 1.2 §6.4): any of them makes `presentation` void (§4.6 conflict resolution). */
const GLOBAL_ARIA = [
  'aria-atomic', 'aria-busy', 'aria-controls', 'aria-current', 'aria-describedby', 'aria-details', 'aria-dropeffect',
  'aria-flowto', 'aria-grabbed', 'aria-keyshortcuts', 'aria-label', 'aria-labelledby', 'aria-live', 'aria-owns',
  'aria-relevant', 'aria-roledescription',
];

/** The first valid token of the `role` attribute, lower-cased ('' when none is valid). */
function explicitRole(element: Element): string {
  const value = attr(element, 'role');
  if (!value) return '';
  for (const token of value.trim().toLowerCase().split(/\s+/)) {
    // ARIA 1.2/1.3 synonyms: image is img, the deprecated directory is a list.
    if (ARIA_ROLES.has(token)) return token === 'image' ? 'img' : token === 'directory' ? 'list' : token;
  }
  return '';
}

/** Computed role: explicit first, else implicit. '' for generic, none and presentation. */
export function computeRole(element: Element): string {
  const explicit = explicitRole(element);
  if (explicit === 'none' || explicit === 'presentation') {
    // WAI-ARIA 1.2 §4.6: presentation is ignored on focusable elements and on those with global ARIA attributes.
    if (!isFocusable(element) && !GLOBAL_ARIA.some((name) => hasAttr(element, name))) return '';
  } else if (explicit === 'generic') {
    return '';
  } else if (explicit) {
    return explicit;
  }
  return implicitRole(element);
}

function isFocusable(element: Element): boolean {
  if (hasAttr(element, 'tabindex')) return true;
  if (!isHtml(element)) return false;
  switch (element.tagName) {
    case 'a': case 'area': return hasAttr(element, 'href');
    case 'button': case 'select': case 'textarea': return !hasAttr(element, 'disabled');
    case 'input': return !hasAttr(element, 'disabled') && inputType(element) !== 'hidden';
    case 'iframe': case 'summary': return true;
    default: return hasAttr(element, 'contenteditable');
  }
}

/** The input's type keyword, lower-cased, `text` when missing or unknown (HTML §4.10.5). */
export function inputType(element: Element): string {
  const type = attr(element, 'type')?.trim().toLowerCase();
  return type && INPUT_TYPES.has(type) ? type : 'text';
}

const INPUT_TYPES = new Set([
  'hidden', 'text', 'search', 'tel', 'url', 'email', 'password', 'date', 'month', 'week', 'time', 'datetime-local',
  'number', 'range', 'color', 'checkbox', 'radio', 'file', 'submit', 'image', 'reset', 'button',
]);

/** HTML-AAM element mappings for the elements whose implicit role needs no context. */
const SIMPLE_ROLES: ReadonlyMap<string, string> = new Map(Object.entries({
  address: 'group', article: 'article', blockquote: 'blockquote', button: 'button', caption: 'caption', code: 'code',
  datalist: 'listbox', dd: 'definition', del: 'deletion', details: 'group', dfn: 'term', dialog: 'dialog',
  dt: 'term', em: 'emphasis', fieldset: 'group', figure: 'figure', h1: 'heading', h2: 'heading', h3: 'heading',
  h4: 'heading', h5: 'heading', h6: 'heading', hgroup: 'group', hr: 'separator', html: 'document', ins: 'insertion',
  main: 'main', mark: 'mark', math: 'math', menu: 'list', meter: 'meter', nav: 'navigation', ol: 'list',
  optgroup: 'group', option: 'option', output: 'status', p: 'paragraph', progress: 'progressbar', s: 'deletion',
  search: 'search', strong: 'strong', sub: 'subscript', sup: 'superscript', table: 'table', tbody: 'rowgroup',
  textarea: 'textbox', tfoot: 'rowgroup', thead: 'rowgroup', time: 'time', tr: 'row', ul: 'list',
}));

function implicitRole(element: Element): string {
  if (!isHtml(element)) return foreignRole(element);
  const tag = element.tagName;
  switch (tag) {
    case 'a':
    case 'area':
      return hasAttr(element, 'href') ? 'link' : '';
    case 'img':
      // HTML-AAM: img with alt="" maps to presentation (no name was given, and none is wanted).
      return attr(element, 'alt') === '' && !hasAttr(element, 'title') && !hasAttr(element, 'aria-label') ? '' : 'img';
    case 'input':
      return inputRole(element);
    case 'select':
      // HTML-AAM: combobox, unless multiple or a display size over 1 makes it a listbox.
      return hasAttr(element, 'multiple') || Number(attr(element, 'size') ?? '0') > 1 ? 'listbox' : 'combobox';
    case 'header':
    case 'footer':
      // ARIA in HTML: banner/contentinfo only when not scoped to a sectioning element or main.
      if (scopedToSectioning(element, true)) return '';
      return tag === 'header' ? 'banner' : 'contentinfo';
    case 'section':
      return hasAuthorName(element) ? 'region' : '';
    case 'form':
      return hasAuthorName(element) ? 'form' : '';
    case 'aside':
      // HTML-AAM: complementary when scoped to body or main (or named); generic inside another sectioning element.
      return scopedToSectioning(element, false) && !hasAuthorName(element) ? '' : 'complementary';
    case 'li':
      return listItemRole(element);
    case 'td':
      return inGrid(element) ? 'gridcell' : 'cell';
    case 'th':
      return headerCellRole(element);
    case 'summary':
      // The summary that toggles its details is exposed as a button-like disclosure control (HTML-AAM maps it
      // to the platform's disclosure triangle); a button is what people call it, and it is named from content.
      return isDetailsSummary(element) ? 'button' : '';
    default:
      return SIMPLE_ROLES.get(tag) ?? (tag.includes('-') ? customElementRole(element) : '');
  }
}

/**
 * Web-component kits (Ionic, Shoelace, Material Web, Fluent, Spectrum, UI5) keep the native
 * control in a shadow root that a saved page no longer has: `<ion-button>` holds only its
 * label. The tag's last words say which control it renders, as its shadow root would.
 */
function customElementRole(element: Element): string {
  for (const [pattern, role] of CUSTOM_ELEMENT_ROLES) {
    // Kits that render the native control in the light DOM (Angular Material's
    // `<mat-checkbox>` holds an `<input type="checkbox">`) already show it.
    if (pattern.test(element.tagName)) return holdsNativeControl(element) ? '' : role;
  }
  return '';
}

function holdsNativeControl(element: Element): boolean {
  return elementChildren(element).some((child) => NATIVE_CONTROLS.has(child.tagName) || holdsNativeControl(child));
}

const NATIVE_CONTROLS: ReadonlySet<string> = new Set(['a', 'button', 'input', 'select', 'textarea']);

const CUSTOM_ELEMENT_ROLES: readonly (readonly [RegExp, string])[] = [
  [/-(?:tab|segment)-button$/, 'tab'],
  [/-(?:button|chip)$/, 'button'],
  [/-checkbox$/, 'checkbox'],
  [/-radio$/, 'radio'],
  [/-(?:switch|toggle)$/, 'switch'],
  [/-(?:select|combobox)$/, 'combobox'],
  [/-(?:searchbar|search-field)$/, 'searchbox'],
  [/-(?:input|textarea|text-field|textfield)$/, 'textbox'],
  [/-(?:menu-item|menuitem)$/, 'menuitem'],
  [/-link$/, 'link'],
  [/-tab$/, 'tab'],
  [/-(?:slider|range)$/, 'slider'],
  [/-avatar$/, 'img'],
];

function inputRole(element: Element): string {
  const type = inputType(element);
  const hasList = hasAttr(element, 'list');
  switch (type) {
    case 'button': case 'image': case 'reset': case 'submit': return 'button';
    case 'checkbox': return 'checkbox';
    case 'radio': return 'radio';
    case 'range': return 'slider';
    case 'number': return 'spinbutton';
    case 'search': return hasList ? 'combobox' : 'searchbox';
    case 'email': case 'tel': case 'text': case 'url': return hasList ? 'combobox' : 'textbox';
    // ARIA in HTML gives password no role; every browser exposes it as a (protected) text field.
    case 'password': return 'textbox';
    default: return '';
  }
}

/** SVG-AAM / MathML-AAM, the parts people search for: a drawing is an image, an SVG link is a link. */
function foreignRole(element: Element): string {
  switch (element.tagName) {
    case 'svg': return 'img';
    case 'math': return 'math';
    case 'a': return hasAttr(element, 'href') || hasAttr(element, 'xlink:href') ? 'link' : '';
    default: return '';
  }
}

const SECTIONING = new Set(['article', 'aside', 'nav', 'section']);
const SECTIONING_ROLES = new Set(['article', 'complementary', 'navigation', 'region']);

/** Whether an ancestor is sectioning content (article, aside, nav, section), or main when `orMain`. */
function scopedToSectioning(element: Element, orMain: boolean): boolean {
  for (let p = parentElement(element); p; p = parentElement(p)) {
    if (isHtml(p) && (SECTIONING.has(p.tagName) || (orMain && p.tagName === 'main'))) return true;
    const role = explicitRole(p);
    if (SECTIONING_ROLES.has(role) || (orMain && role === 'main')) return true;
  }
  return false;
}

/** A name from the author (aria-label, aria-labelledby, title): what makes section a region and form a form. */
function hasAuthorName(element: Element): boolean {
  return Boolean(attr(element, 'aria-label')?.trim() || attr(element, 'aria-labelledby')?.trim() || attr(element, 'title')?.trim());
}

function listItemRole(element: Element): string {
  const parent = parentElement(element);
  if (!parent) return '';
  const role = explicitRole(parent);
  if (role === 'list' || role === 'directory') return 'listitem';
  if (role) return '';
  return isHtml(parent) && (parent.tagName === 'ul' || parent.tagName === 'ol' || parent.tagName === 'menu') ? 'listitem' : '';
}

function owningTable(element: Element): Element | null {
  for (let p = parentElement(element); p; p = parentElement(p)) if (p.tagName === 'table' && isHtml(p)) return p;
  return null;
}

function inGrid(cell: Element): boolean {
  const table = owningTable(cell);
  const role = table ? explicitRole(table) : '';
  return role === 'grid' || role === 'treegrid';
}

/**
 * HTML-AAM th: columnheader or rowheader. `scope` decides when given; otherwise a th in
 * thead, or in a row of only th, heads a column, and a th beside td cells heads its row.
 */
function headerCellRole(element: Element): string {
  const scope = attr(element, 'scope')?.trim().toLowerCase();
  if (scope === 'row' || scope === 'rowgroup') return 'rowheader';
  if (scope === 'col' || scope === 'colgroup') return 'columnheader';
  const row = parentElement(element);
  if (row && parentElement(row)?.tagName === 'thead') return 'columnheader';
  if (row && elementChildren(row).some((cell) => cell.tagName === 'td')) return 'rowheader';
  return 'columnheader';
}

function isDetailsSummary(element: Element): boolean {
  const parent = parentElement(element);
  if (!parent || parent.tagName !== 'details') return false;
  return elementChildren(parent).find((c) => c.tagName === 'summary') === element;
}
