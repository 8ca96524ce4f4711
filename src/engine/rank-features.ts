/**
 * What the ranking needs to know about a page, derived once per index and cached in a
 * WeakMap keyed by the index: every element's words per field, an inverted index from
 * words to the elements that carry them, tree depth and subtree extents, and a few
 * structural flags. Repeated predicts on one page then only touch the words of the
 * description (issue 4: predict p50 <= 5 ms on a 3,000-element page).
 */
import { ALIAS_MARK, SIMILARITY, identifierWords, phraseAliases, spellingSimilarity, stem, words } from './fuzzy.ts';
import { NEVER_ANSWER_TAGS, ROLE_KINDS, STOP_WORDS, synonymsOf, TEXT_ENTRY_ROLES } from './vocabulary.ts';
import type { IndexedElement, PageIndex } from './types.ts';

/**
 * Where a word was found, and how much a match there is worth. Name and the visible label
 * texts count fully; identifiers written by developers a bit less; classes and links less
 * again; words inherited from an icon inside a button or from ancestors least.
 */
export const FIELDS = [
  { key: 'name', weight: 1 },
  { key: 'text', weight: 0.95 },
  { key: 'value', weight: 0.9 },
  { key: 'placeholder', weight: 1 },
  { key: 'aria-label', weight: 1 },
  { key: 'title', weight: 0.9 },
  { key: 'alt', weight: 1 },
  { key: 'data-testid', weight: 0.9 },
  { key: 'id', weight: 0.85 },
  { key: 'name-attribute', weight: 0.85 },
  { key: 'class', weight: 0.75 },
  { key: 'href', weight: 0.6 },
  { key: 'src', weight: 0.6 },
  { key: 'type', weight: 0.8 },
  // What a person sees of a control's state: "the disabled Submit button".
  { key: 'state', weight: 0.9 },
  { key: 'icon', weight: 0.85 },
  { key: 'context', weight: 0.35 },
  { key: 'column', weight: 0.9 },
  // The row's first cell, for the row's other cells: "the Invision budget".
  { key: 'row', weight: 0.6 },
  { key: 'group', weight: 0.6 },
  { key: 'sibling', weight: 0.55 },
  { key: 'sibling-label', weight: 0.85 },
  // A <label> the markup does not tie to its field (no `for`), alone with it in one form item.
  { key: 'form-label', weight: 0.97 },
  { key: 'heading', weight: 0.5 },
  // What a value ("$139.00", "42", "03/14/2025") is, as its class or id names it: "price", "total".
  { key: 'value-of', weight: 0.95 },
] as const;

export type FieldKey = (typeof FIELDS)[number]['key'];
export const FIELD_COUNT = FIELDS.length;
export const FIELD_INDEX = Object.fromEntries(FIELDS.map((f, i) => [f.key, i])) as Record<FieldKey, number>;

/** Dots standing for a text nobody wrote: alt="...", or a name taken from one. */
const PLACEHOLDER_ALT = /^\s*(?:\.{2,}|…)\s*$/;

/** Long texts (whole sections) keep only their first words: they are containers, not labels. */
const TEXT_WORD_CAP = 30;
const TEXT_CHAR_CAP = 300;
/**
 * How many ancestor levels lend their class/id words as context. Kits wrap a field in three
 * (item, content, select) below the form that says what the fields are for ("desk-filters"):
 * four reach it; five measured one loss on the corpus.
 */
const CONTEXT_LEVELS = 4;

export const INTERACTIVE_ROLES: ReadonlySet<string> = new Set([
  'button', 'link', 'textbox', 'searchbox', 'checkbox', 'radio', 'combobox', 'listbox', 'option', 'menuitem',
  'menuitemcheckbox', 'menuitemradio', 'tab', 'switch', 'slider', 'spinbutton', 'treeitem',
]);

const ICON_CLASS = /(^|[-_ ])(icon|icons|fa|fas|far|fab|bi|glyphicon|material-icons|mdi|ion|octicon|feather|svg-inline)([-_ ]|$)|icon/;

export interface PageFeatures {
  readonly elements: readonly IndexedElement[];
  readonly depth: Int32Array;
  /** Ordinal of the last descendant (itself when a leaf): descendants are (ordinal, end]. */
  readonly end: Int32Array;
  /** Not head/script/svg-internals: may be an answer. */
  readonly answerable: Uint8Array;
  readonly interactive: Uint8Array;
  /** Looks like an icon: img/svg/i, or an empty element whose class says icon. */
  readonly iconLike: Uint8Array;
  /** Shows or hides content: a summary, a control with aria-expanded, a kit's toggle or caret. */
  readonly disclosure: Uint8Array;
  /** Has a child with exactly the same text: the child is the more specific match. */
  readonly wrapper: Uint8Array;
  /** Sits inside a clickable element that carries the same text (or is its icon): the clickable one answers. */
  readonly absorbed: Uint8Array;
  /** Has a clickable child with the same text (the li around a link): the child answers. */
  readonly wrapsInteractive: Uint8Array;
  /** Nearest clickable ancestor within a few levels, -1 when none. */
  readonly clickableAncestor: Int32Array;
  /** How many interactive elements the subtree holds (the element itself excluded). */
  readonly interactiveInside: Int32Array;
  /** A table row made only of header cells (thead/tfoot rows). */
  readonly headerRow: Uint8Array;
  /** Words of the element's visible label (name, else text, else value/placeholder/alt/title). */
  readonly label: readonly string[][];
  /** How many words the label really has (long texts are capped in `label`). */
  readonly labelLength: Int32Array;
  /**
   * The visible label is an address (email, URL, phone number: `AddressKind`): a value no
   * description could spell out, unlike a number, which people do write ("page 2", "the 20th").
   */
  readonly addressLabel: Uint8Array;
  /** Class and id words, for role hints ("btn", "modal", "footer"). */
  readonly hintWords: readonly string[][];
  /** Words of every field, as written in the element: field index -> words. */
  readonly fieldWords: readonly (readonly string[][])[];
  /** Distinct page words and, for each, the (element * FIELD_COUNT + field) entries carrying it. */
  readonly vocabulary: readonly string[];
  readonly postings: readonly number[][];
  readonly wordId: ReadonlyMap<string, number>;
  /** Memo: description word -> page words similar to it, with their similarity. */
  readonly similar: Map<string, { id: number; sim: number }[]>;
  /** Memo for the ranking: description word -> per-element evidence (bounded, see rank.ts). */
  readonly evidence: Map<string, unknown>;
  /** Page-wide lookups the ranking derives on first use (exact labels, elements per kind). */
  readonly derived: Map<string, unknown>;
  /** Adjacent word pairs of labels and identifiers ("last name"), to settle ordinal-or-label. */
  readonly bigrams: ReadonlySet<string>;
}

/**
 * What the ranking's per-page cache below retains, per element, once a page has been
 * ranked: the field word lists, inverted index and flags (about 1,700 bytes per element
 * measured on the 3,000-element shop page with `--expose-gc`), plus the evidence memo
 * (two Float32Arrays per remembered word, at most 64 words: 512 bytes). The cache lives
 * as long as the index, so the index's `approximateBytes` includes it (the service's LRU
 * is bounded by that figure); it is a fixed allowance because the LRU needs one figure
 * that does not change while the index sits in it.
 */
export const RANKING_CACHE_BYTES_PER_ELEMENT = 1_700 + 64 * 8;

const cache = new WeakMap<PageIndex, PageFeatures>();

/** The page's features, computed on first use and remembered for the index's lifetime. */
/**
 * A per-page value the ranking works out on first use and keeps in `f.derived` under `key`.
 * Pass a function defined once, not a fresh closure: some callers run per element per query.
 */
export function derivedOnce<T>(f: PageFeatures, key: string, make: (f: PageFeatures) => T): T {
  let value = f.derived.get(key) as T | undefined;
  if (value === undefined) {
    value = make(f);
    f.derived.set(key, value);
  }
  return value;
}

/** One empty slot per element, for memos filled element by element. */
export function elementSlots<T>(f: PageFeatures): (T | undefined)[] {
  return new Array<T | undefined>(f.elements.length);
}

export function featuresOf(index: PageIndex): PageFeatures {
  let f = cache.get(index);
  if (!f) {
    f = computeFeatures(index.elements);
    cache.set(index, f);
  }
  return f;
}

function computeFeatures(elements: readonly IndexedElement[]): PageFeatures {
  const n = elements.length;
  // Prose (names, text, labels) and identifiers (classes, ids, URLs) split into words differently.
  const wordsOf = memoisedWords(words);
  const idWordsOf = memoisedWords(identifierWords);
  const depth = new Int32Array(n);
  const end = new Int32Array(n);
  const answerable = new Uint8Array(n);
  const interactive = new Uint8Array(n);
  const iconLike = new Uint8Array(n);
  const disclosure = new Uint8Array(n);
  const wrapper = new Uint8Array(n);
  const absorbed = new Uint8Array(n);
  const wrapsInteractive = new Uint8Array(n);
  const clickableAncestor = new Int32Array(n).fill(-1);
  const interactiveInside = new Int32Array(n);
  const headerRow = new Uint8Array(n);
  const label: string[][] = new Array(n);
  const labelLength = new Int32Array(n);
  const addressLabel = new Uint8Array(n);
  const valueLabel = new Uint8Array(n);
  const hintWords: string[][] = new Array(n);
  const fieldWords: string[][][] = new Array(n);

  for (let i = 0; i < n; i++) {
    const e = elements[i] as IndexedElement;
    depth[i] = e.parent >= 0 ? (depth[e.parent] as number) + 1 : 0;
    end[i] = i;
    answerable[i] = NEVER_ANSWER_TAGS.has(e.tag) || isInsideSvg(elements, e) ? 0 : 1;
    interactive[i] = isInteractive(e) ? 1 : 0;
    const a = e.attributes;
    // A web component's tag says what it is as a class would ("sl-breadcrumb", "ion-chip").
    const classWords = e.tag.includes('-') ? [...idWordsOf(a.class), ...idWordsOf(e.tag)] : idWordsOf(a.class);
    const iconWords = iconNameWords(a.icon, idWordsOf);
    hintWords[i] = [...classWords, ...idWordsOf(a.id), ...idWordsOf(a.widget), ...iconWords];
    iconLike[i] = isIconLike(e) ? 1 : 0;
    const text = e.text.length > TEXT_CHAR_CAP ? e.text.slice(0, TEXT_CHAR_CAP) : e.text;
    const cappedTextWords = wordsOf(text).slice(0, TEXT_WORD_CAP);
    const textWords = e.text === e.name ? [] : cappedTextWords;
    // Templates fill alt="..." in for a picture nobody described: it says nothing, in the
    // picture's name or in the name of a link around it. A pager's gap shows its "...".
    const alt = a.alt !== undefined && PLACEHOLDER_ALT.test(a.alt) ? '' : a.alt;
    const placeholderName = PLACEHOLDER_ALT.test(e.name) && !PLACEHOLDER_ALT.test(e.text);
    const name = (placeholderName ? '' : e.name) || e.nameIfShown || '';
    const labelSource = name || e.text || a.value || a.placeholder || alt || a.title || '';
    label[i] = withoutAliases(labelSource === e.text ? cappedTextWords : wordsOf(labelSource));
    labelLength[i] = labelSource.length > TEXT_CHAR_CAP ? Math.max(label[i]!.length, Math.round(labelSource.length / 6)) : label[i]!.length;
    const fields: string[][] = new Array(FIELD_COUNT);
    fields[FIELD_INDEX.name] = wordsOf(name);
    fields[FIELD_INDEX.text] = textWords;
    fields[FIELD_INDEX.value] = wordsOf(a.value);
    fields[FIELD_INDEX.placeholder] = wordsOf(a.placeholder);
    fields[FIELD_INDEX['aria-label']] = wordsOf(a['aria-label']);
    fields[FIELD_INDEX.title] = wordsOf(a.title);
    fields[FIELD_INDEX.alt] = wordsOf(alt);
    fields[FIELD_INDEX['data-testid']] = idWordsOf(a['data-testid']);
    fields[FIELD_INDEX.id] = idWordsOf(a.id);
    fields[FIELD_INDEX['name-attribute']] = idWordsOf(a.name);
    fields[FIELD_INDEX.class] = classWords;
    fields[FIELD_INDEX.href] = hrefWords(a.href, idWordsOf);
    fields[FIELD_INDEX.src] = e.tag === 'img' ? pictureFileWords(a.src, idWordsOf) : [];
    fields[FIELD_INDEX.type] = e.tag === 'input' || e.tag === 'button' ? typeWords(a.type, e.role, wordsOf) : [];
    fields[FIELD_INDEX.state] = a.state ? a.state.split(' ') : [];
    // Later steps add to an element's icon words; the memoised list is shared by every element with the same attribute.
    fields[FIELD_INDEX.icon] = [...iconWords];
    fields[FIELD_INDEX.context] = [];
    fields[FIELD_INDEX.column] = [];
    fields[FIELD_INDEX.row] = [];
    fields[FIELD_INDEX.group] = [];
    fields[FIELD_INDEX.sibling] = [];
    fields[FIELD_INDEX['sibling-label']] = [];
    fields[FIELD_INDEX['form-label']] = [];
    fields[FIELD_INDEX.heading] = [];
    addressLabel[i] = addressKind(labelSource);
    valueLabel[i] = addressLabel[i] || isValueLabel(labelSource) ? 1 : 0;
    fields[FIELD_INDEX['value-of']] = [];
    fieldWords[i] = fields;
  }
  for (let i = n - 1; i > 0; i--) {
    const p = (elements[i] as IndexedElement).parent;
    if (p >= 0 && (end[i] as number) > (end[p] as number)) end[p] = end[i] as number;
  }
  addSpriteNames(elements, hintWords, idWordsOf);
  addDrawnDots(elements, hintWords);
  markScriptedClickables(elements, interactive, end);
  markClickables(elements, interactive, end, wrapsInteractive, clickableAncestor, interactiveInside);
  markNesting(elements, interactive, clickableAncestor, iconLike, wrapper, absorbed, fieldWords, hintWords);
  addDirectionArrows(elements, interactive, fieldWords);
  nameBareMenuOpeners(elements, interactive, iconLike, fieldWords);
  markDisclosures(elements, interactive, disclosure, hintWords, fieldWords);
  addValueNames(interactive, interactiveInside, valueLabel, hintWords, fieldWords);
  addContextWords(elements, fieldWords, hintWords);
  const siblings = siblingLinks(elements, interactive);
  addWrapperClasses(elements, interactive, siblings, fieldWords, hintWords);
  addTableColumns(elements, fieldWords, headerRow, wordsOf);
  addAddressKinds(elements, addressLabel, fieldWords);
  addSelectAllNames(elements, headerRow, fieldWords);
  addGroupNames(elements, interactive, fieldWords, wordsOf);
  addCaptionedGroups(elements, interactive, siblings, fieldWords, wordsOf);
  addSiblingWords(elements, interactive, iconLike, siblings, fieldWords, hintWords, wordsOf);
  addUntiedLabels(elements, interactive, end, absorbed, fieldWords, wordsOf);
  addWrapperLabels(elements, interactive, iconLike, end, absorbed, fieldWords, wordsOf);
  addColonCaptions(elements, interactive, end, absorbed, fieldWords, wordsOf);
  addBylines(elements, fieldWords);
  addHeadingWords(elements, interactive, fieldWords, wordsOf);
  addDialogTitles(elements, end, label, labelLength, wordsOf);
  const { vocabulary, postings, wordId } = invert(fieldWords);
  return {
    elements, depth, end, answerable, interactive, iconLike, disclosure, wrapper, absorbed, wrapsInteractive, clickableAncestor,
    interactiveInside, headerRow, label, labelLength, addressLabel, hintWords,
    fieldWords, vocabulary, postings, wordId, similar: new Map(), evidence: new Map(), derived: new Map(), bigrams: collectBigrams(label, fieldWords, interactive, interactiveInside),
  };
}

/** An email address or a web address written out. */
const ADDRESS_LABEL = /^\s*(?:[^\s@]+@[^\s@]+\.[^\s@]+|(?:https?:\/\/|www\.)\S+)\s*$/i;

/**
 * A phone number written out: "(541) 555-0187", "+44 20 7946 0958", "07700 900482". At
 * least one space, bracket or dash between groups of digits tells it from an amount, and
 * an ISO date ("2025-03-14") has too few digits.
 */
const PHONE_LABEL = /^\s*\+?\(?\d[\d().\s-]*[\s().-][\d().\s-]*\d\s*$/;

/** What kind of address a label writes out; `NOT_AN_ADDRESS` for any other label. */
const NOT_AN_ADDRESS = 0;
const WRITTEN_ADDRESS = 1;
const PHONE_NUMBER = 2;

function addressKind(label: string): number {
  if (ADDRESS_LABEL.test(label)) return WRITTEN_ADDRESS;
  if (!PHONE_LABEL.test(label)) return NOT_AN_ADDRESS;
  const digits = label.replace(/\D/g, '').length;
  return digits >= 9 && digits <= 15 ? PHONE_NUMBER : NOT_AN_ADDRESS;
}

/** Digits with at most one short run of letters (a unit or a currency code). */
const VALUE_LABEL = /^[^\p{L}]*(\p{L}{1,3}[^\p{L}]*)?$/u;

/**
 * A label that is a value rather than a name ("$139.00", "42", "12.5 %", "EUR 1,200",
 * "2025-03-14"). Nobody can write such a value in a description before the page shows
 * it, so people name what the value is ("the price", "the order total"), and pages name
 * it the same way in a class or id.
 */
function isValueLabel(label: string): boolean {
  return label.length <= 40 && /\d/.test(label) && VALUE_LABEL.test(label);
}

/**
 * A value is named by what it is, as its class or id says ("price", "total"). Only an
 * element that shows a value is one: a control, or a form around controls whose only
 * text is "$ .00", is not.
 */
function addValueNames(interactive: Uint8Array, interactiveInside: Int32Array, valueLabel: Uint8Array, hintWords: string[][], fieldWords: string[][][]): void {
  for (let i = 0; i < valueLabel.length; i++) {
    if (valueLabel[i] && !interactive[i] && !interactiveInside[i]) fieldWords[i]![FIELD_INDEX['value-of']] = hintWords[i]!;
  }
}

/**
 * "the press email address", "the phone number": an address written out is named by what
 * it is, and by nothing else: its classes say how it looks ("small text-black-50"). A table
 * cell is named by its column already ("the email column"), so only addresses outside tables.
 */
function addAddressKinds(elements: readonly IndexedElement[], addressLabel: Uint8Array, fieldWords: string[][][]): void {
  for (let i = 0; i < elements.length; i++) {
    if (!addressLabel[i] || fieldWords[i]![FIELD_INDEX.column]!.length > 0) continue;
    const e = elements[i] as IndexedElement;
    const kind = addressLabel[i] === PHONE_NUMBER ? ['phone', 'number'] : (e.name || e.text).includes('@') ? ['email', 'address'] : ['website', 'url'];
    fieldWords[i]![FIELD_INDEX['value-of']] = kind;
  }
}

/** `split`, with phrase aliases added, remembered per distinct string (pages repeat their classes and labels). */
function memoisedWords(split: (text: string) => string[]): (s: string | undefined) => string[] {
  const memo = new Map<string, string[]>();
  return (s) => {
    if (!s) return [];
    let w = memo.get(s);
    if (!w) {
      w = phraseAliases(split(s));
      memo.set(s, w);
    }
    return w;
  };
}

/** The label as written: alias tokens are matches, not words a person reads. */
function withoutAliases(list: string[]): string[] {
  return list.some(isAlias) ? list.filter((w) => !isAlias(w)) : list;
}

export function isAlias(word: string): boolean {
  return word.startsWith(ALIAS_MARK);
}

function isInsideSvg(elements: readonly IndexedElement[], e: IndexedElement): boolean {
  const p = e.parent >= 0 ? elements[e.parent] : undefined;
  return !!p && (p.tag === 'svg' || (p.tag !== 'body' && isInsideSvgTag(elements, p)));
}

function isInsideSvgTag(elements: readonly IndexedElement[], e: IndexedElement): boolean {
  for (let p = e.parent, hops = 0; p >= 0 && hops < 6; p = (elements[p] as IndexedElement).parent, hops++) {
    if ((elements[p] as IndexedElement).tag === 'svg') return true;
  }
  return false;
}

function isInteractive(e: IndexedElement): boolean {
  if (INTERACTIVE_ROLES.has(e.role)) return true;
  return e.tag === 'button' || e.tag === 'select' || e.tag === 'textarea' || e.tag === 'summary' || (e.tag === 'input' && e.attributes.type !== 'hidden');
}

const BUTTON_CLASS = /(^|\s)(btn|button|[\w-]+-(btn|button))(\s|$)/;
const BUTTON_TAG = /(^|-)(btn|button)$/;

/**
 * Elements that script makes clickable, which the accessibility tree does not know about: an
 * `<a>` without href (Bootstrap's dropdown toggles), a `<span onclick>`, a kit's `.btn` on a
 * div, a custom `<btn>` or `<x-icon-button>`. The icon inside belongs to them as it would to a
 * real button. Only the innermost such element that holds no real control counts: a kit's
 * `<mat-radio-button>` around a native radio is a wrapper, not a second control.
 */
function markScriptedClickables(elements: readonly IndexedElement[], interactive: Uint8Array, end: Int32Array): void {
  const n = elements.length;
  const candidate = new Uint8Array(n);
  const prefix = new Int32Array(n + 1);
  for (let i = 0; i < n; i++) candidate[i] = !interactive[i] && looksClickable(elements[i] as IndexedElement) ? 1 : 0;
  for (let i = 0; i < n; i++) {
    if (candidate[i] && yieldsToFocusableParent(elements, i, candidate)) candidate[i] = 0;
    prefix[i + 1] = (prefix[i] as number) + ((interactive[i] as number) | (candidate[i] as number));
  }
  for (let i = 0; i < n; i++) {
    if (candidate[i] && (prefix[(end[i] as number) + 1] as number) === (prefix[i + 1] as number)) interactive[i] = 1;
  }
}

/**
 * `<li tabindex="0" title="3"><a>3</a></li>` (Ant Design's pager): the bare `<a>` only draws
 * the label of the item the keyboard focuses, which is the control.
 */
function yieldsToFocusableParent(elements: readonly IndexedElement[], i: number, candidate: Uint8Array): boolean {
  const e = elements[i] as IndexedElement;
  if (e.tag !== 'a' || e.attributes.onclick !== undefined || e.attributes.tabindex !== undefined || e.parent < 0) return false;
  const parent = elements[e.parent] as IndexedElement;
  return candidate[e.parent] === 1 && isFocusable(parent) && parent.text === e.text;
}

/** In the keyboard's tab order by its own `tabindex` (0 or more). */
function isFocusable(e: IndexedElement): boolean {
  return e.attributes.tabindex !== undefined && Number(e.attributes.tabindex) >= 0;
}

function looksClickable(e: IndexedElement): boolean {
  const a = e.attributes;
  if (e.tag === 'a' || a.onclick !== undefined || isFocusable(e)) return true;
  if (BUTTON_TAG.test(e.tag)) return true;
  return a.class !== undefined && BUTTON_CLASS.test(a.class.toLowerCase());
}

/** A field one types into: its role is a text-entry kind's, or none (date, time and the like). */
export function isTextEntry(e: IndexedElement): boolean {
  return (e.tag === 'input' || e.tag === 'textarea') && (TEXT_ENTRY_ROLES.has(e.role) || e.role === '');
}

/** `uk-icon="icon: heart; ratio: 2"` -> heart; `mdi:home` -> mdi, home. */
function iconNameWords(icon: string | undefined, wordsOf: (s: string) => string[]): string[] {
  if (!icon) return [];
  const spec = /(?:^|;)\s*icon\s*:\s*([^;]+)/.exec(icon);
  return wordsOf(spec ? (spec[1] as string) : icon.split(';')[0] as string);
}

function isIconLike(e: IndexedElement): boolean {
  if (e.tag === 'img' || e.tag === 'svg' || e.tag === 'i' || e.role === 'img' || e.attributes.icon !== undefined) return true;
  const cls = e.attributes.class ?? '';
  if (ICON_CLASS.test(cls.toLowerCase())) return true;
  return e.text === '' && !!(cls || e.attributes.id) && (e.tag === 'span' || e.tag === 'div' || e.tag === 'em' || e.tag === 'b');
}

/** An icon drawn by an icon font or svg (not any empty styled element, such as a divider). */
function isGlyph(e: IndexedElement): boolean {
  if (e.text !== '') return false;
  return e.tag === 'i' || e.tag === 'svg' || e.role === 'img' || ICON_CLASS.test((e.attributes.class ?? '').toLowerCase());
}

/** A file input is the page's upload control, whatever its label says ("Choose file", "Browse"). */
function typeWords(type: string | undefined, role: string, wordsOf: (s: string) => string[]): string[] {
  if (type?.toLowerCase() === 'file') return ['file', 'upload'];
  // A number stepper (Vant's, Bootstrap's input-group +/−) is the page's quantity field,
  // however its label is written, or when it has none.
  if (role === 'spinbutton') return ['number', 'quantity'];
  return wordsOf(type ?? '');
}

/** "/products/blue-shirt?ref=nav" -> path and query words, without the scheme and host. */
function hrefWords(href: string | undefined, wordsOf: (s: string) => string[]): string[] {
  if (!href || href.startsWith('javascript:')) return [];
  const path = href.replace(/^[a-z]+:\/\/[^/]+/i, '').replace(/^mailto:/i, 'email address ').replace(/^tel:/i, 'phone number ');
  // A link to the site's root is its home link, whatever its label ("the home page logo").
  if (path === '/' || /^\/?(index\.\w+)?$/.test(path)) return ['home'];
  return wordsOf(path).filter((w) => w !== 'html' && w !== 'php' && w !== 'www');
}

/** Folder and format names every picture path carries: they say nothing about the picture. */
const PICTURE_PATH_FILLER: ReadonlySet<string> = new Set([
  'assets', 'asset', 'img', 'imgs', 'image', 'images', 'static', 'media', 'uploads', 'upload', 'dist', 'public', 'files',
  'jpg', 'jpeg', 'png', 'svg', 'gif', 'webp', 'avif', 'ico', 'cdn', 'www', 'http', 'https', 'com',
]);

/**
 * "assets/img/navbar-logo.svg" -> navbar, logo: a picture's file name is often the only
 * place a page says what the picture is ("the logo", "the hero image", "the avatar").
 */
function pictureFileWords(src: string | undefined, wordsOf: (s: string) => string[]): string[] {
  if (!src || src.startsWith('data:')) return [];
  const path = src.replace(/^[a-z]+:\/\/[^/]+/i, '').replace(/[?#].*$/, '');
  const parts = path.split('/').filter(Boolean).slice(-2);
  return parts.flatMap((part) => wordsOf(part)).filter((w) => !PICTURE_PATH_FILLER.has(w));
}

/**
 * Wrappers (a div whose only content is a span with the same text) and absorbed elements
 * (the span inside a button, the icon inside a link) lose to the element that answers.
 * An icon also lends its class words to the clickable element around it, so
 * `<button><i class="fa fa-trash">` is found as "the trash button".
 */
function markNesting(
  elements: readonly IndexedElement[],
  interactive: Uint8Array,
  clickableAncestor: Int32Array,
  iconLike: Uint8Array,
  wrapper: Uint8Array,
  absorbed: Uint8Array,
  fieldWords: string[][][],
  hintWords: string[][],
): void {
  for (let i = 0; i < elements.length; i++) {
    const e = elements[i] as IndexedElement;
    if (e.parent >= 0) {
      const parent = elements[e.parent] as IndexedElement;
      if (e.text !== '' && e.text === parent.text) wrapper[e.parent] = 1;
    }
    const p = clickableAncestor[i] as number;
    if (interactive[i] || p < 0) continue;
    const owner = elements[p] as IndexedElement;
    const sameText = e.text !== '' && (e.text === owner.text || e.text === owner.name);
    if (sameText || (iconLike[i] && e.text === '')) {
      absorbed[i] = 1;
      if (iconLike[i]) {
        const icon = fieldWords[p]![FIELD_INDEX.icon]!;
        // Class and id words, alt and title, and an svg's <title> (its name).
        const own = fieldWords[i]!;
        icon.push(...(hintWords[i] ?? []), ...(own[FIELD_INDEX.alt] ?? []), ...(own[FIELD_INDEX.title] ?? []), ...(own[FIELD_INDEX.name] ?? []));
      }
    }
  }
}

/**
 * An icon-only control with no name that opens a menu, drawn with no icon word of its own
 * (an inline svg, or only the kit's generic icon class), is the "more options" menu:
 * what other unnamed opener would a page leave without even an icon class? Words every
 * icon on the page carries (`el-icon`, `anticon`) name the kit, not the icon.
 */
function nameBareMenuOpeners(elements: readonly IndexedElement[], interactive: Uint8Array, iconLike: Uint8Array, fieldWords: string[][][]): void {
  // Counted only once a page has such an opener: most pages have none.
  let kitWords: Set<string> | undefined;
  for (let i = 0; i < elements.length; i++) {
    const e = elements[i] as IndexedElement;
    if (!interactive[i] || e.name !== '' || e.text !== '' || !opensMenu(e)) continue;
    const kit = (kitWords ??= pageWideIconWords(elements, iconLike, fieldWords));
    const icon = fieldWords[i]![FIELD_INDEX.icon]!;
    if (icon.every((w) => kit.has(w))) icon.push(BARE_MENU_WORD);
  }
}

const BARE_MENU_WORD = 'more';

/** What every control that shows and hides content does, whatever its label says. */
const DISCLOSURE_WORDS: readonly string[] = ['expand', 'collapse', 'toggle'];
/** Class words of kits' disclosure controls (`nav-dropdown-toggle`, `menu__caret`, `p-tree-node-toggle-button`). */
const DISCLOSURE_CLASS_WORDS: ReadonlySet<string> = new Set([
  'toggle', 'toggler', 'collapse', 'collapsed', 'collapsible', 'expand', 'expander', 'expandable', 'accordion', 'caret', 'chevron', 'disclosure',
]);

/**
 * Controls that show or hide content: a `<summary>`, a control that says whether it is
 * expanded (a combobox's list is a value picker, not a section), or one whose kit names
 * it a toggle or a caret. People call them by what they do ("the expand arrow",
 * "collapse the sidebar"), so they carry those words.
 */
function markDisclosures(elements: readonly IndexedElement[], interactive: Uint8Array, disclosure: Uint8Array, hintWords: string[][], fieldWords: string[][][]): void {
  for (let i = 0; i < elements.length; i++) {
    const e = elements[i] as IndexedElement;
    const expands = e.attributes['aria-expanded'] !== undefined && e.role !== 'combobox';
    if (e.tag !== 'summary' && !(interactive[i] && (expands || (hintWords[i] ?? []).some((w) => DISCLOSURE_CLASS_WORDS.has(w))))) continue;
    disclosure[i] = 1;
    hintWords[i] = [...(hintWords[i] ?? []), ...DISCLOSURE_WORDS];
    fieldWords[i]![FIELD_INDEX.icon]!.push(...DISCLOSURE_WORDS);
  }
}

/** A class word on at least this share of a page's icons (and on several) is the kit's. */
const KIT_WORD_SHARE = 0.3;

/** Whether the element shows `state` ("disabled", "readonly", "checked"...), as the index records its states. */
export function hasState(e: IndexedElement, state: string): boolean {
  return e.attributes.state?.split(' ').includes(state) ?? false;
}

export function opensMenu(e: IndexedElement): boolean {
  const popup = e.attributes['aria-haspopup'];
  return popup === 'menu' || popup === 'true' || /(^|\s)dropdown-toggle(\s|$)/.test(e.attributes.class ?? '');
}

function pageWideIconWords(elements: readonly IndexedElement[], iconLike: Uint8Array, fieldWords: string[][][]): Set<string> {
  const counts = new Map<string, number>();
  let icons = 0;
  for (let i = 0; i < elements.length; i++) {
    if (!iconLike[i] || (elements[i] as IndexedElement).tag === 'img') continue;
    icons++;
    for (const w of new Set(fieldWords[i]![FIELD_INDEX.class])) counts.set(w, (counts.get(w) ?? 0) + 1);
  }
  const out = new Set<string>();
  for (const [w, c] of counts) if (c >= 3 && c >= KIT_WORD_SHARE * icons) out.add(w);
  return out;
}

/**
 * Sprite icons name themselves in the fragment they use: `<svg><use href="#icon-trash">`
 * is a trash icon; exported logos in their layer names (`layerName`). These words join
 * the svg's class words, so they reach the button around it like any icon class.
 */
function addSpriteNames(elements: readonly IndexedElement[], hintWords: string[][], wordsOf: (s: string) => string[]): void {
  for (let i = 0; i < elements.length; i++) {
    const e = elements[i] as IndexedElement;
    const name = e.tag === 'use' ? spriteFragment(e.attributes.href) : e.tag === 'g' ? layerName(e.attributes.id) : '';
    if (!name) continue;
    for (let p = e.parent, hops = 0; p >= 0 && hops < 3; p = (elements[p] as IndexedElement).parent, hops++) {
      if ((elements[p] as IndexedElement).tag === 'svg') {
        hintWords[p] = [...(hintWords[p] ?? []), ...wordsOf(name)];
        break;
      }
    }
  }
}

/**
 * An inline svg drawn as three circles and nothing else is the ⋯ or ⋮ glyph (Feather's and
 * Lucide's more-horizontal and more-vertical, hand-drawn kebabs): the "more" menu's icon,
 * whatever the button's label says ("Row actions").
 */
function addDrawnDots(elements: readonly IndexedElement[], hintWords: string[][]): void {
  const circles = new Map<number, number>();
  const otherShapes = new Set<number>();
  for (const e of elements) {
    if (e.parent < 0 || (elements[e.parent] as IndexedElement).tag !== 'svg') continue;
    if (e.tag === 'circle') circles.set(e.parent, (circles.get(e.parent) ?? 0) + 1);
    else if (SVG_DRAWING.has(e.tag)) otherShapes.add(e.parent);
  }
  for (const [svg, count] of circles) {
    if (count === 3 && !otherShapes.has(svg)) hintWords[svg] = [...(hintWords[svg] ?? []), DOTS_WORD];
  }
}

/**
 * A control with no text of its own whose name starts with a direction ("Next page",
 * "Previous month", "Back to top") is drawn as an arrow or chevron: "the next page arrow".
 */
function addDirectionArrows(elements: readonly IndexedElement[], interactive: Uint8Array, fieldWords: string[][][]): void {
  for (const e of elements) {
    if (!interactive[e.ordinal] || e.text.trim() !== '') continue;
    // "Go to next page" is drawn as the same arrow as "Next page".
    const first = /^[\p{L}]+/u.exec(e.name.trim().toLowerCase().replace(LEADING_MOVE, ''))?.[0];
    if (first && DIRECTION_WORDS.has(first)) fieldWords[e.ordinal]![FIELD_INDEX.icon]!.push(ARROW_WORD);
  }
}

const LEADING_MOVE = /^(?:go|move|scroll|skip|jump)\s+(?:to\s+)?(?:the\s+)?/;
const DIRECTION_WORDS: ReadonlySet<string> = new Set(['next', 'previous', 'prev', 'back', 'forward', 'up', 'down', 'left', 'right', 'older', 'newer']);
const ARROW_WORD = 'arrow';

/** What else an svg may draw with: any of it makes the three circles part of another picture. */
const SVG_DRAWING: ReadonlySet<string> = new Set(['path', 'rect', 'line', 'polyline', 'polygon', 'ellipse', 'g', 'use', 'text', 'image']);
const DOTS_WORD = 'dots';

function spriteFragment(href: string | undefined): string {
  const hash = href ? href.indexOf('#') : -1;
  return href && hash >= 0 ? href.slice(hash + 1) : '';
}

/**
 * Inline svgs exported from a design tool keep their layer names as group ids
 * (`<g id="google-icon">`): the only name such a logo has. The tools' default layer
 * names say nothing.
 */
function layerName(id: string | undefined): string {
  if (!id) return '';
  return DEFAULT_LAYER_NAME.test(id) ? '' : id;
}

const DEFAULT_LAYER_NAME = /^(artboard|page|layer|group|path|shape|combined-shape|oval|rectangle|ellipse|mask|fill|stroke|icon|g|symbols?|canvas|frame|vector|clip|svg)?[-_ ]*\d*([-_ ]copy)?[-_ ]*\d*$/i;

/** Which elements sit in a clickable one, wrap one with the same text, or hold several. */
function markClickables(
  elements: readonly IndexedElement[],
  interactive: Uint8Array,
  end: Int32Array,
  wrapsInteractive: Uint8Array,
  clickableAncestor: Int32Array,
  interactiveInside: Int32Array,
): void {
  const n = elements.length;
  const prefix = new Int32Array(n + 1);
  for (let i = 0; i < n; i++) prefix[i + 1] = (prefix[i] as number) + (interactive[i] as number);
  for (let i = 0; i < n; i++) {
    interactiveInside[i] = (prefix[(end[i] as number) + 1] as number) - (prefix[i + 1] as number);
    const e = elements[i] as IndexedElement;
    if (e.parent >= 0 && interactive[i] && e.text !== '' && (elements[e.parent] as IndexedElement).text === e.text) wrapsInteractive[e.parent] = 1;
    for (let p = e.parent, hops = 0; p >= 0 && hops < 4; p = (elements[p] as IndexedElement).parent, hops++) {
      if (interactive[p]) {
        clickableAncestor[i] = p;
        break;
      }
    }
  }
}

/**
 * A data cell carries its column header's words ("Michael Bruce's salary" is the cell
 * under "Salary"), from the table's first row made only of header cells.
 */
function addTableColumns(elements: readonly IndexedElement[], fieldWords: string[][][], headerRow: Uint8Array, wordsOf: (s: string) => string[]): void {
  const cellsOf = new Map<number, number[]>();
  for (let i = 0; i < elements.length; i++) {
    const row = rowOfCell(elements, i);
    if (row < 0) continue;
    const list = cellsOf.get(row) ?? [];
    list.push(i);
    cellsOf.set(row, list);
  }
  const headerOf = new Map<number, string[][]>();
  for (const [row, cells] of cellsOf) {
    const isHeader = cells.every((c) => (elements[c] as IndexedElement).tag === 'th' || (elements[c] as IndexedElement).role === 'columnheader');
    if (isHeader) headerRow[row] = 1;
    const table = tableOf(elements, row);
    if (table < 0) continue;
    if (isHeader) {
      if (!headerOf.has(table)) headerOf.set(table, cells.map((c) => wordsOf((elements[c] as IndexedElement).text)));
      continue;
    }
    const header = headerOf.get(table);
    if (!header) continue;
    const first = elements[cells[0] as number] as IndexedElement;
    const rowWords = first.text.length <= ROW_LABEL_CHAR_CAP ? wordsOf(first.text) : [];
    cells.forEach((c, col) => {
      const words = header[col];
      if (words) fieldWords[c]![FIELD_INDEX.column] = words;
      if (col > 0) fieldWords[c]![FIELD_INDEX.row] = rowWords;
    });
  }
  // What sits in a cell (a status badge, a link) is in the column too.
  for (let i = 0; i < elements.length; i++) {
    const p = (elements[i] as IndexedElement).parent;
    if (p < 0 || fieldWords[i]![FIELD_INDEX.column]!.length) continue;
    const g = (elements[p] as IndexedElement).parent;
    const from = isDataCell(elements[p] as IndexedElement) ? p : g >= 0 && isDataCell(elements[g] as IndexedElement) ? g : -1;
    if (from >= 0) fieldWords[i]![FIELD_INDEX.column] = fieldWords[from]![FIELD_INDEX.column]!;
  }
}

/** A first cell longer than this is content, not the name of its row. */
const ROW_LABEL_CHAR_CAP = 40;

/**
 * A checkbox in a table's header row ticks every row: people call it "select all", whether
 * it has no name or one that tells its state ("All items unselected", as PrimeVue and
 * PrimeReact name it), which is kept.
 */
function addSelectAllNames(elements: readonly IndexedElement[], headerRow: Uint8Array, fieldWords: string[][][]): void {
  for (let i = 0; i < elements.length; i++) {
    const e = elements[i] as IndexedElement;
    if (e.role !== 'checkbox') continue;
    // Component kits wrap the box deeply (Vuetify: th > control > wrapper > input > box).
    for (let p = e.parent, hops = 0; p >= 0 && hops < 6; p = (elements[p] as IndexedElement).parent, hops++) {
      if (headerRow[p]) {
        if (e.name === '') fieldWords[i]![FIELD_INDEX.title] = ['select', 'all'];
        else fieldWords[i]![FIELD_INDEX.type] = [...fieldWords[i]![FIELD_INDEX.type]!, 'select', 'all'];
        break;
      }
    }
  }
}

function tableOf(elements: readonly IndexedElement[], row: number): number {
  for (let p = (elements[row] as IndexedElement).parent, hops = 0; p >= 0 && hops < 4; p = (elements[p] as IndexedElement).parent, hops++) {
    const e = elements[p] as IndexedElement;
    if (e.tag === 'table' || TABLE_ROLES.has(e.role)) return p;
  }
  return -1;
}

const TABLE_ROLES: ReadonlySet<string> = new Set(ROLE_KINDS.table);
const CELL_ROLES: ReadonlySet<string> = new Set(ROLE_KINDS.cell);

/**
 * The row a cell belongs to, or -1: a `<tr>`'s cells, and an ARIA grid's (`role="row"`
 * around `role="gridcell"`), which apps draw without a table (Spotify, Airtable, Jira).
 */
function rowOfCell(elements: readonly IndexedElement[], i: number): number {
  const e = elements[i] as IndexedElement;
  if (e.tag === 'td' || e.tag === 'th') return e.parent >= 0 && (elements[e.parent] as IndexedElement).tag === 'tr' ? e.parent : -1;
  if (!CELL_ROLES.has(e.role)) return -1;
  for (let p = e.parent, hops = 0; p >= 0 && hops < 3; p = (elements[p] as IndexedElement).parent, hops++) {
    const r = (elements[p] as IndexedElement).role;
    if (r === 'row') return p;
    if (CELL_ROLES.has(r)) return -1;
  }
  return -1;
}

function isDataCell(e: IndexedElement): boolean {
  return e.tag === 'td' || ((e.role === 'cell' || e.role === 'gridcell') && e.tag !== 'th');
}

/** A control in a named fieldset or group carries the group's name ("Express" under "Shipping method"). */
function addGroupNames(elements: readonly IndexedElement[], interactive: Uint8Array, fieldWords: string[][][], wordsOf: (s: string) => string[]): void {
  for (let i = 0; i < elements.length; i++) {
    if (!interactive[i]) continue;
    for (let p = (elements[i] as IndexedElement).parent, hops = 0; p >= 0 && hops < 6; p = (elements[p] as IndexedElement).parent, hops++) {
      const g = elements[p] as IndexedElement;
      if ((g.tag === 'fieldset' || g.role === 'group' || g.role === 'radiogroup') && g.name) {
        fieldWords[i]![FIELD_INDEX.group] = wordsOf(g.name);
        break;
      }
    }
  }
}

/** A caption longer than this is prose, not a group's name. */
const CAPTION_WORD_CAP = 4;
const CAPTION_CHAR_CAP = 40;

/**
 * "License: [Single project] [Team]" written as a caption div before a div of buttons,
 * with no fieldset: the caption names the group as a legend would. A control in a wrapper
 * holding two or more controls, with no group name yet, takes a short caption just before
 * the wrapper.
 */
function addCaptionedGroups(
  elements: readonly IndexedElement[],
  interactive: Uint8Array,
  { previousSibling, controlsIn }: SiblingLinks,
  fieldWords: string[][][],
  wordsOf: (s: string) => string[],
): void {
  for (let i = 0; i < elements.length; i++) {
    const group = FIELD_INDEX.group;
    if (!interactive[i] || (fieldWords[i]![group] as string[]).length > 0) continue;
    const wrapper = (elements[i] as IndexedElement).parent;
    if (wrapper < 0 || (controlsIn[wrapper] as number) < 2) continue;
    const caption = previousSibling[wrapper] as number;
    if (caption < 0 || interactive[caption] || (controlsIn[caption] as number) > 0) continue;
    const text = (elements[caption] as IndexedElement).text;
    if (text.length > CAPTION_CHAR_CAP) continue;
    const words = wordsOf(text);
    if (words.length > 0 && words.length <= CAPTION_WORD_CAP) fieldWords[i]![group] = words;
  }
}

/** How far up from an untied label its form item may be. */
const FORM_ITEM_LEVELS = 3;
/** A larger container is a form or a section, not one item. */
const FORM_ITEM_MAX_ELEMENTS = 80;
/** An input group holds the typed field and a picker or two beside it; more is a row of fields. */
const MAX_GROUPED_FIELDS = 3;
/** Roles that act rather than hold a value: a field's addon buttons (clear, plus, minus) are not the field. */
const ACTING_ROLES: ReadonlySet<string> = new Set(['button', 'link', 'menuitem', 'tab']);

/**
 * Kits such as Naive UI, and many hand-written forms, render
 * `<div class="form-item"><label>Email</label><div><input placeholder="you@example.com"></div></div>`:
 * the label names the field for every sighted user, though without `for` it names
 * nothing for accessibility (the accessible name stays as accname computes it). The
 * nearest form item around such a label that holds exactly one field gives the field
 * the label's words, and the label then stands for the field as a tied one would.
 */
function addUntiedLabels(
  elements: readonly IndexedElement[],
  interactive: Uint8Array,
  end: Int32Array,
  absorbed: Uint8Array,
  fieldWords: string[][][],
  wordsOf: (s: string) => string[],
): void {
  for (let l = 0; l < elements.length; l++) {
    const label = elements[l] as IndexedElement;
    if (label.tag !== 'label' || label.attributes.for !== undefined || label.text === '' || label.hidden) continue;
    const labelEnd = end[l] as number;
    let holdsField = false;
    for (let x = l + 1; x <= labelEnd && !holdsField; x++) holdsField = interactive[x] === 1;
    if (holdsField) continue;
    let field = -1;
    // An item whose only control acts (an upload's button before its hidden file input):
    // the label names that control, unless a field turns up further out.
    let loneControl = -1;
    for (let p = label.parent, up = 0; p >= 0 && up < FORM_ITEM_LEVELS && field === -1; p = (elements[p] as IndexedElement).parent, up++) {
      if (shownElementsIn(elements, end, p, end[p] as number, FORM_ITEM_MAX_ELEMENTS) > FORM_ITEM_MAX_ELEMENTS) break;
      // Another label, or a second field, means a form or a row of items, not this label's item.
      const fields: number[] = [];
      const acting: number[] = [];
      let otherLabel = false;
      for (let x = p + 1; x <= (end[p] as number) && fields.length <= MAX_GROUPED_FIELDS && !otherLabel; x++) {
        const e = elements[x] as IndexedElement;
        if (x === l) x = labelEnd;
        else if (e.tag === 'label' && !e.hidden) otherLabel = true;
        else if (interactive[x] && !e.hidden) {
          (!ACTING_ROLES.has(e.role) || opensPicker(e) ? fields : acting).push(x);
          // A select's options are part of the one field.
          x = end[x] as number;
        }
      }
      if (otherLabel) break;
      if (fields.length === 0 && acting.length === 1 && loneControl < 0) loneControl = acting[0] as number;
      if (fields.length > 1) {
        // An input group (a country code picker before the number, a currency before the
        // amount): the label names the one field typed into. A read-only text box is a
        // picker's face (a select input), not typed into.
        const typed = fields.filter((x) => {
          const e = elements[x] as IndexedElement;
          return TEXT_ENTRY_ROLES.has(e.role) && !hasState(e, 'readonly');
        });
        if (fields.length <= MAX_GROUPED_FIELDS && typed.length === 1) field = typed[0] as number;
        break;
      }
      if (fields.length === 1) field = fields[0] as number;
    }
    if (field < 0) field = loneControl;
    if (field < 0) continue;
    tieCaption(field, l, wordsOf(label.text), end, absorbed, fieldWords);
  }
}

/** A caption no markup ties to its field names it: the field takes its words, and the caption stands for the field. */
function tieCaption(field: number, caption: number, words: string[], end: Int32Array, absorbed: Uint8Array, fieldWords: string[][][]): void {
  fieldWords[field]![FIELD_INDEX['form-label']] = words;
  for (let x = caption; x <= (end[caption] as number); x++) absorbed[x] = 1;
}

/** Controls a kit draws as a box beside its caption, leaving the native input unnamed. */
const CAPTIONED_TOGGLE_ROLES: ReadonlySet<string> = new Set(['checkbox', 'radio', 'switch']);
/** How far up from such an input its wrapper may be. */
const TOGGLE_WRAPPER_LEVELS = 2;
/** Longer text is a paragraph or a card, not a caption. */
const TOGGLE_CAPTION_CHAR_CAP = 60;

/**
 * Kits such as Vuesax render `<div class="con-vs-checkbox"><input type="checkbox"><span
 * class="checkbox_x">…</span><span class="con-slot-label">Show my shifts only</span></div>`:
 * no `<label>` at all, so the input has no name, yet every sighted user reads the caption
 * beside the box as its name. The smallest wrapper holding only that input gives it the
 * wrapper's longest text child, which then stands for the input as a label would.
 */
function addWrapperLabels(
  elements: readonly IndexedElement[],
  interactive: Uint8Array,
  iconLike: Uint8Array,
  end: Int32Array,
  absorbed: Uint8Array,
  fieldWords: string[][][],
  wordsOf: (s: string) => string[],
): void {
  for (let i = 0; i < elements.length; i++) {
    const e = elements[i] as IndexedElement;
    if (!interactive[i] || e.tag !== 'input' || e.name !== '' || !CAPTIONED_TOGGLE_ROLES.has(e.role)) continue;
    if ((fieldWords[i]![FIELD_INDEX['form-label']] as string[]).length > 0) continue;
    for (let p = e.parent, up = 0; p >= 0 && up < TOGGLE_WRAPPER_LEVELS; p = (elements[p] as IndexedElement).parent, up++) {
      let others = false;
      let caption = -1;
      for (let x = p + 1; x <= (end[p] as number); x++) {
        const c = elements[x] as IndexedElement;
        if (x !== i && interactive[x]) others = true;
        if (c.parent !== p || x === i || (i > x && i <= (end[x] as number)) || iconLike[x] || c.hidden) continue;
        if (c.text.length > ((elements[caption] as IndexedElement | undefined)?.text.length ?? 0)) caption = x;
      }
      if (others) break;
      const text = (elements[caption] as IndexedElement | undefined)?.text ?? '';
      if (text === '') continue;
      if (text.length > TOGGLE_CAPTION_CHAR_CAP) break;
      tieCaption(i, caption, wordsOf(text), end, absorbed, fieldWords);
      break;
    }
  }
}

/** A caption this long is still a field's name, not a sentence. */
const COLON_CAPTION_CHAR_CAP = 40;
/** The element after a caption holding more than this is a form part, not one field. */
const COLON_FIELD_MAX_ELEMENTS = 40;

/**
 * "Items per page: [10 ▾]": a short text ending in a colon, right before an element holding
 * one field, names that field for every sighted user, though no `<label>` ties them
 * (Vuetify's and many kits' pagers, hand-written filter bars). The field gets the
 * caption's words when nothing else labels it.
 */
function addColonCaptions(
  elements: readonly IndexedElement[],
  interactive: Uint8Array,
  end: Int32Array,
  absorbed: Uint8Array,
  fieldWords: string[][][],
  wordsOf: (s: string) => string[],
): void {
  for (let c = 0; c < elements.length; c++) {
    const caption = elements[c] as IndexedElement;
    const text = caption.text.trim();
    if (caption.tag === 'label' || caption.hidden || !text.endsWith(':') || text.length > COLON_CAPTION_CHAR_CAP || interactive[c]) continue;
    const next = (end[c] as number) + 1;
    const sibling = elements[next] as IndexedElement | undefined;
    if (!sibling || sibling.parent !== caption.parent || (end[next] as number) - next > COLON_FIELD_MAX_ELEMENTS) continue;
    let holdsInteractive = false;
    for (let x = c + 1; x <= (end[c] as number) && !holdsInteractive; x++) holdsInteractive = interactive[x] === 1;
    if (holdsInteractive) continue;
    const fields: number[] = [];
    for (let x = next; x <= (end[next] as number); x++) {
      const e = elements[x] as IndexedElement;
      if (!interactive[x] || e.hidden) continue;
      if (!ACTING_ROLES.has(e.role) || opensPicker(e)) fields.push(x);
      x = end[x] as number;
    }
    const field = fields[0];
    if (fields.length !== 1 || field === undefined || (fieldWords[field]![FIELD_INDEX['form-label']] as string[]).length > 0) continue;
    tieCaption(field, c, wordsOf(text), end, absorbed, fieldWords);
  }
}

/** Longer text after "by" is a sentence, not a person's name. */
const BYLINE_NAME_CHAR_CAP = 40;
const BYLINE = /(?:^|\s)by\s*$/i;

/**
 * "Posted by <a>Start Bootstrap</a> on July 8", "By <a>Jane Doe</a>": the name after "by"
 * in a post's meta line is its author, though nothing on the page says "author". The
 * element gets the word as what it is, as a class naming a value would.
 */
function addBylines(elements: readonly IndexedElement[], fieldWords: string[][][]): void {
  for (let i = 0; i < elements.length; i++) {
    const e = elements[i] as IndexedElement;
    const name = e.text.trim();
    if (e.parent < 0 || e.hidden || name === '' || name.length > BYLINE_NAME_CHAR_CAP || (e.tag !== 'a' && e.tag !== 'span')) continue;
    const line = (elements[e.parent] as IndexedElement).text;
    const at = line.indexOf(name);
    if (at <= 0 || !BYLINE.test(line.slice(0, at))) continue;
    const valueOf = fieldWords[i]![FIELD_INDEX['value-of']] as string[];
    if (!valueOf.includes('author')) valueOf.push('author');
  }
}

/**
 * A button that opens a list of choices and shows the chosen one (Bootstrap's and Fuel
 * UX's select lists: `<button data-toggle="dropdown">None</button><ul class="dropdown-menu">`)
 * is the field its label names, unlike a field's addon buttons.
 */
function opensPicker(e: IndexedElement): boolean {
  return e.role === 'button' && (opensMenu(e) || e.attributes['aria-haspopup'] === 'listbox');
}

/**
 * Shown elements in (from, to], counted up to just past `cap`. Panels a kit keeps hidden
 * until chosen, and the choices of a closed menu or list (a time-zone picker's hundred),
 * make an item look larger than what a user sees of it.
 */
function shownElementsIn(elements: readonly IndexedElement[], end: Int32Array, from: number, to: number, cap: number): number {
  let shown = 0;
  for (let x = from + 1; x <= to && shown <= cap; x++) {
    const e = elements[x] as IndexedElement;
    if (e.hidden) continue;
    shown++;
    if (e.role === 'menu' || e.role === 'listbox') x = end[x] as number;
  }
  return shown;
}

/** How many words of neighbouring text a control borrows. */
const SIBLING_WORD_CAP = 12;
/** The text after a switch (its "on" state) is read up to this many characters. */
const STATE_TEXT_CAP = 100;
/** Longer neighbouring text (a table, a paragraph) is content, not a caption of a line or two. */
const SIBLING_TEXT_CAP = 100;

/**
 * A settings row reads "Delete account — This cannot be undone. [Delete]": the button's
 * label is a verb; its neighbours say what it acts on. A control with a short label
 * borrows the text of the elements just before it (in its parent, or in its wrapper's).
 */
function addSiblingWords(
  elements: readonly IndexedElement[],
  interactive: Uint8Array,
  iconLike: Uint8Array,
  { previousSibling, nextSibling }: SiblingLinks,
  fieldWords: string[][][],
  hintWords: string[][],
  wordsOf: (s: string) => string[],
): void {
  for (let i = 0; i < elements.length; i++) {
    const e = elements[i] as IndexedElement;
    // Controls, and the empty styled divs pages use as controls (`<div class="toggle">`).
    if (!(interactive[i] || (iconLike[i] && e.tag !== 'img' && e.tag !== 'svg')) || e.name.length > 30) continue;
    // A control wrapped alone (label > input, div > button) takes its wrapper's neighbours.
    let from = i;
    for (let up = 0; up < 2 && previousSibling[from] === -1 && nextSibling[from] === -1 && (elements[from] as IndexedElement).parent >= 0; up++) from = (elements[from] as IndexedElement).parent;
    const words: string[] = [];
    for (let s = previousSibling[from] as number, hops = 0; s >= 0 && hops < 2 && words.length < SIBLING_WORD_CAP; s = previousSibling[s] as number, hops++) {
      const sibling = elements[s] as IndexedElement;
      // The field an addon button follows is what it acts on: [Password][eye] shows the password.
      const text = sibling.text || (isTextEntry(sibling) ? sibling.name : '');
      // A table or a list before the control is content, not what the control is about.
      if (text.length > SIBLING_TEXT_CAP) break;
      words.push(...wordsOf(text));
    }
    // With no label of its own, the neighbours' text is the control's label.
    // A select's text is its options and a textarea's its value, neither a label.
    const unlabelled = e.name === '' && (e.text === '' || e.tag === 'select' || e.tag === 'textarea');
    fieldWords[i]![FIELD_INDEX[unlabelled ? 'sibling-label' : 'sibling']] = words.slice(0, SIBLING_WORD_CAP);
    // An unlabelled switch often sits between its two states ("Monthly [o] Yearly"): the
    // text after it describes it too, more weakly.
    const after = nextSibling[from] as number;
    if (unlabelled && interactive[i] && after >= 0 && !interactive[after]) {
      const text = (elements[after] as IndexedElement).text;
      fieldWords[i]![FIELD_INDEX.sibling] = wordsOf(text.length > STATE_TEXT_CAP ? text.slice(0, STATE_TEXT_CAP) : text).slice(0, SIBLING_WORD_CAP);
    }
    // An icon just before a control is its icon: the folder glyph before a "Designs" link,
    // the magnifier in an input group's addon before a search field.
    // Only a real control with its own label: a row of icons (star, trash) are separate controls.
    if (!interactive[i] || iconLike[i]) continue;
    const glyphBefore = glyphIn(elements, interactive, previousSibling[i] as number);
    if (glyphBefore >= 0) fieldWords[i]![FIELD_INDEX.icon]!.push(...(hintWords[glyphBefore] ?? []));
    // A field's addon may follow it too (`<input> <span class="input-group-text"><i class="fa-search">`).
    const glyphAfter = e.tag === 'input' || e.tag === 'textarea' ? glyphIn(elements, interactive, nextSibling[i] as number) : -1;
    if (glyphAfter >= 0) fieldWords[i]![FIELD_INDEX.icon]!.push(...(hintWords[glyphAfter] ?? []));
  }
}

/**
 * The glyph a sibling shows: the sibling itself, or the first glyph of a text-less addon
 * around it (`<span class="input-group-text"><i class="fa fa-search">`); -1 when none.
 */
function glyphIn(elements: readonly IndexedElement[], interactive: Uint8Array, sibling: number): number {
  if (sibling < 0 || interactive[sibling]) return -1;
  const s = elements[sibling] as IndexedElement;
  if (isGlyph(s)) return sibling;
  if (s.text !== '') return -1;
  const child = sibling + 1;
  const c = elements[child];
  return c && c.parent === sibling && !interactive[child] && isGlyph(c) ? child : -1;
}

/** How much of a heading's text a control under it borrows. */
const HEADING_CHAR_CAP = 60;

/**
 * "the Sent folder" where the links sit under a "Folders" heading: the heading names
 * what the controls under it are. Controls carry their section heading's words, weakly
 * (they are shared by every control of the section, so they place, not identify).
 */
function addHeadingWords(elements: readonly IndexedElement[], interactive: Uint8Array, fieldWords: string[][][], wordsOf: (s: string) => string[]): void {
  for (let i = 0; i < elements.length; i++) {
    const h = (elements[i] as IndexedElement).heading;
    if (!interactive[i] || h < 0 || h === i) continue;
    const text = (elements[h] as IndexedElement).text;
    fieldWords[i]![FIELD_INDEX.heading] = wordsOf(text.slice(0, HEADING_CHAR_CAP));
  }
}

/**
 * A dialog is called by its title ("the Submarine modal"), whatever else it holds: an
 * unnamed dialog's label is its first heading, so the words of the title account for all
 * of it, as an accessible name from aria-labelledby would.
 */
function addDialogTitles(elements: readonly IndexedElement[], end: Int32Array, label: string[][], labelLength: Int32Array, wordsOf: (s: string) => string[]): void {
  for (let i = 0; i < elements.length; i++) {
    const e = elements[i] as IndexedElement;
    if (e.name !== '' || !isDialog(e)) continue;
    for (let k = i + 1; k <= (end[i] as number); k++) {
      const h = elements[k] as IndexedElement;
      if (h.role !== 'heading' || h.text === '') continue;
      label[i] = withoutAliases(wordsOf(h.text.slice(0, HEADING_CHAR_CAP)));
      labelLength[i] = label[i]!.length;
      break;
    }
  }
}

/** A dialog: `<dialog>`, role dialog, or a kit's modal (Bootstrap's is a div with class "modal" and no role). */
function isDialog(e: IndexedElement): boolean {
  if (e.tag === 'dialog' || e.role === 'dialog' || e.role === 'alertdialog') return true;
  // Its parts are "modal-header", "modal-body": they are not the dialog.
  return DIALOG_CLASS.test(e.attributes.class ?? '');
}

const DIALOG_CLASS = /(?:^|\s)(?:modal|dialog)(?:\s|$)/i;

/** Each element's previous and next element sibling (-1 when none), and how many controls are children of each. */
interface SiblingLinks {
  readonly previousSibling: Int32Array;
  readonly nextSibling: Int32Array;
  readonly controlsIn: Int32Array;
}

function siblingLinks(elements: readonly IndexedElement[], interactive: Uint8Array): SiblingLinks {
  const n = elements.length;
  const previousSibling = new Int32Array(n).fill(-1);
  const nextSibling = new Int32Array(n).fill(-1);
  const controlsIn = new Int32Array(n);
  const lastChild = new Int32Array(n).fill(-1);
  for (let i = 0; i < n; i++) {
    const p = (elements[i] as IndexedElement).parent;
    if (p < 0) continue;
    const before = lastChild[p] as number;
    previousSibling[i] = before;
    if (before >= 0) nextSibling[before] = i;
    lastChild[p] = i;
    if (interactive[i]) controlsIn[p] = (controlsIn[p] as number) + 1;
  }
  return { previousSibling, nextSibling, controlsIn };
}

/**
 * `<div class="post-author"><img><a>mira</a></div>`: a wrapper around one control names
 * it by its class ("the author of the second post" is the link). The wrapper's class and
 * id words count as the control's own classes when the control is the only one inside,
 * and the wrapper's states as its own.
 */
function addWrapperClasses(
  elements: readonly IndexedElement[],
  interactive: Uint8Array,
  { controlsIn }: SiblingLinks,
  fieldWords: string[][][],
  hintWords: string[][],
): void {
  for (let i = 0; i < elements.length; i++) {
    const p = (elements[i] as IndexedElement).parent;
    if (!interactive[i] || p < 0 || interactive[p] || controlsIn[p] !== 1) continue;
    const words = hintWords[p] ?? [];
    if (words.length) fieldWords[i]![FIELD_INDEX.class] = [...fieldWords[i]![FIELD_INDEX.class]!, ...words];
    // `<li aria-current="page"><a>1</a></li>`: the wrapper's state is the control's.
    const states = fieldWords[p]![FIELD_INDEX.state]!;
    if (states.length) fieldWords[i]![FIELD_INDEX.state] = [...fieldWords[i]![FIELD_INDEX.state]!, ...states];
  }
}

/** Ancestors' class and id words ("product-card", "email-thread") as weak context. */
function addContextWords(elements: readonly IndexedElement[], fieldWords: string[][][], hintWords: string[][]): void {
  // Duplicates are harmless here (the inverted index keeps one entry per element and field).
  for (let i = 0; i < elements.length; i++) {
    const context = fieldWords[i]![FIELD_INDEX.context]!;
    for (let p = (elements[i] as IndexedElement).parent, hops = 0; p >= 0 && hops < CONTEXT_LEVELS; p = (elements[p] as IndexedElement).parent, hops++) {
      const words = hintWords[p];
      if (words && words.length) context.push(...words);
    }
  }
}

function invert(fieldWords: string[][][]): { vocabulary: string[]; postings: number[][]; wordId: Map<string, number> } {
  const wordId = new Map<string, number>();
  const vocabulary: string[] = [];
  const postings: number[][] = [];
  for (let i = 0; i < fieldWords.length; i++) {
    const fields = fieldWords[i] as string[][];
    for (let f = 0; f < FIELD_COUNT; f++) {
      let prev = '';
      for (const w of fields[f] ?? []) {
        if (w === prev) continue;
        prev = w;
        let id = wordId.get(w);
        if (id === undefined) {
          id = vocabulary.length;
          wordId.set(w, id);
          vocabulary.push(w);
          postings.push([]);
        }
        const list = postings[id] as number[];
        const entry = i * FIELD_COUNT + f;
        if (list[list.length - 1] !== entry) list.push(entry);
      }
    }
  }
  return { vocabulary, postings, wordId };
}

/** A label longer than this is a section's text, not a name whose word pairs are phrases. */
const BIGRAM_LABEL_WORDS = 12;

function collectBigrams(label: string[][], fieldWords: string[][][], interactive: Uint8Array, interactiveInside: Int32Array): Set<string> {
  const out = new Set<string>();
  const add = (ws: readonly string[]): void => {
    for (let k = 0; k + 1 < ws.length; k++) out.add(`${ws[k]} ${ws[k + 1]}`);
  };
  for (let i = 0; i < label.length; i++) {
    // A section's text runs its controls' labels together ("Select all" then "Reset"):
    // only a name is a phrase.
    if ((label[i] as string[]).length <= BIGRAM_LABEL_WORDS && (interactive[i] || !interactiveInside[i])) add(label[i] as string[]);
    const f = fieldWords[i] as string[][];
    add(f[FIELD_INDEX.id] ?? []);
    add(f[FIELD_INDEX['name-attribute']] ?? []);
    add(f[FIELD_INDEX.placeholder] ?? []);
  }
  return out;
}

/**
 * Page words similar to a description word (memoised per page), without comparing the
 * word with the whole vocabulary: exact and word-form matches come from lookups,
 * synonyms from their groups, and spelling slips only from words with the same first
 * letter (typos rarely hit it).
 */
export function similarWords(f: PageFeatures, word: string): { id: number; sim: number }[] {
  let list = f.similar.get(word);
  if (list) return list;
  const { byStem, byFirstLetter } = spellingIndex(f);
  const found = new Map<number, number>();
  const add = (id: number | undefined, sim: number): void => {
    if (id !== undefined && (found.get(id) ?? 0) < sim) found.set(id, sim);
  };
  add(f.wordId.get(word), SIMILARITY.exact);
  const wordStem = stem(word);
  for (const id of byStem.get(wordStem) ?? []) add(id, SIMILARITY.wordForm);
  // A verb ending in e loses it before -ed and -ing ("like", "liked", "liking"). Longer
  // verbs already meet their forms as derived words ("approve", "approved"); a four-letter
  // one is too short for that.
  if (wordStem !== word && /(?:ed|ing)$/.test(word)) {
    for (const id of byStem.get(`${wordStem}e`) ?? []) add(id, SIMILARITY.wordForm);
  } else if (word.length === 4 && /[^aeiou]e$/.test(word)) {
    for (const id of byStem.get(word.slice(0, -1)) ?? []) if (/(?:ed|ing)$/.test(f.vocabulary[id] as string)) add(id, SIMILARITY.wordForm);
  }
  for (const synonym of new Set([...synonymsOf(word), ...synonymsOf(wordStem)])) {
    add(f.wordId.get(synonym), SIMILARITY.synonym);
    for (const id of byStem.get(stem(synonym)) ?? []) add(id, SIMILARITY.synonym);
    add(f.wordId.get(ALIAS_MARK + synonym), SIMILARITY.synonym);
  }
  // "sign up" for "Create account": the page phrase carries the word as an alias.
  add(f.wordId.get(ALIAS_MARK + word), SIMILARITY.synonym);
  add(f.wordId.get(ALIAS_MARK + wordStem), SIMILARITY.synonym);
  for (const id of byFirstLetter.get(word[0] ?? '') ?? []) {
    if (found.has(id)) continue;
    const sim = spellingSimilarity(word, f.vocabulary[id] as string);
    if (sim > 0) found.set(id, sim);
  }
  list = [...found].map(([id, sim]) => ({ id, sim }));
  if (f.similar.size > 2000) f.similar.clear();
  f.similar.set(word, list);
  return list;
}

function spellingIndex(f: PageFeatures): { byStem: Map<string, number[]>; byFirstLetter: Map<string, number[]> } {
  return derivedOnce(f, 'spelling', buildSpellingIndex);
}

function buildSpellingIndex(f: PageFeatures): { byStem: Map<string, number[]>; byFirstLetter: Map<string, number[]> } {
  const byStem = new Map<string, number[]>();
  const byFirstLetter = new Map<string, number[]>();
  f.vocabulary.forEach((w, id) => {
    const s = stem(w);
    const forms = byStem.get(s);
    if (forms) forms.push(id);
    else byStem.set(s, [id]);
    const first = w[0] ?? '';
    const bucket = byFirstLetter.get(first);
    if (bucket) bucket.push(id);
    else byFirstLetter.set(first, [id]);
  });
  return { byStem, byFirstLetter };
}

export function fieldIndex(key: FieldKey): number {
  return FIELD_INDEX[key];
}

/** Content words only: filler in a label neither helps nor hurts precision. */
export function isFiller(word: string): boolean {
  return STOP_WORDS.has(word);
}
