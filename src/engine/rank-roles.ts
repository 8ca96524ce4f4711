/**
 * How well an element fits the kind of element a description names ("button", "field",
 * "icon", "footer"...), 0..1. Roles come from the index (explicit ARIA, else html-aam
 * implicit roles); tag, input type and class words are softer evidence, because pages
 * style links as buttons and build icons from empty spans.
 */
import type { Action } from './describe.ts';
import { fieldIndex, isTextEntry, opensMenu, type PageFeatures } from './rank-features.ts';
import { isHeading } from './rank-relations.ts';
import type { IndexedElement } from './types.ts';
import { ROLE_KINDS, TEXT_ENTRY_ROLES, type RoleKind } from './vocabulary.ts';

const ICON_FIELD = fieldIndex('icon');

/** Fit of a non-interactive element when the description says to click. */
const NOT_CLICKABLE = 0.88;
/** Switching on or ticking something that is no control at all (the heading over the switch). */
const NOT_A_SWITCH = 0.7;

/** Fit of an element whose role says nothing about the kind asked for. */
const ROLE_MISMATCH = 0.6;

const CLICKABLE = new Set(['button', 'link', 'tab', 'menuitem', 'menuitemcheckbox', 'menuitemradio', 'option', 'treeitem', 'switch']);
const SECTIONING_TAGS = new Set(['section', 'fieldset', 'article', 'form', 'aside', 'nav', 'header', 'footer', 'main', 'dialog', 'details', 'table', 'ul', 'ol']);

/** Class/id words that hint at a kind when the role does not say it. */
const KIND_HINTS: Partial<Record<RoleKind, readonly string[]>> = {
  button: ['btn', 'button'],
  link: ['link'],
  textbox: ['input', 'field', 'textbox', 'textfield'],
  checkbox: ['checkbox', 'check', 'toggle', 'switch'],
  radio: ['radio'],
  select: ['select', 'dropdown', 'combobox', 'picker'],
  tab: ['tab'],
  menuitem: ['menuitem', 'menu'],
  heading: ['title', 'heading', 'header', 'headline'],
  row: ['row'],
  cell: ['cell', 'col'],
  columnheader: ['th'],
  item: ['item'],
  list: ['list'],
  table: ['table', 'grid'],
  dialog: ['dialog', 'modal', 'popup', 'overlay', 'lightbox'],
  footer: ['footer'],
  header: ['header', 'masthead', 'topbar', 'navbar'],
  navigation: ['nav', 'navbar', 'navigation', 'menu', 'menubar'],
  menu: ['menu', 'nav', 'dropdown', 'menubar', 'navbar'],
  sidebar: ['sidebar', 'aside', 'sidenav', 'drawer'],
  main: ['main', 'content'],
  form: ['form'],
  section: ['section', 'panel', 'card', 'box', 'block', 'group', 'container', 'pane', 'widget', 'toolbar', 'controls', 'actions'],
  slider: ['slider', 'range'],
  progressbar: ['progress', 'progressbar', 'meter', 'gauge'],
  image: ['logo', 'brand', 'avatar', 'thumbnail', 'thumb', 'img', 'image', 'photo', 'picture'],
};

function hinted(f: PageFeatures, i: number, kind: RoleKind): boolean {
  const hints = KIND_HINTS[kind];
  if (!hints) return false;
  for (const w of f.hintWords[i] ?? []) for (const h of hints) if (w === h || (h.length >= 4 && w.includes(h))) return true;
  return false;
}

/** Class or id of the control that opens a menu (Bootstrap `dropdown-toggle`, "menu-trigger"), not of its items. */
const MENU_OPENER = /toggle|trigger|opener/i;
/** A clickable entry of a menu ("dropdown-item"): part of the menu, not the menu. */
const MENU_ENTRY = 0.85;

/** Kinds a person acts on. */
export const CONTROL_KINDS: ReadonlySet<RoleKind> = new Set<RoleKind>(['button', 'link', 'textbox', 'textarea', 'checkbox', 'radio', 'select', 'menuitem', 'option', 'slider']);
const SELECT_OPTION_AS_ITEM = 0.8;
const POPUP_LIST_AS_DROPDOWN = 0.88;
const SELECT_AS_TEXTBOX = 0.93;
/** A link in a navigation landmark, asked for as a tab. */
const TAB_BAR_LINK = 0.87;
/** Below the confidence floor even when every word matches. */
const HEADING_AS_CONTROL = 0.45;

/** Input types browsers draw as a picker: "the colour picker", "the date picker". */
const PICKER_INPUT_TYPES: ReadonlySet<string> = new Set(['color', 'date', 'datetime-local', 'month', 'week', 'time']);

function isPickerInput(e: IndexedElement): boolean {
  return e.tag === 'input' && PICKER_INPUT_TYPES.has((e.attributes.type ?? '').toLowerCase());
}

/** How far up a header cell may sit above the control that fills it (th > div > button). */
const HEADER_CONTROL_DEPTH = 2;

/** Whether the control fills a column header: the header says nothing the control does not. */
function isHeaderControl(f: PageFeatures, e: IndexedElement): boolean {
  let a = f.elements[e.parent];
  for (let depth = 0; a && depth < HEADER_CONTROL_DEPTH; depth++, a = f.elements[a.parent]) {
    if (a.tag === 'th' || a.role === 'columnheader' || a.role === 'rowheader') return a.text.trim() === e.text.trim();
  }
  return false;
}

/** An `<input type=file>`: the control behind every "upload" and "attach". */
function isFileInput(e: IndexedElement): boolean {
  return e.tag === 'input' && (e.attributes.type ?? '').toLowerCase() === 'file';
}

function insideCombobox(f: PageFeatures, e: IndexedElement): boolean {
  const parent = f.elements[e.parent];
  return parent !== undefined && (parent.role === 'combobox' || f.elements[parent.parent]?.role === 'combobox');
}

function opensList(e: IndexedElement): boolean {
  return e.attributes['aria-haspopup']?.trim().toLowerCase() === 'listbox';
}

/** 0..1: how well element i fits `kind`. */
export function kindFit(f: PageFeatures, i: number, kind: RoleKind): number {
  const e = f.elements[i] as IndexedElement;
  const roles: readonly string[] = ROLE_KINDS[kind];
  if (roles.includes(e.role) && kind !== 'textarea') {
    // "the first row" means the first row of data, not the header row; a "text field"
    // is a single line before it is a text area.
    if (kind === 'row' && f.headerRow[i]) return 0.8;
    // A closed <select>'s options are items only of that drop-down: "the third product"
    // counts the cards on show before the choices of a sort menu.
    if (kind === 'item' && e.tag === 'option') return SELECT_OPTION_AS_ITEM;
    // A drop-down is the control one opens: an ARIA listbox is most often the list it
    // pops up (Headless UI, Angular Material), named like the control that owns it.
    if (kind === 'select' && e.role === 'listbox' && e.tag !== 'select') return POPUP_LIST_AS_DROPDOWN;
    // A native <select> is a combobox, yet a "box" or a "field" is first one types into.
    if (kind === 'textbox' && e.tag === 'select') return SELECT_AS_TEXTBOX;
    return kind === 'textbox' && e.tag === 'textarea' ? 0.95 : 1;
  }
  const hint = hinted(f, i, kind);
  // A heading titles a control's section; asked for a control, it is never the control
  // ("check availability button" under the "Check availability" heading).
  if (CONTROL_KINDS.has(kind) && e.role === 'heading' && !f.interactive[i]) return HEADING_AS_CONTROL;
  switch (kind) {
    case 'button':
      if (e.tag === 'summary') return 0.9;
      // A file input is drawn as a "Choose file" button (html-aam maps it to no role, but
      // browsers expose it as a button): "the upload button" is often the input itself.
      if (isFileInput(e)) return 0.9;
      if (CLICKABLE.has(e.role)) return hint ? 0.95 : 0.85;
      if (f.interactive[i]) return 0.7;
      return hint || f.iconLike[i] ? 0.8 : ROLE_MISMATCH;
    case 'link':
      if (e.tag === 'a') return 0.95;
      if (CLICKABLE.has(e.role)) return 0.85;
      return hint ? 0.85 : f.interactive[i] ? 0.7 : ROLE_MISMATCH;
    case 'textbox':
      if (e.tag === 'textarea' || e.tag === 'input') return isTextEntry(e) ? 1 : 0.6;
      if (e.tag === 'select') return 0.75;
      return hint ? 0.75 : 0.5;
    case 'textarea':
      if (e.tag === 'textarea') return 1;
      return TEXT_ENTRY_ROLES.has(e.role) ? 0.85 : 0.5;
    case 'checkbox':
      if (e.role === 'radio') return 0.8;
      return hint ? 0.8 : 0.55;
    case 'radio':
      if (e.role === 'checkbox') return 0.8;
      return hint ? 0.8 : 0.55;
    case 'select':
      // Browsers draw colour and date inputs as pickers: "the colour picker", "date picker".
      if (isPickerInput(e)) return 0.9;
      // A field that pops up a list to choose from (PrimeReact's Dropdown, Mantine's Select:
      // an input with aria-haspopup="listbox") is a drop-down drawn as a field.
      // The ARIA 1.1 combobox (Downshift, Twilio Paste): the list opener is a wrapper with the
      // combobox role, and the field inside it is what one types or clicks into.
      if (TEXT_ENTRY_ROLES.has(e.role)) return opensList(e) || insideCombobox(f, e) ? 1 : 0.75;
      if (e.role === 'button') return hint ? 0.95 : 0.8;
      return hint ? 0.85 : 0.55;
    case 'option':
      return e.role === 'radio' || e.role === 'menuitem' || e.role === 'listitem' || CLICKABLE.has(e.role) ? 0.85 : ROLE_MISMATCH;
    case 'tab':
      if (hint || hinted(f, (e.parent >= 0 ? e.parent : i), 'tab')) return CLICKABLE.has(e.role) || e.tag === 'a' ? 0.97 : 0.85;
      // Tabs built from in-page links ("#timeline") switch a panel on the same page.
      if (e.tag === 'a' && (e.attributes.href ?? '').startsWith('#') && (e.attributes.href ?? '').length > 1) return 0.92;
      // Tab bars are drawn as navigation: a link in a navigation landmark is likelier a
      // "tab" than a lone button that says the same ("Issues" beside "Your issues").
      if (e.tag === 'a' && e.landmark >= 0 && f.elements[e.landmark]!.role === 'navigation') return TAB_BAR_LINK;
      return CLICKABLE.has(e.role) ? 0.85 : ROLE_MISMATCH;
    case 'menuitem':
      return CLICKABLE.has(e.role) ? 0.85 : hint ? 0.8 : ROLE_MISMATCH;
    case 'image':
      // A picture: an image element first; icons and icon buttons are images too, less so.
      if (e.tag === 'img' || e.tag === 'picture') return 1;
      if (e.tag === 'svg' || f.iconLike[i]) return 0.9;
      if (CLICKABLE.has(e.role) && (f.fieldWords[i]?.[ICON_FIELD]?.length ?? 0) > 0) return 0.85;
      return hint ? 0.8 : ROLE_MISMATCH;
    case 'icon': {
      if (e.tag === 'img' || e.tag === 'svg' || e.tag === 'picture' || f.iconLike[i]) return 1;
      // An icon button: clickable, with an icon inside (the bell icon is its link). Script
      // makes some clickable with no role (`<span onclick>`, `<a>` without href).
      const clickable = CLICKABLE.has(e.role) || (e.role === '' && f.interactive[i] === 1);
      if (clickable && (f.fieldWords[i]?.[ICON_FIELD]?.length ?? 0) > 0) return 0.95;
      if (clickable && e.text === '') return 0.85;
      return ROLE_MISMATCH;
    }
    case 'heading':
      if (/^h[1-6]$/.test(e.tag)) return 1;
      if (e.role === 'columnheader' || e.role === 'rowheader' || e.tag === 'th') return 0.9;
      if (hint) return 0.9;
      return e.tag === 'legend' || e.tag === 'caption' || e.tag === 'label' || e.tag === 'strong' || e.tag === 'b' ? 0.8 : ROLE_MISMATCH;
    case 'row':
      // A control or a cell is never a row, whatever its class says ("row-menu" is the row's
      // menu, "RaDatagrid-rowCell" one cell of it).
      if (f.interactive[i] || (ROLE_KINDS.cell as readonly string[]).includes(e.role)) return ROLE_MISMATCH;
      return hint ? 0.9 : e.tag === 'li' || e.role === 'listitem' ? 0.85 : ROLE_MISMATCH;
    case 'cell':
      return hint ? 0.85 : ROLE_MISMATCH;
    case 'columnheader':
      if (e.tag === 'th') return 1;
      // A sortable column's header is clicked through the button or link that fills it.
      if (f.interactive[i] && isHeaderControl(f, e)) return 1;
      return hint ? 0.85 : ROLE_MISMATCH;
    case 'item': {
      if (hint) return 0.9;
      const parent = e.parent >= 0 ? (f.elements[e.parent] as IndexedElement) : undefined;
      // The link inside a list item is the item people click.
      if (f.interactive[i] && parent && (parent.tag === 'li' || parent.role === 'listitem')) return 0.95;
      return f.interactive[i] ? 0.85 : 0.75;
    }
    case 'list':
      return hint ? 0.85 : 0.65;
    case 'table':
      return hint ? 0.85 : ROLE_MISMATCH;
    case 'dialog':
      if (e.tag === 'dialog') return 1;
      return hint ? 0.95 : 0.5;
    case 'footer':
      return e.tag === 'footer' ? 1 : hint ? 0.95 : e.tag === 'tfoot' ? 0.9 : 0.5;
    case 'header':
      return e.tag === 'header' ? 1 : hint || e.role === 'columnheader' || e.role === 'rowheader' ? 0.95 : e.tag === 'thead' ? 0.9 : 0.5;
    case 'navigation':
      return e.tag === 'nav' ? 1 : hint ? 0.95 : 0.5;
    case 'menu':
      // A menu is a list of links, or the button that opens one ("the user menu").
      // The opener a page marks as a dropdown toggle is what "click the user menu" means;
      // the list it opens is not clickable.
      if (CLICKABLE.has(e.role) && opensMenu(e)) return 1;
      if (hint && CLICKABLE.has(e.role)) return MENU_OPENER.test(`${e.attributes.class ?? ''} ${e.attributes.id ?? ''}`) ? 1 : MENU_ENTRY;
      if (e.tag === 'nav' || hint) return hint ? 0.95 : 1;
      return CLICKABLE.has(e.role) ? 0.9 : 0.5;
    case 'sidebar':
      // App shells draw their side navigation as a bare <nav> (Mantine's AppShell navbar).
      return e.tag === 'aside' ? 1 : hint ? 0.95 : e.tag === 'nav' || e.role === 'navigation' ? 0.85 : 0.5;
    case 'main':
      return e.tag === 'main' ? 1 : hint ? 0.9 : 0.5;
    case 'form':
      return e.tag === 'form' ? 1 : hint ? 0.9 : 0.55;
    case 'section':
      if (SECTIONING_TAGS.has(e.tag) || e.role === 'dialog' || e.role === 'navigation' || e.role === 'contentinfo' || e.role === 'banner') return 1;
      if (isHeading(e) || e.tag === 'legend') return 0.95;
      if (hint) return 0.95;
      return f.end[i]! > i ? 0.8 : 0.7;
    // Kits draw a bar as a track around a fill, and both carry "progress" (or "slider") in
    // their classes; the element with the role fits fully, above.
    case 'slider':
    case 'progressbar':
      return hint ? 0.85 : ROLE_MISMATCH;
    case 'paragraph':
      // Pages write paragraphs as divs too; a block of text with no controls fits a little less.
      return !f.interactive[i] && f.interactiveInside[i] === 0 && (e.tag === 'div' || e.tag === 'span') ? 0.8 : ROLE_MISMATCH;
    case 'text':
      return f.interactive[i] ? 0.9 : 1;
  }
  return ROLE_MISMATCH;
}

/**
 * With no kind named, the verb still says something: you type into text fields, pick
 * from lists, tick boxes, and click things that are clickable (issue 4: prefer
 * interactive elements when the description names an action).
 */
export function actionFit(f: PageFeatures, i: number, action: Action): number {
  const e = f.elements[i] as IndexedElement;
  switch (action) {
    case 'type':
      return TEXT_ENTRY_ROLES.has(e.role) || e.tag === 'textarea' ? 1 : 0.75;
    case 'select':
      return e.role === 'combobox' || e.role === 'listbox' || e.role === 'option' || e.role === 'radio' || e.role === 'checkbox' ? 1 : 0.85;
    case 'check':
      if (e.role === 'checkbox' || e.role === 'radio' || e.role === 'switch') return 1;
      // A field or a drop-down holds a value; nobody ticks one ("untick the Work calendar"
      // is the Work checkbox, not the Calendar drop-down showing "Work").
      if (TEXT_ENTRY_ROLES.has(e.role) || e.role === 'listbox') return NOT_A_SWITCH;
      // "Turn on two-factor authentication": the control that does it, not the heading over it.
      return f.interactive[i] ? 0.8 : NOT_A_SWITCH;
    case 'click':
      return f.interactive[i] ? 1 : NOT_CLICKABLE;
    case 'navigate':
      return e.role === 'link' ? 1 : f.interactive[i] ? 0.95 : 0.9;
    default:
      return 1;
  }
}
