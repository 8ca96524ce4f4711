/**
 * predict (issue 2 engine v1, issue 4): answers from labelled examples when they can be
 * re-found, else from the description; empty when unsure; explain candidates attached.
 */
import { describe, expect, it } from 'vitest';
import { fingerprint } from '../../src/engine/fingerprint.ts';
import { indexPage } from '../../src/engine/page-index.ts';
import { predict } from '../../src/engine/predict.ts';
import type { LabelledExample } from '../../src/engine/types.ts';

const PAGE = `<!DOCTYPE html><html><body>
<header><nav><a href="/">Home</a><a href="/pricing">Pricing</a><a href="/login">Sign in</a></nav></header>
<main>
  <form>
    <label for="email">Email</label><input id="email" type="email">
    <label for="pw">Password</label><input id="pw" type="password">
    <button type="submit" sl-identifier="submit-1">Sign in</button>
  </form>
  <ul>
    <li><span>Tent</span><button>Add to cart</button></li>
    <li><span>Stove</span><button>Add to cart</button></li>
  </ul>
  <div role="dialog" aria-label="Confirm"><p>Sure?</p><button>Save</button><button>Cancel</button></div>
  <button>Save</button>
</main></body></html>`;

const index = indexPage(PAGE);
const byXPath = (xpath: string): string => index.byXPath(xpath)!.identifier;

describe('predict from the description', () => {
  it('answers the issue 2 baseline descriptions', () => {
    expect(predict(index, 'the Sign in button').identifiers).toEqual(['submit-1']);
    expect(predict(index, 'email field').xpaths).toEqual(['/html/body/main/form/input[1]']);
    expect(predict(index, 'second Add to cart button').identifiers).toEqual([byXPath('/html/body/main/ul/li[2]/button')]);
    expect(predict(index, 'link to pricing').xpaths).toEqual(['/html/body/header/nav/a[2]']);
    expect(predict(index, 'Save in the dialog').xpaths).toEqual(['/html/body/main/div/button[1]']);
  });

  it('returns identifiers and xpaths of the same elements, from the description', () => {
    const p = predict(index, 'all Add to cart buttons');
    expect(p.source).toBe('description');
    expect(p.xpaths).toEqual(['/html/body/main/ul/li[1]/button', '/html/body/main/ul/li[2]/button']);
    expect(p.xpaths.map(byXPath)).toEqual(p.identifiers);
  });

  it('returns empty arrays, never a random element, when nothing credibly matches', () => {
    const p = predict(index, 'the Download invoice button');
    expect(p.identifiers).toEqual([]);
    expect(p.xpaths).toEqual([]);
  });

  it('attaches at most the top five candidates for explain, or explainTop', () => {
    const all = predict(index, 'the Save button', { explainTop: 50 }).candidates;
    expect(all.length).toBeGreaterThan(2);
    expect(predict(index, 'the Save button').candidates).toEqual(all.slice(0, 5));
    const p = predict(index, 'the Save button', { explainTop: 2 });
    expect(p.candidates).toHaveLength(2);
    expect(p.candidates[0]!.features).toHaveProperty('kind');
    expect(p.candidates[0]!.score).toBeGreaterThanOrEqual(p.candidates[1]!.score);
  });
});

describe('words that are also names of JavaScript object properties', () => {
  it('a page saying "constructor" or "toString", and descriptions naming them, answer like any other words', () => {
    const index = indexPage(`<main><h1>The constructor page</h1><p>Call toString and valueOf.</p>
      <button class="constructor" id="ctor">Constructor</button><button id="go">Go</button></main>`);
    const ids = (text: string) => predict(index, text).xpaths;
    expect(ids('the go button')).toEqual(['/html/body/main/button[2]']);
    expect(ids('the constructor button')).toEqual(['/html/body/main/button[1]']);
    expect(ids('the toString button')).toEqual([]);
  });
});

describe('predict from labelled examples', () => {
  it('answers with the labelled element when it can be re-found (source label)', () => {
    const labelled = fingerprint(index, 'submit-1')!;
    const examples: LabelledExample[] = [{ text: 'the login button', fingerprints: [labelled] }];
    const p = predict(index, 'the login button', { examples });
    expect(p.source).toBe('label');
    expect(p.identifiers).toEqual(['submit-1']);
  });

  it('falls back to the description when the labelled element is gone', () => {
    const other = indexPage('<html><body><p>Gone</p><a href="/x" sl-identifier="only">Sign in</a></body></html>');
    const gone = { ...fingerprint(index, 'submit-1')!, identifier: 'missing', text: 'Register now', name: 'Register now', xpath: '/html/body/div[9]/button' };
    const p = predict(other, 'the Sign in link', { examples: [{ text: 'the Sign in link', fingerprints: [gone] }] });
    expect(p.source).toBe('description');
    expect(p.identifiers).toEqual(['only']);
  });
});
