import { describe, expect, test } from 'vitest';
import { fingerprint } from '../../src/engine/fingerprint.ts';
import { indexPage, predict, selectCss } from '../../src/engine/index.ts';
import { reidentify } from '../../src/engine/reidentify.ts';
import type { LabelledExample } from '../../src/engine/types.ts';
import { page } from './index-helpers.ts';

/** What a training session stores: the description and the fingerprints of the picked elements. */
function label(html: string, text: string, ...selectors: string[]): LabelledExample {
  const index = indexPage(html);
  const fingerprints = selectors.flatMap((selector) => selectCss(html, selector)).map((identifier) => fingerprint(index, identifier)!);
  if (fingerprints.length === 0) throw new Error(`nothing labelled for ${selectors.join(', ')}`);
  return { text, fingerprints };
}

/** Xpaths of what `selector` matches on the later page: what a correct answer points at. */
function xpathsOf(html: string, selector: string): string[] {
  const index = indexPage(html);
  const found = selectCss(html, selector).map((identifier) => index.byIdentifier(identifier)!.xpath);
  // A selector that matches nothing would make "not.toContain" pass for the wrong reason.
  if (found.length === 0) throw new Error(`nothing on the later page matches ${selector}`);
  return found;
}

function loginPage({ buttonId = 'sign-in', classes = 'btn btn-primary', wrap = false, signIn = true, extra = '' } = {}): string {
  const button = `<button id="${buttonId}" class="${classes}" type="submit">Sign in</button>`;
  return page(`
    <header><nav aria-label="Main"><a href="/">Home</a> <a href="/help">Help</a></nav></header>
    <main><h1>Welcome back</h1>
      <form id="login-form" class="card">
        <label for="email">Email</label><input id="email" class="field" name="email" type="email">
        <label for="password">Password</label><input id="password" class="field" name="password" type="password">
        ${extra}
        ${signIn ? (wrap ? `<div class="actions"><span>${button}</span></div>` : button) : ''}
        <button id="register" class="${classes}" type="button">Create account</button>
        <a href="/forgot">Forgot password?</a>
      </form>
    </main>`);
}

const PRODUCTS = ['Trail Runner 2', 'Summit Jacket', 'Harbor Backpack', 'Cedar Mug', 'Alpine Tent'];

function shopPage(products: readonly string[], { classPrefix = 'product' } = {}): string {
  const cards = products
    .map(
      (name, i) => `<li class="${classPrefix}-card"><article>
        <h3 class="${classPrefix}-title"><a href="/p/${name.toLowerCase().replace(/ /g, '-')}">${name}</a></h3>
        <p class="price">$${(i + 1) * 17}.00</p>
        <button type="button" class="btn add">Add to cart</button>
      </article></li>`,
    )
    .join('\n');
  return page(`<main><h1>Outdoor gear</h1><ul class="grid">${cards}</ul></main>`);
}

const addToCartOf = (product: string) => `li:nth-child(${PRODUCTS.indexOf(product) + 1}) button`;

describe('labels teach: a labelled element is found again on later versions of the page', () => {
  test('the fast path returns the same sl-identifier', () => {
    const withIds = (html: string) => html.replace(/<(button|input|a)\b/g, (m, _t, offset: number) => `${m} sl-identifier="c-${offset}"`);
    const before = withIds(loginPage());
    const example = label(before, 'Sign in button', '#sign-in');
    const after = before.replace('class="card"', 'class="card card--wide"');
    const answer = reidentify(indexPage(after), [example], 'Sign in button');
    expect(answer?.identifiers).toEqual([example.fingerprints[0]!.identifier]);
    expect(answer?.source).toBe('label');
    expect(answer?.candidates[0]?.features.fastPath).toBe(1);
  });

  test('an sl-identifier that a later capture gave to another element is not taken on trust', () => {
    const before = loginPage().replace('id="sign-in"', 'id="sign-in" sl-identifier="x-7"');
    const example = label(before, 'Sign in button', '#sign-in');
    const after = loginPage().replace('id="register"', 'id="register" sl-identifier="x-7"');
    const answer = reidentify(indexPage(after), [example], 'Sign in button');
    expect(answer?.xpaths).toEqual(xpathsOf(after, '#sign-in'));
    expect(answer?.identifiers).not.toContain('x-7');
  });

  test('a button whose id was renamed is found again', () => {
    const example = label(loginPage(), 'Sign in button', '#sign-in');
    const after = loginPage({ buttonId: 'submit-login' });
    expect(reidentify(indexPage(after), [example], 'Sign in button')?.xpaths).toEqual(xpathsOf(after, '#submit-login'));
  });

  test('a button whose id was renamed and classes rehashed, now inside new wrappers, is found again', () => {
    const example = label(loginPage(), 'Sign in button', '#sign-in');
    const after = loginPage({ buttonId: ':r3:', classes: 'css-1x2y3z', wrap: true, extra: '<p>Use your work email.</p>' });
    const answer = reidentify(indexPage(after), [example], 'Sign in button');
    expect(answer?.xpaths).toEqual(xpathsOf(after, 'button[type=submit]'));
  });

  test('an Add to cart button is found in the same product card after the cards are reordered and one is added', () => {
    const example = label(shopPage(PRODUCTS), 'Add to cart button', addToCartOf('Harbor Backpack'));
    const reordered = ['Alpine Tent', 'Cedar Mug', 'Nova Lamp', 'Trail Runner 2', 'Harbor Backpack', 'Summit Jacket'];
    const after = shopPage(reordered, { classPrefix: 'css-9k2' });
    expect(reidentify(indexPage(after), [example], 'Add to cart button')?.xpaths).toEqual(xpathsOf(after, 'li:nth-child(5) button'));
  });

  test('a button whose copy was edited is found again by its place and its other attributes', () => {
    const example = label(loginPage(), 'Sign in button', '#sign-in');
    const after = loginPage().replace('>Sign in</button>', '>Sign in now</button>');
    expect(reidentify(indexPage(after), [example], 'Sign in button')?.xpaths).toEqual(xpathsOf(after, '#sign-in'));
  });

  test('a look-alike that took the place of a link moved to another menu is not taken for it', () => {
    const menus = (first: string[], second: string[]) =>
      page(`<nav aria-label="Pages"><ul>${first.map((t) => `<li><a href="/${t.replace(' ', '-').toLowerCase()}">${t}</a></li>`).join('')}</ul></nav>
        <main><h1>Help</h1><ul>${second.map((t) => `<li><a href="/${t.replace(' ', '-').toLowerCase()}">${t}</a></li>`).join('')}</ul></main>`);
    const before = menus(['Login', 'Error 404', 'Pace'], ['Contact', 'FAQ']);
    const example = label(before, 'Error 404 link', 'a[href="/error-404"]');
    const after = menus(['Login', 'Error 500', 'Pace'], ['Contact', 'Error 404', 'FAQ']);
    // Everything around the link changed, so "nothing" is a fair answer; the look-alike is not.
    const answer = reidentify(indexPage(after), [example], 'Error 404 link');
    expect(answer?.xpaths ?? []).not.toContain(xpathsOf(after, 'a[href="/error-500"]')[0]);
  });

  test('a relabelled page with the element removed answers nothing', () => {
    const example = label(loginPage(), 'Sign in button', '#sign-in');
    const after = loginPage({ signIn: false });
    expect(reidentify(indexPage(after), [example], 'Sign in button')).toBeNull();
  });

  test('when the labelled product\'s card is gone, another card\'s identical button is not taken instead', () => {
    const example = label(shopPage(PRODUCTS), 'Add to cart button', addToCartOf('Summit Jacket'));
    const after = shopPage(PRODUCTS.filter((p) => p !== 'Summit Jacket'));
    expect(reidentify(indexPage(after), [example], 'Add to cart button')).toBeNull();
  });

  test('a link moved into another menu is found again, though a similarly named sibling took its old place', () => {
    const menus = (first: string[], second: string[]) =>
      page(`<nav aria-label="Main"><ul class="menu">${first.map((t) => `<li class="item"><a class="link" href="#">${t}</a></li>`).join('')}</ul></nav>
        <main><h1>Reports</h1><ul class="menu">${second.map((t) => `<li class="item"><a class="link" href="#">${t}</a></li>`).join('')}</ul></main>`);
    const before = menus(['Action', 'Another action', 'Something else here'], ['Monthly', 'Yearly']);
    const example = label(before, 'the second entry', 'nav li:nth-child(2) a');
    const after = menus(['Action', 'Something else here'], ['Monthly', 'Another action', 'Yearly']);
    expect(reidentify(indexPage(after), [example], 'the second entry')?.xpaths).toEqual(xpathsOf(after, 'main li:nth-child(2) a'));
  });

  test('a link moved far, from the header menu into the footer, is found by what it says about itself', () => {
    const site = (header: string[], footer: string[]) =>
      page(`<header class="top"><nav aria-label="Main"><ul class="nav">${header.map((t) => `<li class="nav-item"><a class="nav-link" href="/${t.toLowerCase()}">${t}</a></li>`).join('')}</ul></nav></header>
        <main><h1>Welcome</h1><p>Plans for teams of every size.</p><button type="button">Start trial</button></main>
        <footer><div class="cols"><div class="col"><h4>Legal</h4>${footer.map((t) => `<p><a href="/${t.toLowerCase()}">${t}</a></p>`).join('')}</div></div></footer>`);
    const example = label(site(['Home', 'Pricing', 'Changelog', 'Blog'], ['Terms', 'Privacy']), 'the thing we check in step 1', 'a[href="/changelog"]');
    const after = site(['Home', 'Pricing', 'Blog'], ['Terms', 'Privacy', 'Changelog']);
    expect(reidentify(indexPage(after), [example], 'the thing we check in step 1')?.xpaths).toEqual(xpathsOf(after, 'a[href="/changelog"]'));
  });

  test('a menu item moved to the other submenu is answered by what it says, though a new item stands close behind in its old place', () => {
    const item = (t: string) => `<li class="nav-item"><a href="#" class="nav-link"><i class="far fa-circle nav-icon"></i><p>${t}</p></a></li>`;
    const sidebar = (dashboards: string[], layouts: string[]) =>
      page(`<div class="wrapper"><aside class="main-sidebar"><nav><ul class="nav nav-sidebar">
        <li class="nav-item menu-open"><a href="#" class="nav-link"><p>Dashboard</p></a><ul class="nav nav-treeview">${dashboards.map(item).join('')}</ul></li>
        <li class="nav-item"><a href="#" class="nav-link"><p>Layout Options</p></a><ul class="nav nav-treeview">${layouts.map(item).join('')}</ul></li>
      </ul></nav></aside><main><h1>Orders</h1><p>Recent orders.</p></main></div>`);
    const before = sidebar(['Dashboard v1', 'Dashboard v2', 'Dashboard v3'], ['Top Navigation', 'Boxed', 'Fixed Sidebar', 'Fixed Navbar']);
    const example = label(before, 'the thing we check in step 4', '.nav-sidebar > li:nth-child(1) > ul > li:nth-child(3)');
    // "Sales report" now holds the old place, tag, classes and neighbours: only what the item says tells them apart.
    const after = sidebar(['Dashboard v1', 'Dashboard v2', 'Sales report'], ['Top Navigation', 'Boxed', 'Dashboard v3', 'Fixed Sidebar', 'Fixed Navbar']);
    expect(reidentify(indexPage(after), [example], 'the thing we check in step 4')?.xpaths).toEqual(xpathsOf(after, '.nav-sidebar > li:nth-child(2) > ul > li:nth-child(3)'));
  });

  test('a removed element answers nothing even when a sibling takes its place', () => {
    const buttons = (names: string[]) =>
      page(`<main><h1>Sign in</h1><form><input name="user" aria-label="User"><div class="social">
        ${names.map((n) => `<a class="btn btn-block btn-primary" href="#">Sign in using ${n}</a>`).join(' - OR - ')}
      </div></form></main>`);
    const example = label(buttons(['Facebook', 'Google+']), 'Sign in using Facebook link', 'a:first-child');
    expect(reidentify(indexPage(buttons(['Google+'])), [example], 'Sign in using Facebook link')).toBeNull();
  });

  test('a removed link is not answered with a sibling whose text differs only by a number', () => {
    const menu = (items: string[]) =>
      page(`<nav aria-label="Pages"><ul>${items.map((t) => `<li class="nav-item"><a class="nav-link" href="#">${t}</a></li>`).join('')}</ul></nav>`);
    const example = label(menu(['Blank Page', 'Error 404', 'Error 500', 'Starter Page']), 'the thing we check in step 2', 'li:nth-child(2) a');
    expect(reidentify(indexPage(menu(['Blank Page', 'Error 500', 'Starter Page'])), [example], 'the thing we check in step 2')).toBeNull();
  });

  test('an icon-only button whose icon changed is not mistaken for the labelled one in its place', () => {
    const toolbar = (icons: string[]) =>
      page(`<main><h1>Invoice 7</h1><div class="toolbar">${icons.map((i) => `<button type="button" class="btn btn-tool"><i class="fas fa-${i}"></i></button>`).join('')}</div><p>Total</p></main>`);
    const example = label(toolbar(['print', 'pen', 'trash']), 'the thing we check in step 3', 'button:nth-child(3)');
    // The delete button is gone; an archive button stands where it stood, alike in all but its icon.
    expect(reidentify(indexPage(toolbar(['print', 'pen', 'box-archive'])), [example], 'the thing we check in step 3')).toBeNull();
  });

  test('an icon-only button is found again by its icon after its toolbar is reordered', () => {
    const toolbar = (icons: string[]) =>
      page(`<main><h1>Invoice 7</h1><div class="toolbar">${icons.map((i) => `<button type="button" class="btn btn-tool"><i class="fas fa-${i}"></i></button>`).join('')}</div><p>Total</p></main>`);
    const example = label(toolbar(['print', 'pen', 'trash']), 'the thing we check in step 3', 'button:nth-child(3)');
    const after = toolbar(['trash', 'print', 'pen']);
    expect(reidentify(indexPage(after), [example], 'the thing we check in step 3')?.xpaths).toEqual(xpathsOf(after, 'button:nth-child(1)'));
  });

  test('a label whose wrapper repeats its text is found though its surroundings changed: the wrapper is not its twin', () => {
    const form = (fields: string[], opening: string) =>
      page(`<main><h1>Account</h1><section><h2>Account</h2><form class="settings"><p>${opening}</p>${fields
        .map((f) => `<div class="field"><label for="${f.replace(/ /g, '-')}">${f}</label><input id="${f.replace(/ /g, '-')}" type="text"></div>`)
        .join('')}<button type="submit">Save changes</button></form></section></main>`);
    const example = label(form(['Full name', 'Email address', 'Role'], 'Profile picture'), 'Email address label', 'label[for="Email-address"]');
    const after = form(['Email address', 'Role', 'Team'], 'Upload a new avatar');
    expect(reidentify(indexPage(after), [example], 'Email address label')?.xpaths).toEqual(xpathsOf(after, 'label[for="Email-address"]'));
  });

  describe('twin rows that repeat all but an order number and dates', () => {
    type Order = [id: string, issued: string, due: string, status: string];
    const orders = (rows: readonly Order[], edited = false) =>
      page(`<main><h1>All Orders</h1><table><thead><tr><th>#</th><th>Bill For</th><th>Issue Date</th><th>Due Date</th><th>Total</th><th>Status</th><th>Action</th></tr></thead><tbody>${rows
        .map(
          ([id, issued, due, status]) => `<tr><td><a href="#">${id}</a></td><td>Platinum Subscription Plan</td><td>${issued}</td><td>${due}</td><td>$799,00</td><td>${status}</td>
          <td><div class="btn-group"><button type="button">Toggle Dropdown</button><div class="menu"><a href="#">View Details</a><a href="#">${edited ? 'Edit now' : 'Edit'}</a><a href="#">${edited ? 'Delete' : 'Remove'}</a></div></div></td></tr>`,
        )
        .join('')}</tbody></table></main>`);
    const ROWS: Order[] = [
      ['456478', '1 May 2020', '1 Jun 2020', 'Due'],
      ['456423', '1 Apr 2020', '1 May 2020', 'Paid'],
      ['456420', '1 Mar 2020', '1 Apr 2020', 'Paid'],
      ['456421', '1 Feb 2020', '1 Mar 2020', 'Paid'],
    ];
    const editOf = (row: number) => `tbody tr:nth-child(${row}) .menu a:nth-child(2)`;

    test('the Edit link of the labelled order is found by the words only its row has, after a row is added above and the copy edited', () => {
      const example = label(orders(ROWS), 'Edit link', editOf(3));
      const after = orders([['456479', '1 Jun 2020', '1 Jul 2020', 'Due'], ...ROWS], true);
      const answer = reidentify(indexPage(after), [example], 'Edit link');
      expect(answer?.xpaths).toEqual(xpathsOf(after, editOf(4)));
      expect(answer?.candidates[0]?.features.separatedTwin).toBe(1);
    });

    test('when the labelled order is gone, no other row\'s Edit link is taken for it', () => {
      const example = label(orders(ROWS), 'Edit link', editOf(3));
      const after = orders(ROWS.filter(([id]) => id !== '456420'), true);
      expect(reidentify(indexPage(after), [example], 'Edit link')).toBeNull();
    });
  });

  test('a Manage button that lost most of its card\'s text is still answered when its twins in other cards are clearly behind', () => {
    const card = (title: string, lines: string[]) => `<section class="card"><h3>${title}</h3>${lines.map((l) => `<p>${l}</p>`).join('')}<button class="btn btn-sm" type="button">Manage</button></section>`;
    const settings = (team: string[]) =>
      page(`<main><h1>Settings</h1>${card('Team', team)}${card('Billing', ['Visa ending 4242', 'Next invoice on 1 March'])}${card('Integrations', ['Slack connected', 'GitHub not connected'])}</main>`);
    const example = label(settings(['Emily Wang, owner', 'Aigars Silkalns, member', 'Invite people to this workspace']), 'Manage button', 'section:nth-of-type(1) button');
    const after = settings(['Emily Wang, owner']);
    expect(reidentify(indexPage(after), [example], 'Manage button')?.xpaths).toEqual(xpathsOf(after, 'section:nth-of-type(1) button'));
  });

  test('a row\'s unnamed button past the 50th of its kind is weighed like its twins: the description scores every look-alike', () => {
    const names = Array.from({ length: 60 }, (_, i) => `Order ${1000 + i} for customer ${String.fromCharCode(65 + (i % 26))}${i}`);
    const table = (rows: string[]) =>
      page(`<main><h1>Orders</h1><table><tbody>${rows.map((r) => `<tr><td>${r}</td><td><button type="button" class="btn icon"><i class="fa fa-ellipsis"></i></button></td></tr>`).join('')}</tbody></table></main>`);
    const example = label(table(names), 'button', 'tr:nth-child(55) button');
    // A release adds an order at the top: every row moves down one place.
    const after = table([`Order 999 for customer Z`, ...names]);
    expect(reidentify(indexPage(after), [example], 'button')?.xpaths).toEqual(xpathsOf(after, 'tr:nth-child(56) button'));
  });

  test('a copy of the labelled list under another heading is not taken for it when the labelled link moved within its own list', () => {
    const names = ['Adam Kinkaid', 'Alex Wickerham', 'Avery Johnson', 'Bob Cabot', 'Caleb Booth', 'Christopher Adams', 'Dan Walker', 'Dave Adams'];
    const links = (list: string[]) => list.map((n) => `<li><a href="#">${n}</a></li>`).join('');
    // A demo page repeats its example list under each heading.
    const demo = (first: string[]) =>
      page(`<main><div class="demo"><h2>Inset list</h2><ul data-inset="true">${links(first)}</ul></div>
        <div class="demo"><h2>Read-only</h2><ul><li>Acura</li><li>Audi</li><li>BMW</li></ul></div>
        <div class="demo"><h2>Filter reveal</h2><ul>${links(names)}</ul></div></main>`);
    const example = label(demo(names), 'Caleb Booth link', 'div:nth-of-type(1) li:nth-child(5) a');
    // A release swaps Caleb and Bob in the inset list; the copy under "Filter reveal" keeps Caleb's old neighbours.
    const after = demo(['Adam Kinkaid', 'Alex Wickerham', 'Avery Johnson', 'Caleb Booth', 'Bob Cabot', 'Christopher Adams', 'Dan Walker', 'Dave Adams']);
    expect(reidentify(indexPage(after), [example], 'Caleb Booth link')?.xpaths).toEqual(xpathsOf(after, 'div:nth-of-type(1) li:nth-child(4) a'));
  });

  test('twin icon links whose icon classes were rehashed are told apart by the place the labelled one still holds', () => {
    const social = (classes: (c: string) => string) =>
      page(`<main><h1>Hello</h1></main><footer><div class="row"><div class="col"><h4>Around the Web</h4>${['facebook-f', 'twitter', 'linkedin-in', 'dribbble']
        .map((i) => `<a class="${classes('btn btn-outline-light btn-social')}" href="#!"><i class="${classes(`fab fa-${i}`)}"></i></a>`)
        .join('')}</div></div></footer>`);
    // CSS-in-JS output: each distinct class list becomes one hashed class.
    const hashed = (c: string) => `css-${[...c].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) >>> 0, 7).toString(36).slice(0, 6)}`;
    const example = label(social((c) => c), 'link', 'footer a:nth-child(3)');
    const after = social(hashed);
    expect(reidentify(indexPage(after), [example], 'link')?.xpaths).toEqual(xpathsOf(after, 'footer a:nth-child(3)'));
  });

  test('a button renamed in place, among the same neighbours, is found again; one whose copy shares nothing is not', () => {
    const login = (word: string) =>
      page(`<main><h1>Welcome back</h1><form class="card"><label for="email">Email</label><input id="email" name="email" type="email">
        <button class="btn" type="submit">${word}</button><a href="/forgot">Forgot password?</a></form><p>New here? <a href="/join">Create an account</a></p></main>`);
    const example = label(login('Sign in'), 'the thing we check in step 2', 'button');
    const renamed = login('Log in');
    expect(reidentify(indexPage(renamed), [example], 'the thing we check in step 2')?.xpaths).toEqual(xpathsOf(renamed, 'button'));
    expect(reidentify(indexPage(login('Continue')), [example], 'the thing we check in step 2')).toBeNull();
  });

  test('a plural label finds each labelled element again', () => {
    const example = label(shopPage(PRODUCTS), 'the jacket and tent links', 'a[href="/p/summit-jacket"]', 'a[href="/p/alpine-tent"]');
    const after = shopPage([...PRODUCTS].reverse());
    const answer = reidentify(indexPage(after), [example], 'the jacket and tent links');
    expect(answer?.xpaths.toSorted()).toEqual([...xpathsOf(after, 'a[href="/p/summit-jacket"]'), ...xpathsOf(after, 'a[href="/p/alpine-tent"]')].toSorted());
  });

  test('labels from several training sessions of the same element all help find it', () => {
    const first = label(loginPage(), 'Sign in button', '#sign-in');
    const second = label(loginPage({ buttonId: 'login-submit' }), 'Sign in button', '#login-submit');
    const after = loginPage({ buttonId: 'login-submit', classes: 'css-abc', wrap: true });
    expect(reidentify(indexPage(after), [first, second], 'Sign in button')?.xpaths).toEqual(xpathsOf(after, 'button[type=submit]'));
  });

  test('without labelled fingerprints there is nothing to re-identify', () => {
    expect(reidentify(indexPage(loginPage()), [], 'Sign in button')).toBeNull();
    expect(reidentify(indexPage(loginPage()), [{ text: 'Sign in button', fingerprints: [] }], 'Sign in button')).toBeNull();
  });

  test('predict answers from the label, with the candidates that decided it', () => {
    const example = label(loginPage(), 'the blue one', '#sign-in');
    const after = loginPage({ buttonId: 'go' });
    const prediction = predict(indexPage(after), 'the blue one', { examples: [example] });
    expect(prediction.source).toBe('label');
    expect(prediction.xpaths).toEqual(xpathsOf(after, '#go'));
    expect(prediction.candidates[0]?.features).toHaveProperty('similarity');
  });
});
