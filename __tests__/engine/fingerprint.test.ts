import { describe, expect, test } from 'vitest';
import { fingerprint } from '../../src/engine/fingerprint.ts';
import { indexPage } from '../../src/engine/index.ts';
import { selectCss } from '../../src/engine/css.ts';
import { page } from './index-helpers.ts';

/** The fingerprint of the one element `selector` matches. */
function fingerprintOf(html: string, selector: string) {
  const [identifier, ...more] = selectCss(html, selector);
  if (!identifier || more.length) throw new Error(`${selector} must match one element`);
  const fp = fingerprint(indexPage(html), identifier);
  if (!fp) throw new Error(`no fingerprint for ${selector}`);
  return fp;
}

const LOGIN = page(`
  <header><nav aria-label="Main"><a href="/">Home</a></nav></header>
  <main>
    <section aria-labelledby="h">
      <h2 id="h">Sign in to Acme</h2>
      <form id="login" class="card auth-form extra">
        <label for="email">Email address</label>
        <input id="email" name="email" type="email" placeholder="you@example.com">
        <p>We never share it.</p>
        <button id="sign-in" class="btn btn-primary" type="submit">Sign in</button>
        <a href="/forgot">Forgot password?</a>
      </form>
    </section>
  </main>`);

describe('a fingerprint remembers the element and what surrounds it', () => {
  test('it keeps the element\'s own indexed attributes', () => {
    const fp = fingerprintOf(LOGIN, '#sign-in');
    expect(fp).toMatchObject({ tag: 'button', role: 'button', name: 'Sign in', text: 'Sign in' });
    expect(fp.attributes).toMatchObject({ id: 'sign-in', class: 'btn btn-primary', type: 'submit' });
    expect(fp.xpath).toBe('/html/body/main/section/form/button');
    expect(fp.identifier).toBe(selectCss(LOGIN, '#sign-in')[0]);
  });

  test('a field remembers its label text and the text beside it', () => {
    const fp = fingerprintOf(LOGIN, '#email');
    expect(fp.neighbourText).toContain('Email address');
    expect(fp.neighbourText).toContain('We never share it.');
  });

  test('a button remembers its nearest siblings with text on both sides', () => {
    const fp = fingerprintOf(LOGIN, '#sign-in');
    expect(fp.neighbourText).toContain('We never share it.');
    expect(fp.neighbourText).toContain('Forgot password?');
  });

  test('ancestors are listed nearest first as tag#id.class hints, at most five', () => {
    const fp = fingerprintOf(LOGIN, '#sign-in');
    expect(fp.ancestors).toEqual(['form#login.card.auth-form', 'section', 'main', 'body', 'html']);
    const deep = fingerprintOf(page('<div><div><div><div><div><div><span id="x">deep</span></div></div></div></div></div></div>'), '#x');
    expect(deep.ancestors).toHaveLength(5);
    expect(deep.ancestors[0]).toBe('div');
  });

  test('it names the landmark and the heading the element sits under', () => {
    const fp = fingerprintOf(LOGIN, '#sign-in');
    expect(fp.heading).toBe('Sign in to Acme');
    // An unnamed form is no landmark (html-aam); the named section is a region.
    expect(fp.landmark).toBe('region Sign in to Acme');
    const nav = fingerprintOf(LOGIN, 'nav a');
    expect(nav.landmark).toBe('navigation Main');
  });

  test('a button wrapped alone still sees the neighbours of its wrapper', () => {
    const fp = fingerprintOf(page('<p>Total: $20</p><div><span><button id="pay">Pay</button></span></div><p>Secure checkout</p>'), '#pay');
    expect(fp.neighbourText).toContain('Total: $20');
    expect(fp.neighbourText).toContain('Secure checkout');
  });

  test('an action in a table row remembers the row it belongs to', () => {
    const html = page(`<table><tbody>
      <tr><td>Alice</td><td>Admin</td><td><a href="/e/1">Edit</a> <a href="/d/1" id="del-alice">Delete</a></td></tr>
      <tr><td>Bob</td><td>Viewer</td><td><a href="/e/2">Edit</a> <a href="/d/2" id="del-bob">Delete</a></td></tr>
    </tbody></table>`);
    expect(fingerprintOf(html, '#del-alice').neighbourText).toContain('Alice');
    expect(fingerprintOf(html, '#del-bob').neighbourText).toContain('Bob');
    expect(fingerprintOf(html, '#del-bob').neighbourText).not.toContain('Alice');
  });

  test('an icon-only button remembers which icon it shows, without the icon set\'s shared classes', () => {
    const html = page(`<div><button class="btn"><i class="fas fa-trash fa-fw" aria-hidden="true"></i></button>
      <button class="btn"><span class="bi bi-pencil-square"></span><span class="visually-hidden">Edit</span></button>
      <button class="btn">Save</button></div>`);
    expect(fingerprintOf(html, 'button:nth-child(1)').icon).toBe('fa-trash');
    expect(fingerprintOf(html, 'button:nth-child(2)').icon).toBe('bi-pencil-square');
    expect(fingerprintOf(html, 'button:nth-child(3)').icon).toBe('');
  });

  test('an sl-identifier the page does not have has no fingerprint', () => {
    expect(fingerprint(indexPage(LOGIN), 'no-such-identifier')).toBeUndefined();
  });

  test('the page\'s own sl-identifier is what the fingerprint keeps', () => {
    const html = page('<button sl-identifier="abc-42">Save</button>');
    expect(fingerprint(indexPage(html), 'abc-42')?.name).toBe('Save');
  });
});
