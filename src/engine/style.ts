/**
 * The little CSS the engine can know without a layout engine: the `style` attribute,
 * and the UA stylesheet's default `display` of HTML elements. Page stylesheets are not
 * applied (their cascade needs a browser), except the pseudo-element `content` and the
 * `display`/`visibility` declarations `page-styles.ts` reads from `<style>` elements.
 */
import { attr, type Element } from './dom.ts';

export interface InlineStyle {
  display?: string;
  visibility?: string;
}

const EMPTY: InlineStyle = Object.freeze({});

const DECLARATION = /(?:^|;)\s*(display|visibility)\s*:\s*([^;]*)/gi;

/** `display` and `visibility` from the element's `style` attribute (last declaration wins). */
export function inlineStyle(element: Element): InlineStyle {
  if (element.attrs.length === 0) return EMPTY;
  const style = attr(element, 'style');
  if (!style || (!style.includes('display') && !style.includes('visibility'))) return EMPTY;
  const out: InlineStyle = {};
  DECLARATION.lastIndex = 0;
  for (let m = DECLARATION.exec(style); m; m = DECLARATION.exec(style)) {
    const property = m[1]!.toLowerCase() as keyof InlineStyle;
    out[property] = m[2]!.replace(/!\s*important/i, '').trim().toLowerCase();
  }
  return out;
}

/**
 * Elements the HTML UA stylesheet renders as blocks (HTML §15.3): their text is set apart
 * from neighbouring text, as `innerText` and accessible names do.
 */
const BLOCK_TAGS = new Set([
  'address', 'article', 'aside', 'blockquote', 'body', 'center', 'dd', 'details', 'dialog', 'dir', 'div', 'dl', 'dt',
  'fieldset', 'figcaption', 'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hgroup', 'hr',
  'html', 'legend', 'li', 'listing', 'main', 'menu', 'nav', 'ol', 'p', 'plaintext', 'pre', 'search', 'section',
  'summary', 'ul', 'xmp', 'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'optgroup', 'option',
]);

/** Form controls are inline-block boxes in the UA stylesheet: their text never runs into the words around them. */
const INLINE_BLOCK_TAGS = new Set(['button', 'input', 'meter', 'progress', 'select', 'textarea']);

/**
 * Whether the element is laid out apart from the text around it: a block, table part or
 * inline-block box, or any child of a flex or grid container (CSS Display 3 §2.7: flex and
 * grid items are blockified).
 */
export function separatesText(tag: string, display: string | undefined, parentDisplay: string | undefined): boolean {
  if (parentDisplay !== undefined && /(^|\s|-)(flex|grid)$/.test(parentDisplay)) return true;
  if (display !== undefined) return display !== 'inline' && display !== 'contents' && display !== '';
  return BLOCK_TAGS.has(tag) || INLINE_BLOCK_TAGS.has(tag);
}
