import { describe, expect, test } from 'vitest';
import { indexPage } from '../../src/engine/index.ts';
import { page } from './index-helpers.ts';

const tags = (html: string) => indexPage(html).elements.map((e) => e.tag);
const xpaths = (html: string) => indexPage(html).elements.map((e) => e.xpath);

describe('the tree is the one a browser builds', () => {
  test('a table row outside tbody gets the implied tbody, in tags and xpaths', () => {
    const html = page('<table><tr><td>x</td></tr></table>');
    expect(tags(html).slice(4)).toEqual(['table', 'tbody', 'tr', 'td']);
    expect(xpaths(html).at(-1)).toBe('/html/body/table/tbody/tr/td');
  });

  test('misnested formatting <b><p>x</b>y</p> is rebuilt by the adoption agency algorithm', () => {
    const index = indexPage(page('<b><p>x</b>y</p>'));
    const body = index.elements.slice(4);
    expect(body.map((e) => `${e.tag}@${e.xpath}`)).toEqual(['b@/html/body/b', 'p@/html/body/p', 'b@/html/body/p/b']);
    expect(body[1]!.text).toBe('xy');
  });

  test('template contents are not part of the document and are not indexed', () => {
    const index = indexPage(page('<template><button>inside</button></template><button>outside</button>'));
    expect(index.elements.filter((e) => e.tag === 'button').map((e) => e.name)).toEqual(['outside']);
    expect(index.elements.some((e) => e.tag === 'template')).toBe(true);
  });

  test('elements are listed in document order with their parent ordinal', () => {
    const index = indexPage(page('<div><span>a</span></div><p>b</p>'));
    expect(index.elements.map((e) => e.ordinal)).toEqual(index.elements.map((_, i) => i));
    const span = index.elements.find((e) => e.tag === 'span')!;
    expect(index.elements[span.parent]!.tag).toBe('div');
    expect(index.elements[0]!.parent).toBe(-1);
  });
});

describe('xpaths are DevTools full xpaths that Chromium resolves', () => {
  test('an index is written only when siblings share the tag', () => {
    expect(xpaths(page('<div></div><div><button></button><span></span></div>')).slice(4)).toEqual([
      '/html/body/div[1]',
      '/html/body/div[2]',
      '/html/body/div[2]/button',
      '/html/body/div[2]/span',
    ]);
  });

  test('SVG and MathML elements are matched by local name, indexed among their own name', () => {
    const list = xpaths(page('<svg><path/><g/><path/></svg><math><mi>x</mi></math>'));
    expect(list).toContain("/html/body/*[local-name()='svg']/*[local-name()='path'][2]");
    expect(list).toContain("/html/body/*[local-name()='svg']/*[local-name()='g']");
    expect(list).toContain("/html/body/*[local-name()='math']/*[local-name()='mi']");
  });

  test('an HTML tag that is not an XPath name is matched by local name, quoted safely', () => {
    expect(xpaths(page(`<div'q>x</div'q>`)).at(-1)).toBe(`/html/body/*[local-name()="div'q"]`);
  });
});

describe('identifiers', () => {
  test('the sl-identifier attribute is the identifier; others get sl-gen-<ordinal>', () => {
    const index = indexPage(page('<button sl-identifier="save">Save</button><button>Cancel</button>'));
    const buttons = index.elements.filter((e) => e.tag === 'button');
    expect(buttons.map((e) => e.identifier)).toEqual(['save', `sl-gen-${buttons[1]!.ordinal}`]);
  });

  test('the same HTML always gets the same identifiers', () => {
    const html = page('<main><a href="/">Home</a><p>text</p></main>');
    expect(indexPage(html).elements.map((e) => e.identifier)).toEqual(indexPage(html).elements.map((e) => e.identifier));
  });

  test('a generated identifier the page already uses gets a suffix, and an empty attribute counts as none', () => {
    const index = indexPage(page('<div sl-identifier="sl-gen-5">a</div><span sl-identifier="">b</span>'));
    const span = index.elements.find((e) => e.tag === 'span')!;
    expect(span.ordinal).toBe(5);
    expect(span.identifier).toBe('sl-gen-5-1');
    expect(new Set(index.elements.map((e) => e.identifier)).size).toBe(index.elements.length);
  });
});

describe('lookups', () => {
  const html = page('<div></div><div><button sl-identifier="go">Go</button></div><svg><path/><path/></svg>');
  const index = indexPage(html);

  test('byIdentifier finds given and generated identifiers, and nothing for unknown ones', () => {
    expect(index.byIdentifier('go')?.tag).toBe('button');
    expect(index.byIdentifier('sl-gen-0')?.tag).toBe('html');
    expect(index.byIdentifier('nope')).toBeUndefined();
  });

  test('byXPath accepts the DevTools form and the fully indexed form', () => {
    expect(index.byXPath('/html/body/div[2]/button')?.identifier).toBe('go');
    expect(index.byXPath('/html[1]/body[1]/div[2]/button[1]')?.identifier).toBe('go');
  });

  test('byXPath accepts foreign steps by local-name(), name() and DevTools plain names', () => {
    const second = index.elements.filter((e) => e.tag === 'path')[1]!;
    expect(index.byXPath("/html/body/*[local-name()='svg']/*[local-name()='path'][2]")).toBe(second);
    expect(index.byXPath("/html[1]/body[1]/*[name()='svg'][1]/*[name()='path'][2]")).toBe(second);
    expect(index.byXPath('/html/body/svg/path[2]')).toBe(second);
  });

  test('byXPath tolerates upper-case HTML tag names', () => {
    expect(index.byXPath('/HTML/BODY/DIV[2]/BUTTON')?.identifier).toBe('go');
  });

  test('byXPath answers undefined for relative, descendant or unknown paths', () => {
    expect(index.byXPath('body/div')).toBeUndefined();
    expect(index.byXPath('//button')).toBeUndefined();
    expect(index.byXPath('/html/body/div[3]')).toBeUndefined();
  });

  test('approximateBytes grows with the page', () => {
    const small = indexPage(page('<p>x</p>')).approximateBytes;
    const large = indexPage(page('<p>x</p>'.repeat(500))).approximateBytes;
    expect(small).toBeGreaterThan(0);
    expect(large).toBeGreaterThan(small * 10);
  });
});

describe('any input is indexed', () => {
  test('an empty string still gives the html, head and body the parser creates', () => {
    expect(tags('')).toEqual(['html', 'head', 'body']);
  });

  test('a text fragment without markup is placed in a body', () => {
    expect(indexPage('just text').elements[2]!.text).toBe('just text');
  });

  test('content nested far deeper than the call stack allows is indexed and named without overflowing', () => {
    const depth = 20_000;
    const html = page(`<button>${'<span>'.repeat(depth)}deep${'</span>'.repeat(depth)}</button>`);
    const index = indexPage(html);
    expect(index.elements.length).toBe(4 + 1 + depth);
    expect(index.elements.at(-1)!.text).toBe('deep');
    expect(typeof index.elements.find((e) => e.tag === 'button')!.name).toBe('string');
  });
});

describe('key attributes', () => {
  const attrsOf = (html: string, tag: string) => indexPage(page(html)).elements.find((e) => e.tag === tag)!.attributes;

  test('data-test, data-qa, data-cy and data-test-id fill the test-id slot', () => {
    for (const name of ['data-test', 'data-qa', 'data-cy', 'data-test-id']) {
      expect(attrsOf(`<button ${name}="save-btn">Save</button>`, 'button')['data-testid']).toBe('save-btn');
    }
  });

  test('data-testid wins over the other conventions, wherever it is written', () => {
    expect(attrsOf('<button data-qa="qa-id" data-testid="tid">Save</button>', 'button')['data-testid']).toBe('tid');
    expect(attrsOf('<button data-testid="tid" data-qa="qa-id">Save</button>', 'button')['data-testid']).toBe('tid');
  });

  test('an svg <use xlink:href> keeps its link as href', () => {
    expect(attrsOf('<svg><use xlink:href="#icon-trash"></use></svg>', 'use').href).toBe('#icon-trash');
  });
});
