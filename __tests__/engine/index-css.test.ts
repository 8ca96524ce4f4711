import { describe, expect, test } from 'vitest';
import { cssMatcher, indexPage, selectCss } from '../../src/engine/index.ts';
import { page } from './index-helpers.ts';

const html = page(`
  <form id="login"><input name="email"><button type="submit" id="go">Sign in</button><button type="button">Help</button></form>
  <ul><li class="item">a</li><li class="item sale">b</li><li class="item">c</li></ul>
  <table><tr><td>x</td></tr></table>`);

describe('selectCss', () => {
  test('a manifest selector such as form > button[type=submit] finds its element by identifier', () => {
    const [identifier, ...rest] = selectCss(html, 'form > button[type=submit]');
    expect(rest).toEqual([]);
    expect(indexPage(html).byIdentifier(identifier!)?.name).toBe('Sign in');
  });

  test('matches come back in document order, whatever the selector order', () => {
    const identifiers = selectCss(html, '.sale, li:last-child, li:first-child');
    const index = indexPage(html);
    expect(identifiers.map((id) => index.byIdentifier(id)!.text)).toEqual(['a', 'b', 'c']);
  });

  test('selectors see the tree the parser builds (implied tbody)', () => {
    expect(selectCss(html, 'table > tbody > tr > td')).toHaveLength(1);
  });

  test('no match is an empty list', () => {
    expect(selectCss(html, 'nav a')).toEqual([]);
  });

  test('an invalid selector throws an error that says the selector is invalid', () => {
    expect(() => selectCss(html, 'button[type=')).toThrow(/Invalid CSS selector "button\[type="/);
    expect(() => selectCss(html, '')).toThrow(/Invalid CSS selector/);
  });
});

describe('cssMatcher', () => {
  test('one parse of a page answers many selectors exactly as selectCss does, and refuses invalid ones alike', () => {
    const match = cssMatcher(html);
    for (const selector of ['form > button[type=submit]', 'li.item', 'li.sale', 'table tbody td', 'nav']) {
      expect(match(selector), selector).toEqual(selectCss(html, selector));
    }
    expect(match('li.item')).toHaveLength(3);
    expect(() => match('li[')).toThrow(/Invalid CSS selector "li\["/);
  });
});
