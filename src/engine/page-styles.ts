/**
 * The styles the index can know for each element without a browser: its `style`
 * attribute, and the page's own `<style>` elements, read for the few properties that
 * change what is hidden and what a name says:
 *
 * - `display` and `visibility` (hidden state; block boxes set their text apart),
 * - `content` of `::before` / `::after` (accname 1.2 step 2F.ii and 2F.iv, CSS generated
 *   content, with its alternative text after `/`, CSS Content 3 §1.2).
 *
 * Cascade: the matching rule with the highest specificity wins, later rules breaking ties
 * (CSS Cascade 4 §6), and the `style` attribute beats them all. Rules are bucketed by the
 * id, class or tag their selector's last compound requires, as browsers do, so each element
 * is tested only against the rules that can match it. `@media` and other at-rule blocks
 * are skipped: there is no viewport to evaluate them against. Linked stylesheets are not
 * available to a pure function and are not read.
 */
import { compile } from 'css-select';
import { attr, textContent, type ChildNode, type Element, type ParentNode } from './dom.ts';
import { inlineStyle, type InlineStyle } from './style.ts';
import type { ElementTree } from './tree.ts';
import { cssSelectOptions } from './css.ts';

export interface PageStyles {
  /** `display` / `visibility` after the cascade (empty object when neither is set). */
  style(ordinal: number): InlineStyle;
  /** Generated content of the element's ::before / ::after, as accessible text. */
  pseudoContent(ordinal: number, which: 'before' | 'after'): string | undefined;
}

type Pseudo = 'before' | 'after' | '';

interface Rule {
  test: (element: Element) => boolean;
  pseudo: Pseudo;
  display?: string;
  visibility?: string;
  content?: ContentValue;
  specificity: number;
  order: number;
}

/** A parsed `content` value: literal pieces and attr() references. */
type ContentValue = readonly ({ text: string } | { attr: string })[];

export function pageStyles(tree: ElementTree): PageStyles {
  const inline = tree.nodes.map(inlineStyle);
  const sheets = tree.nodes.filter(appliesToScreen).map((e) => textContent(e));
  if (sheets.length === 0) {
    return { style: (ordinal) => inline[ordinal]!, pseudoContent: () => undefined };
  }
  const tokens = documentTokens(tree);
  const rules = new RuleBuckets(
    sheets
      .flatMap((sheet) => parseRules(sheet))
      .map((r, order) => ({ ...r, order }))
      .flatMap(compileRule)
      .filter(({ selector }) => canMatch(selector, tokens)),
  );
  if (rules.size === 0) {
    return { style: (ordinal) => inline[ordinal]!, pseudoContent: () => undefined };
  }

  const styles: InlineStyle[] = new Array(tree.nodes.length);
  const scratch: Rule[] = [];
  const before = new Map<number, string>();
  const after = new Map<number, string>();
  for (let i = 0; i < tree.nodes.length; i++) {
    const element = tree.nodes[i]!;
    const matched = rules.matching(element, scratch);
    if (matched.length === 0) {
      styles[i] = inline[i]!;
      continue;
    }
    matched.sort((a, b) => a.specificity - b.specificity || a.order - b.order);
    const own: InlineStyle = {};
    let beforeContent: ContentValue | undefined;
    let afterContent: ContentValue | undefined;
    for (const rule of matched) {
      if (rule.pseudo === '') {
        if (rule.display !== undefined) own.display = rule.display;
        if (rule.visibility !== undefined) own.visibility = rule.visibility;
      } else if (rule.content !== undefined) {
        // A block pseudo-element is set apart from the element's text (accname 2F.iii's block rule).
        const block = rule.display !== undefined && rule.display !== 'inline';
        if (rule.pseudo === 'before') beforeContent = block ? [...rule.content, { text: ' ' }] : rule.content;
        else afterContent = block ? [{ text: ' ' }, ...rule.content] : rule.content;
      }
    }
    styles[i] = { ...own, ...inline[i]! };
    if (beforeContent) before.set(i, contentText(beforeContent, element));
    if (afterContent) after.set(i, contentText(afterContent, element));
  }
  return {
    style: (ordinal) => styles[ordinal]!,
    pseudoContent: (ordinal, which) => (which === 'before' ? before : after).get(ordinal),
  };
}

/** Every class and id the page uses, prefixed `.` and `#`. */
function documentTokens(tree: ElementTree): Set<string> {
  const tokens = new Set<string>();
  for (const element of tree.nodes) {
    const id = attr(element, 'id');
    if (id) tokens.add(`#${id}`);
    const classes = attr(element, 'class');
    if (classes) for (const name of classes.split(/[ \t\n\f\r]+/)) if (name) tokens.add(`.${name}`);
  }
  return tokens;
}

/**
 * Whether a selector can match at all: every class and id it requires (outside :not(),
 * :is() and the like, whose arguments are not all required) must occur on the page. Large
 * framework sheets are mostly rules for classes a given page never uses; this drops them
 * before any matching.
 */
function canMatch(selector: string, tokens: Set<string>): boolean {
  if (selector.includes('\\')) return true;
  const required = selector.replace(/\([^()]*\)|\[[^\]]*\]/g, '').match(/[.#][\w-]+/g);
  return !required || required.every((token) => tokens.has(token));
}

/**
 * A `<style>` element whose rules apply to the page as people saw it: not one for another
 * medium (`media="print"`) or a viewport we cannot know (`media="(max-width: 600px)"`), and
 * not one inside `<noscript>`, whose content the capturing browser did not render.
 */
function appliesToScreen(element: Element): boolean {
  if (element.tagName !== 'style') return false;
  const media = attr(element, 'media')?.trim().toLowerCase();
  if (media && !/^(all|screen)$/.test(media)) return false;
  for (let p = element.parentNode; p && 'tagName' in p; p = p.parentNode) if (p.tagName === 'noscript') return false;
  return true;
}

class RuleBuckets {
  private readonly byId = new Map<string, Rule[]>();
  private readonly byClass = new Map<string, Rule[]>();
  private readonly byTag = new Map<string, Rule[]>();
  private readonly universal: Rule[] = [];
  private readonly byClassList = new Map<string, Rule[]>();
  readonly size: number;

  constructor(rules: { rule: Rule; key: string }[]) {
    for (const { rule, key } of rules) {
      const [kind, value] = [key[0], key.slice(1)];
      const map = kind === '#' ? this.byId : kind === '.' ? this.byClass : kind === 't' ? this.byTag : undefined;
      if (!map) {
        this.universal.push(rule);
        continue;
      }
      const list = map.get(value);
      if (list) list.push(rule);
      else map.set(value, [rule]);
    }
    this.size = rules.length;
  }

  /** The rules that match `element`, testing only those whose bucket it belongs to. */
  matching(element: Element, out: Rule[]): Rule[] {
    out.length = 0;
    testAll(this.universal, element, out);
    const id = this.byId.size ? attr(element, 'id') : undefined;
    if (id) testAll(this.byId.get(id), element, out);
    const classes = this.byClass.size ? attr(element, 'class') : undefined;
    if (classes) testAll(this.classCandidates(classes), element, out);
    testAll(this.byTag.get(element.tagName.toLowerCase()), element, out);
    return out;
  }

  /** Rules bucketed under any of the classes; memoised per class attribute, which repeated components share. */
  private classCandidates(classes: string): Rule[] {
    let rules = this.byClassList.get(classes);
    if (rules === undefined) {
      rules = [];
      for (const name of classes.split(/[ \t\n\f\r]+/)) {
        for (const rule of this.byClass.get(name) ?? []) if (!rules.includes(rule)) rules.push(rule);
      }
      this.byClassList.set(classes, rules);
    }
    return rules;
  }
}

function testAll(rules: Rule[] | undefined, element: Element, out: Rule[]): void {
  if (!rules) return;
  for (const rule of rules) if (rule.test(element) && !out.includes(rule)) out.push(rule);
}

interface RawRule {
  selectors: string;
  declarations: Map<string, string>;
}

/** Top-level style rules of a sheet (comments dropped, at-rule blocks skipped). */
function parseRules(sheet: string): RawRule[] {
  const css = sheet.replace(/\/\*[\s\S]*?\*\//g, '');
  const out: RawRule[] = [];
  let i = 0;
  while (i < css.length) {
    const open = css.indexOf('{', i);
    if (open < 0) break;
    const prelude = css.slice(i, open).trim();
    const close = matchingBrace(css, open);
    const atRule = /^@[^;]*;/.exec(prelude);
    if (atRule) {
      // `@import ...;` / `@charset ...;` before a rule: drop them and read the rule after.
      i += css.slice(i).indexOf(atRule[0]) + atRule[0].length;
      continue;
    }
    if (!prelude.startsWith('@')) out.push({ selectors: prelude, declarations: parseDeclarations(css.slice(open + 1, close)) });
    i = close + 1;
  }
  return out;
}

/** The `}` closing the block opened at `open`, skipping braces inside strings (`content: "}"`). */
function matchingBrace(css: string, open: number): number {
  let depth = 0;
  let quote = '';
  for (let i = open; i < css.length; i++) {
    const c = css[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
  }
  return css.length;
}

const WANTED = new Set(['display', 'visibility', 'content']);

function parseDeclarations(body: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const declaration of splitOutsideQuotes(body, ';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    if (!WANTED.has(property)) continue;
    out.set(property, declaration.slice(colon + 1).replace(/!\s*important\s*$/i, '').trim());
  }
  return out;
}

function splitOutsideQuotes(text: string, separator: string): string[] {
  const out: string[] = [];
  let quote = '';
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === separator && depth === 0) {
      out.push(text.slice(start, i));
      start = i + 1;
    }
  }
  out.push(text.slice(start));
  return out;
}

const PSEUDO_ELEMENT = /::?(before|after)\s*$/i;

/** One compiled rule per selector of the list, with the bucket key its last compound requires. */
function compileRule(raw: RawRule & { order: number }): { rule: Rule; key: string; selector: string }[] {
  const display = raw.declarations.get('display')?.toLowerCase();
  const visibility = raw.declarations.get('visibility')?.toLowerCase();
  const contentText = raw.declarations.get('content');
  const content = contentText === undefined ? undefined : parseContent(contentText);
  if (display === undefined && visibility === undefined && content === undefined) return [];
  const out: { rule: Rule; key: string; selector: string }[] = [];
  for (const selectorText of splitOutsideQuotes(raw.selectors, ',')) {
    let selector = selectorText.trim();
    const pseudoMatch = PSEUDO_ELEMENT.exec(selector);
    const pseudo: Pseudo = pseudoMatch ? (pseudoMatch[1]!.toLowerCase() as Pseudo) : '';
    if (pseudo) selector = selector.slice(0, pseudoMatch!.index).trim() || '*';
    // Only pseudo-elements take `content`; only elements take display/visibility here.
    if (pseudo ? content === undefined : display === undefined && visibility === undefined) continue;
    if (/::|:(hover|focus|active|visited|focus-within|focus-visible|target)\b/i.test(selector)) continue;
    const key = bucketKey(selector);
    const rule: Rule = { test: matcher(selector, key), pseudo, specificity: specificity(selector), order: raw.order };
    if (display !== undefined) rule.display = display;
    if (visibility !== undefined) rule.visibility = visibility;
    if (content !== undefined) rule.content = content;
    out.push({ rule, key, selector });
  }
  return out;
}

/**
 * The test for one selector. A selector that is just its bucket's key (`.icon-cart`, `#promo`,
 * `dialog`, `*`) matches every element of the bucket with no test at all; any other is
 * compiled by css-select on first use, so the many rules of a large sheet whose classes the
 * page never uses cost nothing. A selector css-select cannot read matches nothing (a browser
 * drops it too).
 */
function matcher(selector: string, key: string): (element: Element) => boolean {
  const bare = key === '*' ? '*' : key[0] === 't' ? key.slice(1) : key;
  if (selector.toLowerCase() === bare.toLowerCase() && (key !== '*' || selector === '*')) return () => true;
  let compiled: ((element: Element) => boolean) | undefined;
  return (element) => {
    if (!compiled) {
      try {
        compiled = compile<ChildNode | ParentNode, Element>(selector, cssSelectOptions) as (element: Element) => boolean;
      } catch {
        compiled = () => false;
      }
    }
    return compiled(element);
  };
}

/** `#id`, `.class`, `t<tag>` required by the selector's last compound, or '*' when none can be read safely. */
function bucketKey(selector: string): string {
  if (selector.includes('\\')) return '*';
  let depth = 0;
  let start = 0;
  for (let i = selector.length - 1; i >= 0; i--) {
    const c = selector[i]!;
    if (c === ']' || c === ')') depth++;
    else if (c === '[' || c === '(') depth--;
    else if (depth === 0 && (c === ' ' || c === '>' || c === '+' || c === '~' || c === '\t' || c === '\n')) {
      start = i + 1;
      break;
    }
  }
  const compound = selector.slice(start).replace(/\[[^\]]*\]|\([^)]*\)/g, '');
  const id = /#([\w-]+)/.exec(compound);
  if (id) return `#${id[1]}`;
  const cls = /\.([\w-]+)/.exec(compound);
  if (cls) return `.${cls[1]}`;
  const tag = /^([a-zA-Z][\w-]*)/.exec(compound);
  if (tag) return `t${tag[1]!.toLowerCase()}`;
  return '*';
}

/** Selectors Level 4 §16 specificity (a, b, c) packed in one number; precise enough to order rules. */
function specificity(selector: string): number {
  const withoutStrings = selector.replace(/"[^"]*"|'[^']*'/g, '');
  const ids = (withoutStrings.match(/#[\w-]+/g) ?? []).length;
  const classes = (withoutStrings.match(/\.[\w-]+|\[[^\]]*\]|:(?!:)[\w-]+/g) ?? []).length;
  const tags = (withoutStrings.replace(/\[[^\]]*\]|\([^)]*\)/g, '').match(/(^|[\s>+~])[a-zA-Z][\w-]*/g) ?? []).length;
  return ids * 1_000_000 + classes * 1_000 + tags;
}

/**
 * CSS `content`: strings and attr(); `none`/`normal` give nothing. With alternative text
 * (`content: "★" / "Featured"`), the part after the slash is what assistive technology
 * reads, so that is what a name uses (CSS Content 3 §1.2).
 */
function parseContent(value: string): ContentValue | undefined {
  const trimmed = value.trim();
  if (/^(none|normal)$/i.test(trimmed)) return undefined;
  const parts = splitOutsideQuotes(trimmed, '/');
  const spoken = parts.length > 1 ? parts.slice(1).join('/') : trimmed;
  const out: ({ text: string } | { attr: string })[] = [];
  const token = /"((?:[^"\\]|\\[\s\S])*)"|'((?:[^'\\]|\\[\s\S])*)'|attr\(\s*([\w-]+)\s*\)|url\([^)]*\)|[\w-]+\([^)]*\)|[\w-]+/gi;
  for (let m = token.exec(spoken); m; m = token.exec(spoken)) {
    if (m[1] !== undefined || m[2] !== undefined) out.push({ text: unescapeCss(m[1] ?? m[2] ?? '') });
    else if (m[3] !== undefined) out.push({ attr: m[3] });
  }
  return out;
}

function unescapeCss(text: string): string {
  return text.replace(/\\([0-9a-fA-F]{1,6})\s?|\\([\s\S])/g, (_, hex: string | undefined, char: string | undefined) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : char === '\n' ? '' : (char ?? ''),
  );
}

function contentText(content: ContentValue, element: Element): string {
  let out = '';
  for (const part of content) out += 'text' in part ? part.text : (attr(element, part.attr) ?? '');
  return out;
}
