/**
 * Ranking on a real index of a realistic page (issue 4): each kind of description finds
 * the element a person means, and nothing when nothing credibly matches.
 */
import { describe, expect, it } from 'vitest';
import { indexPage } from '../../src/engine/page-index.ts';
import { rankDescription, rankElements } from '../../src/engine/rank.ts';
import type { PageIndex } from '../../src/engine/types.ts';

const PAGE = `<!DOCTYPE html><html><head><title>Shop</title></head><body>
<header>
  <a href="/" class="logo"><img src="/logo.svg" alt="Acme home"></a>
  <nav aria-label="Main">
    <ul>
      <li><a href="/women">Women</a></li>
      <li><a href="/men">Men</a></li>
      <li><a href="/pricing">Pricing</a></li>
    </ul>
  </nav>
  <form role="search"><input type="search" placeholder="Search products" name="q">
    <button type="submit" aria-label="Search"><svg class="icon icon-magnifier"></svg></button></form>
  <a href="/cart" aria-label="Cart, 2 items"><i class="fa fa-shopping-cart"></i></a>
  <a href="/login" id="login-link">Sign in</a>
</header>
<main>
  <h1>Sign in to your account</h1>
  <form id="login">
    <label for="email">Email</label><input id="email" type="email" name="email">
    <label for="password">Password</label><input id="password" type="password">
    <label><input type="checkbox" name="remember"> Remember me</label>
    <button type="submit" data-testid="login-submit">Sign In</button>
    <a href="/forgot">Forgot password?</a>
  </form>
  <h2>Products</h2>
  <ul class="product-grid">
    <li class="product-card"><h3><a href="/p/tent">Trail tent</a></h3><span class="price">$120</span>
      <button type="button">Add to cart</button><span class="star" title="Add to favourites"></span></li>
    <li class="product-card"><h3><a href="/p/stove">Camp stove</a></h3><span class="price">$45</span>
      <button type="button">Add to cart</button><span class="star" title="Add to favourites"></span></li>
    <li class="product-card"><h3><a href="/p/lamp">Head lamp</a></h3><span class="price">$25</span>
      <button type="button">Add to cart</button><span class="star" title="Add to favourites"></span></li>
  </ul>
  <h2>Team</h2>
  <table>
    <thead><tr><th>Name</th><th>Role</th><th>Actions</th></tr></thead>
    <tbody>
      <tr><td>Alice</td><td>Owner</td><td><button>Edit</button><button><i class="fa fa-trash"></i></button></td></tr>
      <tr><td>Bob</td><td>Member</td><td><button>Edit</button><button><i class="fa fa-trash"></i></button></td></tr>
    </tbody>
  </table>
  <h2>Billing</h2>
  <div class="billing">
    <label for="card">Card number</label><input id="card" placeholder="1234 1234 1234 1234">
    <select id="country" aria-label="Country"><option>Canada</option><option>France</option></select>
    <button type="button">Save</button>
  </div>
  <div role="dialog" aria-label="Newsletter">
    <p>Get our deals by email.</p>
    <input type="email" placeholder="you@example.com">
    <button type="button">Save</button>
    <button type="button" class="close" aria-label="Close">×</button>
  </div>
  <button type="button" hidden>Delete account</button>
</main>
<footer>
  <a href="/about">About</a><a href="/careers">Careers</a><a href="/privacy">Privacy</a>
</footer>
</body></html>`;

const index: PageIndex = indexPage(PAGE);

/** The one element selected for the description, as a short readable tag. */
function answer(text: string): string {
  const selected = rankDescription(index, text).selected;
  if (selected.length !== 1) return selected.length === 0 ? 'nothing' : `${selected.length} elements`;
  return show(selected[0]!.ordinal);
}

function answers(text: string): string[] {
  return rankDescription(index, text).selected.map((c) => show(c.ordinal));
}

function show(ordinal: number): string {
  const e = index.elements[ordinal]!;
  const id = e.attributes.id ? `#${e.attributes.id}` : '';
  // A generic element's title is no accessible name, but it is what the element says.
  return `${e.tag}${id} ${e.name || e.attributes.title || e.attributes.class || ''}`.trim();
}

/** The position of an element among the page's elements matching a predicate (1-based). */
function nth(tag: string, name: string, k: number): string {
  const matches = index.elements.filter((e) => e.tag === tag && (e.name || e.attributes.title || '') === name);
  return show(matches[k - 1]!.ordinal);
}

describe('role words, text and attributes', () => {
  it.each([
    ['the Sign in button', 'button Sign In'],
    ['the Sign in link', 'a#login-link Sign in'],
    ['the email field', 'input#email Email'],
    ['the password input', 'input#password Password'],
    ['the remember me checkbox', 'input Remember me'],
    ['the country dropdown', 'select#country Country'],
    ['the pricing link', 'a Pricing'],
    ['the Products heading', 'h2 Products'],
    ['the Acme home logo', 'img Acme home'],
  ])('"%s" finds %s', (text, expected) => {
    expect(answer(text)).toBe(expected);
  });

  it('finds by placeholder, aria-label, title and test id', () => {
    expect(answer('the Search products box')).toBe('input Search products');
    expect(answer('the Cart link')).toBe('a Cart, 2 items');
    expect(answer('add to favourites')).toBe(nth('span', 'Add to favourites', 1));
    expect(answer('login-submit')).toBe('button Sign In');
  });

  it('finds an icon whose class is its only clue, answering with its button', () => {
    expect(answer('the trash icon')).toBe(nth('button', '', 1));
  });

  it('finds a quoted text exactly, as written', () => {
    expect(answer('Click on the "Forgot password?" link')).toBe('a Forgot password?');
  });

  it('answers with the clickable element, not the text inside it', () => {
    expect(answer('Trail tent')).toBe('a Trail tent');
  });
});

describe('typos, word forms and synonyms', () => {
  it.each([
    ['the sign-in buton', 'button Sign In'],
    ['the signin button', 'button Sign In'],
    ['the pasword field', 'input#password Password'],
    ['the log in button', 'button Sign In'],
    ['the basket', 'a Cart, 2 items'],
    ['the magnifier button', 'button Search'],
  ])('"%s" finds %s', (text, expected) => {
    expect(answer(text)).toBe(expected);
  });

  it('"close", "x" and "dismiss" find the close button', () => {
    for (const text of ['the close button', 'the x button', 'dismiss']) expect(answer(text), text).toBe('button Close');
  });
});

describe('instructions', () => {
  it.each([
    ["Click on the 'Sign In' button", 'button Sign In'],
    ['Type your email into the email field', 'input#email Email'],
    ['Select France from the country dropdown', 'select#country Country'],
    ['Check the remember me box', 'input Remember me'],
  ])('"%s" finds %s', (text, expected) => {
    expect(answer(text)).toBe(expected);
  });
});

describe('ordinals', () => {
  it.each([
    ['the second Add to cart button', 2],
    ['the 3rd Add to cart button', 3],
    ['the last Add to cart button', 3],
    ['the first Add to cart button', 1],
  ])('"%s" picks Add to cart number %i in document order', (text, k) => {
    expect(answer(text)).toBe(nth('button', 'Add to cart', k));
  });

  it('says nothing when the ordinal is past the last match', () => {
    expect(answer('the fifth Add to cart button')).toBe('nothing');
  });

  it('reads "the second link in the footer" inside the footer', () => {
    expect(answer('the second link in the footer')).toBe('a Careers');
  });
});

describe('containers, landmarks and headings', () => {
  it('"Save in the dialog" picks the dialog\'s Save, not the billing one', () => {
    const save = answer('Save in the dialog');
    expect(save).toBe(nth('button', 'Save', 2));
    expect(answer('the Save button under the Billing heading')).toBe(nth('button', 'Save', 1));
  });

  it('"the Edit button in the row for Bob" picks Bob\'s row', () => {
    expect(answer('the Edit button in the row for Bob')).toBe(nth('button', 'Edit', 2));
    expect(answer('the Edit button for Alice')).toBe(nth('button', 'Edit', 1));
  });

  it('"the Careers link in the footer" and "the Men link in the navigation"', () => {
    expect(answer('the Careers link in the footer')).toBe('a Careers');
    expect(answer('the Men link in the navigation')).toBe('a Men');
  });

  it('places by the inner anchor when the outer noun is nowhere on the page ("the record from Bob")', () => {
    expect(answer('the trash icon for the record from Bob')).toBe(nth('button', '', 2));
  });

  it('reads a cell by its column header ("Bob\'s role")', () => {
    expect(answer("Bob's role")).toBe('td Member');
  });
});

describe('neighbourhood', () => {
  it('"the field next to Card number" is the card field', () => {
    expect(answer('the field next to Card number')).toBe('input#card Card number');
  });

  it('"the button after the password field" is the Sign In button', () => {
    expect(answer('the button after the password field')).toBe('button Sign In');
  });

  it('"the link before Men" is Women', () => {
    expect(answer('the link before Men')).toBe('a Women');
  });
});

describe('plurals', () => {
  it('"all Add to cart buttons" selects every one of them', () => {
    expect(answers('all Add to cart buttons')).toEqual([1, 2, 3].map((k) => nth('button', 'Add to cart', k)));
  });

  it('"the links in the footer" selects the three footer links', () => {
    expect(answers('the links in the footer')).toEqual(['a About', 'a Careers', 'a Privacy']);
  });
});

describe('empty when unsure', () => {
  it.each(['the Frobnicate button', 'the Export to PDF link', 'the shipping address field', 'qwertyuiop'])('"%s" selects nothing', (text) => {
    expect(answer(text)).toBe('nothing');
  });

  it('a bare kind names nothing when several elements fit it equally ("Click the button")', () => {
    expect(answer('Click the button')).toBe('nothing');
    const single = indexPage('<html><body><p>Hello</p><button>Go on</button></body></html>');
    expect(rankDescription(single, 'Click the button').selected.map((c) => c.name)).toEqual(['Go on']);
  });

  it('a hidden element is not an answer for a loose description', () => {
    expect(answer('the Delete button')).not.toBe('button Delete account');
  });

  it('candidates carry scores in 0..1 and the features that decided them', () => {
    const candidates = rankElements(index, 'the Sign in button');
    expect(candidates.length).toBeGreaterThan(1);
    for (const c of candidates) {
      expect(c.score).toBeGreaterThanOrEqual(0);
      expect(c.score).toBeLessThanOrEqual(1);
    }
    expect(candidates[0]!.features.kind).toBe(1);
    expect(candidates[0]!.features.text).toBeGreaterThan(0.9);
    const scores = candidates.map((c) => c.score);
    expect([...scores].slice(1)).toEqual([...scores].slice(1).sort((a, b) => b - a));
  });
});

describe('controls named by their neighbours, verbs and pasted labels', () => {
  const SETTINGS = indexPage(`<!DOCTYPE html><html><body><main>
  <h1>Settings</h1>
  <section id="notifications"><h2>Notifications</h2>
    <div class="row"><div><div class="label">Marketing emails</div><div class="desc">News and offers</div></div><div class="toggle"></div></div>
    <div class="row"><div><div class="label">Weekly report</div><div class="desc">Every Monday</div></div><div class="toggle"></div></div>
  </section>
  <section id="danger"><h2>Danger zone</h2>
    <div class="row"><div><strong>Transfer ownership</strong><p>Move this workspace to another owner.</p></div><button type="button">Transfer</button></div>
    <div class="row"><div><strong>Delete workspace</strong><p>This cannot be undone.</p></div><button type="button">Delete</button></div>
  </section>
  <ul class="inbox">
    <li><span class="from">Northwind Airlines</span><span class="subject">Your trip</span><button>Archive</button><button>Snooze</button></li>
    <li><span class="from">GitHub</span><span class="subject">Pull request merged</span><button>Archive</button><button>Snooze</button></li>
  </ul>
  <form><input type="email" placeholder="name@example.com" aria-label="Work email"></form>
  </main></body></html>`);

  const pick = (text: string): string => {
    const selected = rankDescription(SETTINGS, text).selected;
    if (selected.length !== 1) return `${selected.length} elements`;
    const e = SETTINGS.elements[selected[0]!.ordinal]!;
    return `${e.xpath} ${e.name}`.trim();
  };

  it('finds an unlabelled toggle by the text beside it', () => {
    expect(pick('the Weekly report toggle')).toBe('/html/body/main/section[1]/div[2]/div[2]');
  });

  it('finds a verb-labelled button by the row it acts on', () => {
    expect(pick('the Delete workspace button')).toBe('/html/body/main/section[2]/div[2]/button Delete');
  });

  it('reads "Snooze the GitHub email" as the Snooze button in GitHub\'s row', () => {
    expect(pick('Snooze the GitHub email')).toBe('/html/body/main/ul/li[2]/button[2] Snooze');
  });

  it('finds a field by its pasted placeholder', () => {
    expect(pick('name@example.com')).toBe('/html/body/main/form/input Work email');
  });
});

describe('plurals naming where the elements are', () => {
  const PORTFOLIO = indexPage(`<!DOCTYPE html><html><body>
  <nav><a href="#about">About</a><a href="#services">Services</a><a href="#portfolio">Portfolio</a><a href="#contact">Contact</a></nav>
  <section id="portfolio"><h2>Our work</h2>
    <a href="/work/1">Harbour bridge</a><a href="/work/2">City library</a><a href="/work/3">Riverside park</a>
  </section>
  <footer><a href="/privacy">Privacy</a></footer>
  </body></html>`);

  it('"all portfolio links" are the links in the portfolio, not the one Portfolio link', () => {
    const names = rankDescription(PORTFOLIO, 'all portfolio links').selected.map((c) => c.name);
    expect(names).toEqual(['Harbour bridge', 'City library', 'Riverside park']);
  });
});
