/**
 * Which resources a page makes the browser load, found from its HTML and CSS text.
 * Pure: text in, references out (as written, unresolved), each with the line it sits on.
 *
 * Covered, as browsers fetch them (HTML Living Standard, "link types" and "fetching"):
 * - `<link rel=stylesheet>`, icons (`icon`, `apple-touch-icon`, `mask-icon`), `preload` by its
 *   `as` (font, script, style, image, with `imagesrcset`) and `modulepreload`;
 * - `<script src>`, `<img src srcset>`, `<input type=image src>`, `<source src srcset>`, `<video poster src>`,
 *   `<audio src>` (media travels as `document`: the spec's ResourceType has no media type);
 * - CSS `url()` and `@import` (CSS Values 4 §4.5, CSS Cascade 4 §2) in `style` attributes,
 *   `<style>` elements and stylesheets.
 * Used by the check pipeline to upload what a snapshot needs, and by the service for
 * `auto_resolve_resources`.
 */
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import type { ResourceType } from '../api/types.ts';

export interface ResourceReference {
  /** The reference as written (entities decoded, whitespace trimmed), not yet resolved. */
  reference: string;
  resource_type: ResourceType;
  /** 1-based line in the text it was found in. */
  line: number;
}

type Element = DefaultTreeAdapterMap['element'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];

export interface HtmlScan {
  /** The first `<base href>`, which relative references resolve against (HTML §4.2.3), or null. */
  baseHref: string | null;
  references: ResourceReference[];
}

export function findHtmlReferences(html: string): ResourceReference[] {
  return scanHtml(html).references;
}

export function scanHtml(html: string): HtmlScan {
  const document = parse(html, { sourceCodeLocationInfo: true });
  const scan: HtmlScan = { baseHref: null, references: [] };
  walk(document, scan);
  return scan;
}

const ICON_RELS = new Set(['icon', 'shortcut', 'apple-touch-icon', 'apple-touch-icon-precomposed', 'mask-icon']);
const PRELOAD_AS: Record<string, ResourceType> = { font: 'font', script: 'script', style: 'stylesheet', image: 'image', document: 'document' };

function walk(parent: ParentNode, scan: HtmlScan): void {
  for (const node of parent.childNodes) {
    if (!('tagName' in node)) continue;
    visitElement(node, scan);
    walk(node.tagName === 'template' ? (node as DefaultTreeAdapterMap['template']).content : node, scan);
  }
}

function visitElement(element: Element, scan: HtmlScan): void {
  const out = scan.references;
  const attr = (name: string): string | undefined => element.attrs.find((a) => a.name === name)?.value;
  const lineOf = (name: string): number =>
    element.sourceCodeLocation?.attrs?.[name]?.startLine ?? element.sourceCodeLocation?.startLine ?? 1;
  const add = (name: string, type: ResourceType): void => {
    const value = attr(name);
    if (value !== undefined) push(out, value, type, lineOf(name));
  };
  const addSrcset = (name: string): void => {
    const value = attr(name);
    if (value === undefined) return;
    for (const url of parseSrcset(value)) push(out, url, 'image', lineOf(name));
  };

  switch (element.tagName) {
    case 'base':
      if (scan.baseHref === null && attr('href') !== undefined) scan.baseHref = attr('href')!.trim();
      break;
    case 'link': {
      const rels = (attr('rel') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
      if (rels.includes('stylesheet')) add('href', 'stylesheet');
      else if (rels.some((r) => ICON_RELS.has(r))) add('href', 'image');
      else if (rels.includes('modulepreload')) add('href', 'script');
      else if (rels.includes('preload')) {
        const type = PRELOAD_AS[(attr('as') ?? '').toLowerCase()];
        if (type) add('href', type);
        if (type === 'image') addSrcset('imagesrcset');
      }
      break;
    }
    case 'script':
      add('src', 'script');
      break;
    case 'img':
      add('src', 'image');
      addSrcset('srcset');
      break;
    case 'input':
      if ((attr('type') ?? '').toLowerCase() === 'image') add('src', 'image');
      break;
    case 'source': {
      // In <picture> a source offers images; in <video>/<audio> it is media, which the
      // spec's ResourceType has no word for, so it travels as a document.
      const inPicture = (element.parentNode as Element | null)?.tagName === 'picture';
      add('src', inPicture ? 'image' : 'document');
      addSrcset('srcset');
      break;
    }
    case 'video':
      add('poster', 'image');
      add('src', 'document');
      break;
    case 'audio':
      add('src', 'document');
      break;
    case 'style': {
      const text = element.childNodes[0];
      if (text && 'value' in text && text.nodeName === '#text') {
        const offset = (text.sourceCodeLocation?.startLine ?? 1) - 1;
        for (const ref of findCssReferences(text.value)) out.push({ ...ref, line: ref.line + offset });
      }
      break;
    }
  }
  const style = attr('style');
  if (style !== undefined) {
    const line = lineOf('style');
    for (const ref of findCssReferences(style)) out.push({ ...ref, line: line + ref.line - 1 });
  }
}

function push(out: ResourceReference[], raw: string, type: ResourceType, line: number): void {
  const reference = raw.trim();
  if (isFetchable(reference)) out.push({ reference, resource_type: type, line });
}

/** data:, javascript:, fragment-only and empty references load nothing from the network. */
function isFetchable(reference: string): boolean {
  if (reference === '' || reference.startsWith('#')) return false;
  return !/^(data|javascript|about|blob|mailto|tel):/i.test(reference);
}

/** URLs of a `srcset` (HTML §4.8.4.3.10, "parse a srcset attribute"), descriptors dropped. */
export function parseSrcset(value: string): string[] {
  const urls: string[] = [];
  let i = 0;
  while (i < value.length) {
    while (i < value.length && /[\s,]/.test(value[i]!)) i++;
    if (i >= value.length) break;
    let end = i;
    while (end < value.length && !/\s/.test(value[end]!)) end++;
    let url = value.slice(i, end);
    i = end;
    if (url.endsWith(',')) {
      url = url.replace(/,+$/, '');
    } else {
      // Skip descriptors up to the next comma outside parentheses.
      let depth = 0;
      while (i < value.length) {
        const c = value[i]!;
        if (c === '(') depth++;
        else if (c === ')') depth = Math.max(0, depth - 1);
        else if (c === ',' && depth === 0) break;
        i++;
      }
    }
    if (url) urls.push(url);
  }
  return urls;
}

const FONT_EXTENSIONS = /\.(woff2?|ttf|otf|eot)(?:[?#]|$)/i;
const CSS_EXTENSION = /\.css(?:[?#]|$)/i;

/**
 * `url()` and `@import` references of a stylesheet, style element or style attribute.
 * A small scanner rather than a full CSS parser: it skips comments and strings the way the
 * CSS Syntax 3 tokenizer does, which is all that finding URLs needs.
 */
export function findCssReferences(css: string): ResourceReference[] {
  const out: ResourceReference[] = [];
  let line = 1;
  let i = 0;
  // Depth of the `@font-face` block we are in (0 = outside), so its url()s are fonts.
  let fontFaceDepth = 0;
  let depth = 0;
  let pendingFontFace = false;
  const typeOf = (url: string): ResourceType =>
    fontFaceDepth > 0 || FONT_EXTENSIONS.test(url) ? 'font' : CSS_EXTENSION.test(url) ? 'stylesheet' : 'image';

  const readString = (quote: string): string => {
    let value = '';
    i++;
    while (i < css.length && css[i] !== quote) {
      if (css[i] === '\\' && i + 1 < css.length) {
        if (css[i + 1] === '\n') line++;
        else value += css[i + 1];
        i += 2;
        continue;
      }
      if (css[i] === '\n') break; // an unterminated string ends at the newline (a bad-string token)
      value += css[i];
      i++;
    }
    i++;
    return value;
  };
  const skipSpace = (): void => {
    while (i < css.length && /\s/.test(css[i]!)) {
      if (css[i] === '\n') line++;
      i++;
    }
  };
  /** After `url(`: a quoted or bare URL up to `)`. */
  const readUrl = (): string => {
    skipSpace();
    const c = css[i];
    let value: string;
    if (c === '"' || c === "'") {
      value = readString(c);
    } else {
      value = '';
      while (i < css.length && css[i] !== ')' && !/\s/.test(css[i]!)) {
        if (css[i] === '\\' && i + 1 < css.length) {
          value += css[i + 1];
          i += 2;
          continue;
        }
        value += css[i];
        i++;
      }
    }
    skipSpace();
    if (css[i] === ')') i++;
    return value;
  };

  while (i < css.length) {
    const c = css[i]!;
    if (c === '\n') {
      line++;
      i++;
    } else if (c === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      const stop = end === -1 ? css.length : end + 2;
      for (let j = i; j < stop; j++) if (css[j] === '\n') line++;
      i = stop;
    } else if (c === '"' || c === "'") {
      readString(c);
    } else if (c === '{') {
      depth++;
      if (pendingFontFace) {
        fontFaceDepth = depth;
        pendingFontFace = false;
      }
      i++;
    } else if (c === '}') {
      if (fontFaceDepth === depth) fontFaceDepth = 0;
      depth = Math.max(0, depth - 1);
      i++;
    } else if (c === '@' && /^@import\b/i.test(css.slice(i, i + 8))) {
      i += 7;
      skipSpace();
      const startLine = line;
      let url: string | undefined;
      if (css[i] === '"' || css[i] === "'") url = readString(css[i]!);
      else if (/^url\(/i.test(css.slice(i, i + 4))) {
        i += 4;
        url = readUrl();
      }
      if (url !== undefined) push(out, url, 'stylesheet', startLine);
    } else if (c === '@' && /^@font-face\b/i.test(css.slice(i, i + 11))) {
      pendingFontFace = true;
      i += 10;
    } else if ((c === 'u' || c === 'U') && /^url\(/i.test(css.slice(i, i + 4)) && !/[\w-]/.test(css[i - 1] ?? '')) {
      i += 4;
      const startLine = line;
      const url = readUrl();
      push(out, url, typeOf(url), startLine);
    } else {
      i++;
    }
  }
  return out;
}
