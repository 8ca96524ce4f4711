/**
 * The engine's public data shapes. Everything here is plain data (JSON-safe where it
 * crosses the service boundary), so the service can store fingerprints and the
 * Action's report can embed candidates without knowing how the engine works.
 *
 * The engine is pure: strings in, data out. No I/O, no clocks, no `@actions/*`.
 */

/** Attributes the engine keeps for every element (absent ones are omitted). */
export interface KeyAttributes {
  id?: string;
  name?: string;
  class?: string;
  type?: string;
  href?: string;
  src?: string;
  placeholder?: string;
  title?: string;
  alt?: string;
  value?: string;
  role?: string;
  'aria-label'?: string;
  'data-testid'?: string;
  for?: string;
  /**
   * The icon an icon library draws here, from its own attribute (`uk-icon="icon: heart"`,
   * `data-feather="bell"`, `<ion-icon name="trash">`): often the element's only name.
   */
  icon?: string;
  /**
   * The widget declarative markup says a kit builds here: Dojo's `data-dojo-type`
   * ("dijit/form/ComboButton" gives ComboButton), jQuery Mobile's and Kendo's `data-role`,
   * and "tab" for Fomantic's `data-tab` and Bootstrap's `data-toggle="tab"` or "pill".
   */
  widget?: string;
  /** "menu", "true", "listbox"...: the control opens a pop-up. */
  'aria-haspopup'?: string;
  /** "true" or "false": the control shows or hides content (a disclosure, a menu, a tree item). */
  'aria-expanded'?: string;
  /**
   * The states a person can see and names ("the disabled Submit button", "the read-only
   * field"), as words: any of disabled, readonly, required, checked, multiple for
   * a list that takes many choices ("the multi-select"), and current for the page or step
   * aria-current marks ("the current page").
   */
  state?: string;
  /** These two mark elements script makes clickable (`<span onclick>`, `<div tabindex="0">`). */
  tabindex?: string;
  onclick?: string;
}

/** One element of a page, in document order. `ordinal` is its position among all elements. */
export interface IndexedElement {
  ordinal: number;
  /** The `sl-identifier` attribute, or one generated from document order when it has none. */
  identifier: string;
  /** Absolute xpath in the dev tools "Copy full XPath" form: `/html/body/div[2]/button`. */
  xpath: string;
  /** Lower-case local name. */
  tag: string;
  /** Computed ARIA role (explicit first valid token, else html-aam implicit); '' when none/generic. */
  role: string;
  /** Accessible name (W3C accname 1.2), whitespace-collapsed. */
  name: string;
  /**
   * For a hidden form control only: the name it would have once shown (a field in a closed
   * dialog). Not its accessible name, which is '' (accname 2A); the ranking reads it as a label.
   */
  nameIfShown?: string;
  /** Rendered text content, whitespace-collapsed, without hidden descendants. */
  text: string;
  attributes: KeyAttributes;
  /**
   * hidden attribute, aria-hidden=true, input type=hidden, inline display:none/visibility:hidden, or inside such.
   * Not the page behind an open modal dialog, which dialog libraries mark aria-hidden (see hidden.ts).
   */
  hidden: boolean;
  /** Ordinal of the parent element, -1 for the root. */
  parent: number;
  /** Ordinal of the nearest landmark ancestor (banner, navigation, main, contentinfo, complementary, region, form, search, dialog), -1 when none. */
  landmark: number;
  /** Ordinal of the nearest heading before this element in its section (document order), -1 when none. */
  heading: number;
}

/**
 * An element's fingerprint, taken when a person labels it, so it can be found again
 * on a later version of the page (multi-attribute similarity, after Similo).
 */
export interface ElementFingerprint {
  identifier: string;
  tag: string;
  role: string;
  name: string;
  text: string;
  attributes: KeyAttributes;
  xpath: string;
  /** Visible text of nearby elements (previous/next siblings, label, parent), short. */
  neighbourText: string;
  /** Tags (with id/class hints) of ancestors, nearest first, e.g. ["form#login", "main", "body"]. */
  ancestors: string[];
  /** Name of the landmark and heading the element sits under. */
  landmark: string;
  heading: string;
  /**
   * Icon class tokens of the element and its text-less descendants (`fa-trash`, `bi-x`),
   * which say what an icon-only button is; absent in fingerprints taken before it existed.
   */
  icon?: string;
}

/** A labelled example: a description and the element(s) a person picked for it. */
export interface LabelledExample {
  text: string;
  fingerprints: ElementFingerprint[];
}

/** One ranked element, with the features that decided its score. */
export interface Candidate {
  ordinal: number;
  identifier: string;
  xpath: string;
  tag: string;
  role: string;
  name: string;
  /** 0..1; answers below the engine's confidence floor are not selected. */
  score: number;
  features: Record<string, number>;
}

export interface Prediction {
  identifiers: string[];
  xpaths: string[];
  /** Which path answered. */
  source: 'label' | 'description';
  /** The top candidates, best first (for explain). */
  candidates: Candidate[];
}

export interface PredictOptions {
  /** Labelled examples of the same description from training sessions of the same workflow. */
  examples?: LabelledExample[];
  /** How many candidates to return for explain (default 5). */
  explainTop?: number;
}

/** The index of one page: every element in document order, with lookups. */
export interface PageIndex {
  readonly elements: readonly IndexedElement[];
  /** Element by sl-identifier (given or generated). */
  byIdentifier(identifier: string): IndexedElement | undefined;
  /** Element by absolute xpath; accepts the dev tools form and the fully indexed form (`[1]` written out). */
  byXPath(xpath: string): IndexedElement | undefined;
  /** Rough retained size in bytes, for the service's memory-bounded LRU cache. */
  readonly approximateBytes: number;
}
