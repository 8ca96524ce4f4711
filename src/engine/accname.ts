/**
 * Accessible names: W3C Accessible Name and Description Computation 1.2
 * (https://w3c.github.io/accname/#computation-steps), with the HTML host-language rules
 * of HTML-AAM §4.1 "Accessible name computations" (https://w3c.github.io/html-aam/#accname-computation)
 * and SVG-AAM's `<title>`. Step numbers in comments are the spec's: 2A hidden, 2B
 * aria-labelledby, 2C embedded control, 2D aria-label, 2E host language label, 2F name
 * from content, 2G text node, 2H recursive name from content, 2I tooltip.
 *
 * Cost stays linear in the page: the text alternative an element contributes to an
 * ancestor's name from content is computed once and memoised, so naming a row, its cells
 * and the links inside them reads each node once.
 */
import { attr, isElement, isHtml, isText, textContent, SVG_NS, type Element } from './dom.ts';
import { inputType } from './roles.ts';
import { collapseWhitespace } from './text.ts';

/** What the computation reads about the page, all computed before names. */
export interface NamingPage {
  ordinalOf(element: Element): number;
  role(ordinal: number): string;
  hidden(ordinal: number): boolean;
  /** Hidden only through visibility, which a descendant can turn back on. */
  invisibleOnly(ordinal: number): boolean;
  /** First element with that id, in tree order (as getElementById). */
  elementById(id: string): Element | undefined;
  /** The label elements whose labeled control is this element, in tree order (HTML §4.10.4). */
  labels(ordinal: number): readonly Element[];
  /** Whether the element is laid out apart from its neighbours (block, inline-block...), so its text is set off by spaces. */
  separated(ordinal: number): boolean;
  /** CSS generated content of ::before / ::after, when the page's styles give some. */
  pseudoContent(ordinal: number, which: 'before' | 'after'): string | undefined;
}

/**
 * Which traversal a node is reached in: naming the root itself, the root's content,
 * an aria-labelledby target (whose own references are not followed: "not already part
 * of an aria-labelledby traversal"), or a host-language label such as `<label>`.
 */
type Traversal = 'content' | 'labelledby' | 'label';

interface Context {
  /** The element whose name is being computed. */
  readonly root: Element;
  readonly traversal: Traversal;
  /** Hidden nodes are read too: the traversal started at a hidden referenced node (2A's exceptions). */
  readonly includeHidden: boolean;
  /** The node the traversal was sent to (a label or an aria-labelledby target); it gives its content whatever its role. */
  readonly reference: Element | null;
  /** Elements already entered through a reference in this computation (guards label/labelledby cycles). */
  readonly visited: Set<Element>;
}

/** HTML-AAM maps these to the generic role, which ARIA 1.2 forbids naming. */
const GENERIC_TAGS: ReadonlySet<string> = new Set(['div', 'span', 'i', 'b', 'u', 'small']);

/** Roles whose elements are named from their content (WAI-ARIA 1.2 §5.2.8.1 "Roles Supporting Name from Content"). */
const NAME_FROM_CONTENT = new Set([
  'button', 'cell', 'checkbox', 'columnheader', 'gridcell', 'heading', 'link', 'menuitem', 'menuitemcheckbox',
  'menuitemradio', 'option', 'radio', 'row', 'rowheader', 'sectionhead', 'switch', 'tab', 'tooltip', 'treeitem',
  'comment', 'suggestion',
]);

/**
 * Roles that give their content when they are a descendant of the element being named
 * (2H), besides the roles above; landmarks, widgets named by author only, and the like
 * contribute only their own name. This follows what browsers ship (Chromium's
 * ax_object.cc name-from-contents rules), which the WPT cases agree with.
 */
const CONTENT_IN_RECURSION = new Set([
  '', 'caption', 'code', 'contentinfo', 'definition', 'deletion', 'emphasis', 'insertion', 'list', 'listitem', 'mark',
  'paragraph', 'region', 'rowgroup', 'strong', 'subscript', 'superscript', 'table', 'term', 'time', 'blockquote',
  'group', 'note', 'status', 'alert', 'log', 'figure', 'article', 'generic', 'math', 'img', 'document',
]);

const RANGE_ROLES = new Set(['slider', 'spinbutton', 'progressbar', 'meter', 'scrollbar']);

/**
 * How deep a name-from-content traversal descends. Chromium's parser never nests elements
 * deeper than 512, so no browser names deeper content; the cap also keeps a hostile page
 * from exhausting the call stack.
 */
const MAX_TRAVERSAL_DEPTH = 512;

export class AccessibleNames {
  private readonly page: NamingPage;
  /** Memo of the text alternative each element contributes inside a name-from-content traversal. */
  private readonly contributed = new Map<Element, string>();
  /** Reused by each computation (they never overlap): one Set, not one per element named. */
  private readonly visited = new Set<Element>();
  private depth = 0;

  constructor(page: NamingPage) {
    this.page = page;
  }

  /** The accessible name of `element`, whitespace-collapsed ('' for a hidden element, per 2A). */
  name(element: Element): string {
    if (this.page.hidden(this.page.ordinalOf(element))) return '';
    return this.rootName(element, false);
  }

  /**
   * The name a hidden element would have once shown: a field in a closed dialog is named by
   * its label the moment the dialog opens, and people describe it so. Not an accessible
   * name (2A gives a hidden element none); the ranking reads it as a label, nothing else does.
   */
  nameIfShown(element: Element): string {
    return this.rootName(element, true);
  }

  private rootName(element: Element, includeHidden: boolean): string {
    // An author's aria-label is kept as written, bar ASCII white space (WPT: a trailing U+00A0 stays).
    const ariaLabel = attr(element, 'aria-label');
    this.visited.clear();
    this.visited.add(element);
    const context: Context = { root: element, traversal: 'content', includeHidden, reference: null, visited: this.visited };
    const name = collapseWhitespace(this.textAlternative(element, context, true));
    return ariaLabel !== undefined && name === collapseWhitespace(ariaLabel) ? name : name.trim();
  }

  private textAlternative(node: Element, context: Context, isRoot: boolean): string {
    // A node already reached through aria-labelledby in this computation is not read again.
    if (!isRoot && context.traversal === 'content' && context.visited.has(node)) return '';
    // Memoised only where the result cannot depend on the root: plain content traversal, no reference taken yet.
    const memoise = !isRoot && context.traversal === 'content' && !context.includeHidden && context.visited.size === 1;
    if (memoise) {
      const known = this.contributed.get(node);
      if (known !== undefined) return known;
    }
    if (this.depth >= MAX_TRAVERSAL_DEPTH) return '';
    this.depth++;
    let result: string;
    try {
      result = this.computeTextAlternative(node, context, isRoot);
    } finally {
      this.depth--;
    }
    if (memoise && context.visited.size === 1) this.contributed.set(node, result);
    return result;
  }

  private computeTextAlternative(node: Element, context: Context, isRoot: boolean): string {
    const ordinal = this.page.ordinalOf(node);
    // 2A Hidden not referenced: a hidden node adds nothing, unless the traversal started at a hidden referenced node.
    // Under visibility:hidden only the node's own text is hidden: descendants may be visible again.
    if (!context.includeHidden && this.page.hidden(ordinal)) {
      return this.page.invisibleOnly(ordinal) ? this.nameFromContent(node, context, false) : '';
    }
    const role = this.page.role(ordinal);

    // 2B LabelledBy: not when already inside an aria-labelledby traversal (no recursion past one hop).
    if (context.traversal !== 'labelledby') {
      const targets = this.references(node, 'aria-labelledby');
      if (targets.length) {
        for (const target of targets) context.visited.add(target);
        const parts = targets.map((target) =>
          collapseWhitespace(
            this.textAlternative(
              target,
              {
                root: context.root,
                traversal: 'labelledby',
                includeHidden: this.page.hidden(this.page.ordinalOf(target)),
                reference: target,
                visited: context.visited,
              },
              false,
            ),
          ),
        );
        const joined = parts.filter(Boolean).join(' ');
        if (joined.trim()) return joined;
      }
    }

    // The control being named, met again inside its own label, adds nothing of itself (its label is its name).
    if (!isRoot && node === context.root && context.traversal === 'label') return '';

    // 2C Embedded control: a control inside the label of another widget gives its value, not its name.
    if (!isRoot && node !== context.root) {
      const value = this.embeddedControlValue(node, role, context);
      if (value !== undefined) return value;
    }

    // 2D AriaLabel.
    const ariaLabel = attr(node, 'aria-label');
    if (ariaLabel !== undefined && ariaLabel.trim()) return ariaLabel;

    // 2E Host language label (HTML-AAM: label elements, alt, value, legend, caption, figcaption; SVG title).
    const host = this.hostLanguageLabel(node, role, context);
    if (host !== undefined) return host;

    // 2F Name from content (the root, when its role allows it) and 2H recursive name from content (descendants).
    if (this.namedFromContent(node, role, context, isRoot)) {
      const content = this.nameFromContent(node, context, true);
      if (content.trim()) return content;
      // 2I Tooltip attribute; a descendant made only of white space still separates its neighbours.
      return this.tooltip(node) || (isRoot ? '' : content);
    }

    // 2I Tooltip attribute. A generic element (a bare div, span or i) may not be named
    // (ARIA 1.2 prohibits it), and Chromium gives it no name from its title either.
    if (isRoot && (role === '' || role === 'generic') && isHtml(node) && GENERIC_TAGS.has(node.tagName)) return '';
    return this.tooltip(node);
  }

  private namedFromContent(node: Element, role: string, context: Context, isRoot: boolean): boolean {
    if (NAME_FROM_CONTENT.has(role)) return true;
    if (isRoot) return false;
    // 2F: a node referenced by aria-labelledby, or a native text alternative element (label, legend...), gives its content.
    if (node === context.reference) return true;
    // A <form> gives only its own name, whatever role its name gives it: Chromium names the
    // table cell holding a row's one-button form "" (the Plan button inside stays its own).
    if (node.tagName === 'form' && isHtml(node)) return false;
    return CONTENT_IN_RECURSION.has(role);
  }

  /**
   * 2F.i-iv: ::before, each child's text alternative (2G for text nodes), then the
   * elements it owns through aria-owns (they are its children in the accessibility tree), ::after.
   */
  private nameFromContent(node: Element, context: Context, ownTextShown: boolean): string {
    const ordinal = this.page.ordinalOf(node);
    let out = ownTextShown ? (this.page.pseudoContent(ordinal, 'before') ?? '') : '';
    const owned = this.references(node, 'aria-owns').filter((e) => !context.visited.has(e));
    for (const child of owned.length ? [...node.childNodes, ...owned] : node.childNodes) {
      if (isText(child)) {
        if (ownTextShown) out += child.value; // 2G Text node.
      } else if (isElement(child)) {
        const childOrdinal = this.page.ordinalOf(child);
        if (childOrdinal < 0) continue;
        const part = this.textAlternative(child, context, false);
        // Block and inline-block boxes are set apart from their neighbours (accname 1.2 2F.iii, CSS display).
        out += this.page.separated(childOrdinal) || child.tagName === 'br' ? ` ${part} ` : part;
      }
    }
    const after = ownTextShown ? this.page.pseudoContent(ordinal, 'after') : undefined;
    if (after) out += after;
    return out;
  }

  /** The elements an IDREF list attribute points at, in order, skipping unknown ids. */
  private references(node: Element, name: string): Element[] {
    const value = attr(node, name);
    if (!value) return [];
    const out: Element[] = [];
    for (const id of value.trim().split(/\s+/)) {
      const target = id ? this.page.elementById(id) : undefined;
      if (target) out.push(target);
    }
    return out;
  }

  /** 2C: textbox -> its value; combobox/listbox -> the chosen option(s); range -> aria-valuetext, aria-valuenow, value. */
  private embeddedControlValue(node: Element, role: string, context: Context): string | undefined {
    const tag = isHtml(node) ? node.tagName : '';
    if (role === 'textbox' || role === 'searchbox') {
      if (tag === 'input') return attr(node, 'value') ?? '';
      if (tag === 'textarea') return textContent(node);
      // A custom textbox (contenteditable, role=textbox) shows its value as its text.
      return collapseWhitespace(textContent(node));
    }
    if (role === 'combobox' || role === 'listbox') {
      if (tag === 'select') return this.selectedOptions(node).map((o) => collapseWhitespace(textContent(o))).join(' ');
      if (tag === 'input') return attr(node, 'value') ?? '';
      const chosen = this.ariaSelectedOptions(node);
      if (chosen.length) return chosen.map((o) => collapseWhitespace(this.textAlternative(o, context, false))).join(' ');
      // A combobox with no chosen option shows its text as its value.
      return role === 'combobox' ? collapseWhitespace(textContent(node)) : '';
    }
    if (RANGE_ROLES.has(role)) {
      const valueText = attr(node, 'aria-valuetext');
      if (valueText?.trim()) return valueText;
      const valueNow = attr(node, 'aria-valuenow');
      if (valueNow?.trim()) return valueNow.trim();
      if (tag === 'input') return attr(node, 'value') ?? (inputType(node) === 'range' ? '50' : '');
      if (tag === 'progress' || tag === 'meter') return attr(node, 'value') ?? '';
      return '';
    }
    return undefined;
  }

  /** HTML §4.10.7: selectedness: options with `selected`; a drop-down with none selects its first option. */
  private selectedOptions(select: Element): Element[] {
    const options = this.descendants(select).filter((e) => e.tagName === 'option');
    const selected = options.filter((o) => attr(o, 'selected') !== undefined);
    const dropDown = attr(select, 'multiple') === undefined && Number(attr(select, 'size') ?? '1') <= 1;
    if (dropDown) return selected.length ? [selected[selected.length - 1]!] : options.slice(0, 1);
    return selected;
  }

  private ariaSelectedOptions(node: Element): Element[] {
    const scope = [node, ...this.references(node, 'aria-owns'), ...this.references(node, 'aria-controls')];
    const out: Element[] = [];
    for (const root of scope) {
      for (const e of this.descendants(root)) {
        if (this.page.role(this.page.ordinalOf(e)) === 'option' && attr(e, 'aria-selected') === 'true') out.push(e);
      }
    }
    return out;
  }

  private descendants(node: Element): Element[] {
    const out: Element[] = [];
    const stack = [...node.childNodes].reverse();
    while (stack.length) {
      const n = stack.pop()!;
      if (!isElement(n)) continue;
      out.push(n);
      for (let i = n.childNodes.length - 1; i >= 0; i--) stack.push(n.childNodes[i]!);
    }
    return out;
  }

  /**
   * 2E, per HTML-AAM §4.1 (input, button, img, area, fieldset, figure, table, optgroup,
   * and the other labelable elements) and SVG-AAM (the `<title>` child). Undefined when
   * the host language gives nothing, so the computation goes on to 2F and 2I.
   */
  private hostLanguageLabel(node: Element, role: string, context: Context): string | undefined {
    if (node.namespaceURI === SVG_NS) {
      const title = node.childNodes.find((c) => isElement(c) && c.tagName === 'title' && c.namespaceURI === SVG_NS);
      const text = title && isElement(title) ? collapseWhitespace(textContent(title)) : '';
      return text || undefined;
    }
    if (!isHtml(node)) return undefined;
    const tag = node.tagName;
    if (tag === 'input') {
      const type = inputType(node);
      if (type === 'button' || type === 'submit' || type === 'reset') {
        const fromLabels = this.fromLabels(node, context);
        if (fromLabels) return fromLabels;
        const value = attr(node, 'value');
        if (value !== undefined && value.trim()) return value;
        if (type === 'submit') return 'Submit';
        if (type === 'reset') return 'Reset';
        return undefined;
      }
      if (type === 'image') {
        const alt = attr(node, 'alt');
        if (alt !== undefined && alt.trim()) return alt;
        const fromLabels = this.fromLabels(node, context);
        if (fromLabels) return fromLabels;
        const value = attr(node, 'value');
        if (value !== undefined && value.trim()) return value;
        const title = attr(node, 'title');
        if (title !== undefined && title.trim()) return title;
        return 'Submit';
      }
      return this.fromLabels(node, context) || undefined;
    }
    switch (tag) {
      case 'button': case 'select': case 'textarea': case 'meter': case 'output': case 'progress':
        return this.fromLabels(node, context) || undefined;
      case 'img': case 'area': {
        const alt = attr(node, 'alt');
        if (alt !== undefined && alt.trim()) return alt;
        // alt="" says the image is decorative: no name, not even from title (HTML-AAM img).
        if (alt === '' && role === '') return '';
        return undefined;
      }
      case 'fieldset':
        return this.fromFirstChild(node, 'legend', context);
      case 'figure':
        return this.fromFirstChild(node, 'figcaption', context);
      case 'table':
        return this.fromFirstChild(node, 'caption', context);
      case 'optgroup': case 'option': {
        const label = attr(node, 'label');
        return label?.trim() ? label : undefined;
      }
      default:
        return tag.includes('-') ? componentLabel(node) : undefined;
    }
  }

  /** The label elements' text alternatives, joined (HTML-AAM: "use the label element(s)"). */
  private fromLabels(node: Element, context: Context): string {
    const parts: string[] = [];
    for (const label of this.page.labels(this.page.ordinalOf(node))) {
      if (context.visited.has(label)) continue;
      context.visited.add(label);
      const labelContext: Context = {
        root: context.root,
        traversal: 'label',
        includeHidden: context.includeHidden || this.page.hidden(this.page.ordinalOf(label)),
        reference: label,
        visited: context.visited,
      };
      const text = collapseWhitespace(this.textAlternative(label, labelContext, false));
      context.visited.delete(label);
      if (text) parts.push(text);
    }
    return parts.join(' ');
  }

  private fromFirstChild(node: Element, tag: string, context: Context): string | undefined {
    const child = node.childNodes.find((c) => isElement(c) && c.tagName === tag && isHtml(c));
    if (!child || !isElement(child)) return undefined;
    const text = collapseWhitespace(
      this.textAlternative(child, { ...context, traversal: 'label', reference: child }, false),
    );
    return text || undefined;
  }

  /** 2I: the title attribute; for text fields HTML-AAM then uses placeholder (and aria-placeholder). */
  private tooltip(node: Element): string {
    const title = attr(node, 'title');
    if (title !== undefined && title.trim()) return title;
    if (isHtml(node) && (node.tagName === 'input' || node.tagName === 'textarea')) {
      const placeholder = attr(node, 'placeholder');
      if (placeholder !== undefined && placeholder.trim()) return placeholder;
    }
    const ariaPlaceholder = attr(node, 'aria-placeholder');
    if (ariaPlaceholder !== undefined && ariaPlaceholder.trim()) return ariaPlaceholder;
    return '';
  }
}

/**
 * Web-component kits (Shoelace, Web Awesome, Ionic, Material Web, Spectrum) take a
 * control's visible label as a `label` attribute and draw it, with the native control,
 * in a shadow root that a saved page no longer has; UI5 takes `accessible-name`. The
 * attribute is what the shadow root would have named the control with.
 */
function componentLabel(node: Element): string | undefined {
  for (const name of ['label', 'accessible-name']) {
    const value = attr(node, name);
    if (value !== undefined && value.trim()) return value;
  }
  return undefined;
}
