import { describe, expect, test } from 'vitest';
import { indexPage } from '../../src/engine/index.ts';
import { page, the } from './index-helpers.ts';

describe('hidden state', () => {
  test.each([
    ['the hidden attribute', '<div id="t" hidden>x</div>'],
    ['aria-hidden="true"', '<div id="t" aria-hidden="true">x</div>'],
    ['input type=hidden', '<input id="t" type="hidden" name="csrf">'],
    ['inline display:none', '<div id="t" style="color:red; display: none !important">x</div>'],
    ['inline visibility:hidden', '<div id="t" style="visibility:hidden">x</div>'],
    ['a closed dialog', '<dialog id="t">x</dialog>'],
    ['content of a closed details', '<details><summary>s</summary><p id="t">x</p></details>'],
    ['an ancestor that is hidden', '<div hidden><section><button id="t">x</button></section></div>'],
  ])('an element is hidden by %s', (_cause, body) => {
    expect(the(page(body), '#t').hidden).toBe(true);
  });

  test.each([
    ['aria-hidden="false"', '<div id="t" aria-hidden="false">x</div>'],
    ['an open dialog', '<dialog id="t" open>x</dialog>'],
    ['the summary of a closed details', '<details><summary id="t">s</summary>x</details>'],
    ['visibility:visible under visibility:hidden', '<div style="visibility:hidden"><p id="t" style="visibility: visible">x</p></div>'],
  ])('an element stays visible with %s', (_cause, body) => {
    expect(the(page(body), '#t').hidden).toBe(false);
  });

  test('aria-hidden on the body is ignored, as browsers do', () => {
    const html = '<!doctype html><html><body aria-hidden="true"><button id="t">Go</button></body></html>';
    expect(the(html, '#t')).toMatchObject({ hidden: false, name: 'Go' });
  });
});

describe('rendered text', () => {
  test('text is whitespace-collapsed, without hidden descendants, with blocks set apart', () => {
    const html = page('<div id="t">  Total:\n <b>42</b> <span hidden>secret</span><p>items</p>in<br>cart</div>');
    expect(the(html, '#t').text).toBe('Total: 42 items in cart');
  });

  test('a hidden element keeps its own text, so it can still be found by it', () => {
    expect(the(page('<div id="t" hidden>Saved <b>ok</b></div>'), '#t').text).toBe('Saved ok');
  });

  test('inline elements join without spaces, as they render', () => {
    expect(the(page('<p id="t"><b>Sign</b>in</p>'), '#t').text).toBe('Signin');
  });

  test('children of a flex container are set apart', () => {
    expect(the(page('<style>.menu{display:flex}</style><div id="t" class="menu"><a href="#">Home</a><a href="#">Shop</a></div>'), '#t').text).toBe('Home Shop');
  });
});

describe('key attributes', () => {
  test('the key attributes are kept, the others are not', () => {
    const element = the(page('<a id="t" class="btn" href="/p" title="Pricing" data-testid="pricing" data-x="1" aria-label="Plans">P</a>'), '#t');
    expect(element.attributes).toEqual({ id: 't', class: 'btn', href: '/p', title: 'Pricing', 'data-testid': 'pricing', 'aria-label': 'Plans' });
  });
});

describe('landmark and heading context', () => {
  const html = page(`
    <header><nav aria-label="Main"><a id="home" href="/">Home</a></nav></header>
    <main>
      <h1 id="h1">Checkout</h1>
      <section aria-labelledby="bill"><header><h2 id="bill">Billing</h2></header><button id="save">Save</button></section>
      <form aria-label="Coupon"><button id="apply">Apply</button></form>
      <dialog open><h2 id="dh">Confirm</h2><button id="ok">OK</button></dialog>
    </main>
    <footer><a id="terms" href="/terms">Terms</a></footer>`);
  const index = indexPage(html);
  const ordinal = (selector: string) => the(html, selector).ordinal;

  test('landmark is the nearest landmark ancestor', () => {
    expect(index.elements[the(html, '#home').landmark]!.role).toBe('navigation');
    expect(index.elements[the(html, '#terms').landmark]!.role).toBe('contentinfo');
    expect(index.elements[the(html, '#apply').landmark]!.role).toBe('form');
    expect(index.elements[the(html, '#ok').landmark]!.role).toBe('dialog');
    expect(the(html, 'main').landmark).toBe(-1);
  });

  test('heading is the last heading before the element in its section, even through a section header', () => {
    expect(the(html, '#save').heading).toBe(ordinal('#bill'));
    expect(the(html, '#ok').heading).toBe(ordinal('#dh'));
  });

  test('a heading inside a section stops applying after the section', () => {
    expect(the(html, '#apply').heading).toBe(ordinal('#h1'));
  });

  test('elements before any heading have none', () => {
    expect(the(html, '#home').heading).toBe(-1);
  });
});
