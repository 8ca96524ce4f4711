/**
 * Absolute xpaths in Chrome DevTools' "Copy full XPath" form (`/html/body/div[2]/button`),
 * written so that every one resolves to its element in Chromium's `document.evaluate` on an
 * HTML document.
 *
 * XPath 1.0 §2.3 with the HTML Standard's rule for HTML documents ("Interactions with XPath
 * and XSLT"): an unprefixed name test matches HTML elements by local name, but only elements
 * in no namespace otherwise, so `svg` never matches an SVG element. Foreign elements
 * (SVG, MathML) and HTML elements whose tag is not an XPath name get
 * `*[local-name()='path']` instead, indexed among siblings of that local name.
 */
import { HTML_NS, type Element } from './dom.ts';

const XPATH_NAME = /^[A-Za-z_\u00C0-\uFFFF][A-Za-z0-9_.\-\u00B7\u00C0-\uFFFF]*$/;
/** Tag name -> whether it is an XPath name; bounded, since a long-lived service meets any number of custom tags. */
const plainNames = new Map<string, boolean>();
const PLAIN_NAMES_CAP = 4096;

/**
 * The node test that selects `element` among its siblings, without the index: its tag for
 * an HTML element whose tag is an XPath name, else `*[local-name()='tag']`. Siblings with
 * equal tests are exactly the ones that test counts, so the index is the position among them.
 */
export function stepTest(element: Element): string {
  const name = element.tagName;
  if (element.namespaceURI === HTML_NS) {
    let plain = plainNames.get(name);
    if (plain === undefined) {
      plain = XPATH_NAME.test(name);
      if (plainNames.size >= PLAIN_NAMES_CAP) plainNames.clear();
      plainNames.set(name, plain);
    }
    if (plain) return name;
  }
  return `*[local-name()=${quote(name)}]`;
}

/**
 * The lookup key of an absolute xpath in any of the accepted forms: DevTools'
 * (`/html/body/div[2]`), fully indexed (`/html[1]/body[1]/div[2]`) and ours for foreign
 * elements (`*[local-name()='svg']`, `*[name()='svg']`). Undefined when it is not such a path.
 */
export function xpathKey(xpath: string): string | undefined {
  const trimmed = xpath.trim();
  if (!trimmed.startsWith('/') || trimmed.startsWith('//')) return undefined;
  let key = '';
  for (const raw of trimmed.slice(1).split('/')) {
    const step = parseStep(raw.trim());
    if (!step) return undefined;
    key += `/${step.name}[${step.index}]`;
  }
  return key;
}

const INDEXED = /^(.*)\[\s*(\d+)\s*\]$/;
const BY_NAME = /^\*\[\s*(?:local-name|name)\(\)\s*=\s*(?:'([^']*)'|"([^"]*)")\s*\]$/;

function parseStep(raw: string): { name: string; index: number } | undefined {
  let base = raw;
  let index = 1;
  const indexed = INDEXED.exec(raw);
  if (indexed && !BY_NAME.test(raw)) {
    base = indexed[1]!.trim();
    index = Number(indexed[2]);
  }
  const byName = BY_NAME.exec(base);
  if (byName) return { name: byName[1] ?? byName[2] ?? '', index };
  if (!base || base.includes('[') || base.includes('(') || base === '*') return undefined;
  return { name: base, index };
}

/** An XPath string literal for `value` (XPath 1.0 has no escapes: pick the quote it lacks, else concat()). */
function quote(value: string): string {
  if (!value.includes("'")) return `'${value}'`;
  if (!value.includes('"')) return `"${value}"`;
  return `concat('${value.split("'").join(`', "'", '`)}')`;
}
