/**
 * Mechanisms that carry over to pages nobody has seen (issue 4, "Never tune to single
 * cases"): "on" before a control that holds nothing, toolbars pages never name, menu
 * openers, the ⋮ "options" button, and "X's Y" read as "Y for X". Each runs on a real
 * index of a small page built the way admin templates build theirs.
 */
import { describe, expect, it } from 'vitest';
import { indexPage } from '../../src/engine/page-index.ts';
import { rankDescription } from '../../src/engine/rank.ts';
import { interpretations } from '../../src/engine/describe.ts';
import { selectCss } from '../../src/engine/css.ts';
import type { PageIndex } from '../../src/engine/types.ts';

const PAGE = `<!DOCTYPE html><html><head><title>Mail</title></head><body>
<nav class="topbar">
  <a class="nav-link dropdown-toggle" href="#" id="userDropdown" role="button" data-k="k14"><span>Dana Okafor</span><img class="avatar" src="/a.png" alt=""></a>
  <div class="dropdown-menu" aria-labelledby="userDropdown"><a class="dropdown-item" href="/profile">Profile</a><a class="dropdown-item" href="/logout">Logout</a></div>
</nav>
<aside class="folders"><ul class="nav">
  <li><a href="/inbox">Inbox</a></li><li><a href="/sent">Sent</a></li><li><a href="/trash"><i class="far fa-trash-alt"></i> Trash</a></li>
</ul></aside>
<main>
  <div class="mailbox-head">
    <button type="button" class="btn btn-sm" data-k="k2"><i class="far fa-trash-alt"></i></button>
    <button type="button" class="btn btn-sm" data-k="k12"><i class="fas fa-reply"></i></button>
    <button type="button" class="btn btn-sm" data-k="k11"><i class="fas fa-sync-alt"></i></button>
  </div>
  <div class="card"><div class="card-header"><h6>Revenue Sources</h6>
    <a class="card-opt" data-k="k8" href="#" role="button"><i class="fas fa-ellipsis-v"></i></a>
    <div class="dropdown-menu"><a class="dropdown-item" href="#">Action</a><a class="dropdown-item" href="#">Another action</a></div></div>
    <div class="card-body">Chart</div></div>
  <div class="share">
    <a href="https://facebook.com/acme"><i class="fab fa-facebook-square"></i></a>
    <a href="https://twitter.com/acme" data-k="k13"><i class="fab fa-twitter-square"></i></a>
  </div>
</main></body></html>`;

/**
 * What the engine selects for a description on a small page (`pick`), and which elements
 * carry a `data-k` marker (`at`). Expected elements are picked by an opaque `data-k` value
 * ("k3"): the engine reads data attributes as test ids, so the marker must say nothing about
 * the element. A key the page lacks fails the test rather than expecting no answer.
 */
function onPage(html: string): { index: PageIndex; pick: (text: string) => string[]; at: (key: string) => string[] } {
  const pageIndex = indexPage(html);
  return {
    index: pageIndex,
    pick: (text) => rankDescription(pageIndex, text).selected.map((c) => c.identifier),
    at: (key) => expected(html, `[data-k="${key}"]`),
  };
}

/** The elements `css` selects; a selector that selects nothing fails the test rather than expecting no answer. */
function expected(html: string, css: string): string[] {
  const found = selectCss(html, css);
  if (found.length === 0) throw new Error(`nothing on the page matches ${css}`);
  return found;
}

const { pick: answer, at: marked } = onPage(PAGE);

describe('"on" before a control that holds nothing is part of the name', () => {
  it('"share on twitter icon" is the Twitter share link, not something inside a Twitter icon', () => {
    expect(answer('share on twitter icon')).toEqual(marked('k13'));
  });

  it('"on the Revenue Sources card" still places the element inside the card', () => {
    const d = interpretations('the options menu on the Revenue Sources card')[0]!;
    expect(d.relations.map((r) => r.kind)).toEqual(['inside']);
  });
});

describe('a toolbar the page never names is a group of buttons', () => {
  it('"the trash button in the top toolbar" is the icon button in the button row, not the Trash folder link', () => {
    expect(answer('the trash button in the top toolbar')).toEqual(marked('k2'));
  });

  it('"the delete button in the toolbar" is the trash icon button in the button row, not the Trash folder link', () => {
    expect(answer('the delete button in the toolbar')).toEqual(marked('k2'));
  });
});

describe('a menu is clicked at its opener', () => {
  it('"the user menu for Dana Okafor" is the dropdown toggle, not the list it opens', () => {
    expect(answer('the user menu for Dana Okafor')).toEqual(marked('k14'));
  });

  it('"the options menu" is the ⋮ (ellipsis) button, not the "Action" entries it opens', () => {
    expect(answer('the options menu')).toEqual(marked('k8'));
  });
});

describe('"X\'s Y" reads as "Y for X"', () => {
  it('"Dana\'s profile link" also has the flat reading "profile link for Dana" has', () => {
    const possessive = interpretations("Dana's profile link").find((d) => d.reading === 'flat');
    const withFor = interpretations('profile link for Dana').find((d) => d.reading === 'flat');
    expect(possessive?.words.sort()).toEqual(withFor?.words.sort());
    expect(possessive?.kind).toBe('link');
  });
});

describe('"X\'s Y" keeps the ordinal of X', () => {
  it('"the third project\'s name" has no flat reading that would forget "third"', () => {
    const readings = interpretations("the third project's name");
    expect(readings.some((d) => d.reading === 'flat')).toBe(false);
    expect(readings[0]!.relations[0]!.anchor.ordinal).toBe(3);
  });
});

const PRICING = `<html><body><header><nav><a href="/">Acme</a><a href="/pricing">Pricing</a><a href="/login">Log in</a></nav></header>
<main><h1>Simple pricing</h1>
<div class="billing-toggle"><button class="active">Monthly</button><button>Yearly</button></div>
<div class="plans">
 <div class="plan-card"><h3>Free</h3><p class="price">$0<span>/mo</span></p><ul><li>1 project</li><li>Community support</li></ul><a class="btn" href="/signup?plan=free" data-k="k6">Get started</a></div>
 <div class="plan-card featured"><span class="badge">Most popular</span><h3>Pro</h3><p class="price">$29<span>/mo</span></p><ul><li>Unlimited projects</li><li>Email support</li></ul><a class="btn btn-primary" href="/signup?plan=pro" data-k="k10">Start free trial</a></div>
 <div class="plan-card"><h3>Enterprise</h3><p class="price">Custom</p><ul><li>SSO</li><li>Dedicated support</li></ul><a class="btn" href="/contact" data-k="k4">Contact sales</a></div>
</div>
<section class="faq"><h2>FAQ</h2><details><summary>Can I cancel anytime?</summary><p>Yes.</p></details></section>
</main><footer><a href="/terms">Terms</a></footer></body></html>`;

describe('choosing a card is clicking its one control', () => {
  const { pick, at } = onPage(PRICING);

  it('"choose the Enterprise plan" is the plan card\'s "Contact sales" link, not its heading', () => {
    expect(pick('choose the Enterprise plan')).toEqual(at('k4'));
  });

  it('"select the Pro plan" is the Pro card\'s button whatever it says', () => {
    expect(pick('select the Pro plan')).toEqual(at('k10'));
  });
});

describe('a possessive of a word ending in s', () => {
  it('"Garrett Winters\' salary" reads like "Garrett Winters\'s salary"', () => {
    const bare = interpretations("Garrett Winters' salary")[0]!;
    expect(bare.words).toEqual(['salary']);
    expect(bare.relations[0]?.anchor.words).toEqual(['garrett', 'winters']);
  });

  it('a closing quote after an s stays a quote ("Click \'Yes\' button")', () => {
    expect(interpretations("Click 'Yes' button")[0]!.quotedText).toEqual(['yes']);
  });
});

const ICONS = `<!DOCTYPE html><html><head><title>Files</title></head><body><main><div class="bar">
<button class="btn" data-k="k1"><i class="fas fa-copy"></i></button>
<button class="btn" data-k="k5"><i class="fas fa-expand"></i></button>
<button class="btn" data-k="k9"><i class="fas fa-phone"></i></button>
<button class="btn" data-k="k3"><i class="bi bi-three-dots-vertical"></i></button>
<button class="btn" data-k="k7"><i class="fas fa-list"></i></button>
</div></main></body></html>`;

/** What each marked button draws, for the test names. */
const ICON_NAMES: Record<string, string> = { k1: 'copy', k3: 'dots', k5: 'expand', k7: 'list', k9: 'phone' };

describe('icon-only buttons by the everyday word for their glyph', () => {
  const { pick, at } = onPage(ICONS);
  const cases: [string, string][] = [
    ['clone', 'k1'],
    ['the full screen button', 'k5'],
    ['call button', 'k9'],
    ['more options', 'k3'],
  ];
  for (const [text, key] of cases) {
    it(`"${text}" is the ${ICON_NAMES[key]} icon button`, () => {
      expect(pick(text)).toEqual(at(key));
    });
  }
});

const ADDRESS = `<!DOCTYPE html><html><head><title>Checkout</title></head><body><form>
<label for="city">City</label><input id="city" name="city">
<label for="country">Country</label><select id="country" name="country"><option>United States</option><option>Canada</option><option>United Kingdom</option></select>
<label for="zip">ZIP code</label><input id="zip" name="zip">
</form></body></html>`;

describe('an option is named in full', () => {
  const address = indexPage(ADDRESS);

  it('"state or province" on a page with no such field answers nothing, not the "United States" option', () => {
    expect(rankDescription(address, 'state or province').selected).toEqual([]);
  });

  it('"United States" still finds its option', () => {
    expect(rankDescription(address, 'United States').selected.map((c) => c.name)).toEqual(['United States']);
  });
});

const BOOKING = `<!DOCTYPE html><html><head><title>Hotel</title></head><body><main>
<h1>Check availability</h1>
<form action="/book"><label for="in">Arrival</label><input id="in" type="date"><label for="out">Departure</label><input id="out" type="date">
  <button type="button" aria-label="Increase guests">+</button><button type="submit">Search rooms</button></form>
<h2>Newsletter</h2><form><input type="email" placeholder="Email"><button type="submit">Subscribe</button></form>
</main></body></html>`;

describe('a heading names its form, never a control', () => {
  const booking = indexPage(BOOKING);

  it('"check availability button" is the submit button of the form under "Check availability"', () => {
    expect(rankDescription(booking, 'check availability button').selected.map((c) => c.name)).toEqual(['Search rooms']);
  });

  it('"the check availability link" is not the "Check availability" heading', () => {
    expect(rankDescription(booking, 'the check availability link').selected.map((c) => c.tag)).not.toContain('h1');
  });
});

const PROJECT_DIALOG = `<!DOCTYPE html><html><head><title>Projects</title></head><body>
<header><form role="search"><input type="search" placeholder="Search projects"><button type="submit">Search</button></form></header>
<main><h1>Projects</h1><button type="button">New project</button></main>
<div role="dialog" aria-labelledby="dlg-title"><h2 id="dlg-title">New project</h2>
  <form><label for="pname">Project name</label><input id="pname">
    <button type="button">Cancel</button><button type="submit">Create project</button></form></div>
</body></html>`;

describe('a commit word names the submit button of the container it is in', () => {
  const dialog = indexPage(PROJECT_DIALOG);

  it('"the save button in the dialog" is the dialog form\'s submit button, whatever it says', () => {
    expect(rankDescription(dialog, 'the save button in the dialog').selected.map((c) => c.name)).toEqual(['Create project']);
  });

  it('"the save button" with no container named still answers nothing', () => {
    expect(rankDescription(dialog, 'the save button').selected).toEqual([]);
  });
});

const PROFILE = `<!DOCTYPE html><html><head><title>Settings</title></head><body>
<aside><nav><a href="/alerts">Notifications</a><a href="/team">Team</a></nav></aside>
<header><button type="button" class="topbar-btn" aria-label="Notifications"><svg viewBox="0 0 16 16"><path d="M8 2v9"/></svg></button></header>
<main><h1>Profile</h1>
  <img src="/me.png" alt="Current photo">
  <label class="btn" for="pic-upload">Change photo</label>
  <input type="file" id="pic-upload" class="visually-hidden">
  <form><label for="subject">Subject</label><input id="subject">
    <textarea id="compose" class="form-control">Heading of the message. Dear team, here is the weekly summary for you</textarea>
    <button type="submit">Send</button></form>
  <a href="/inbox/9">Dana: your message</a>
</main></body></html>`;

describe('a word the page writes nowhere describes a picture', () => {
  const page = indexPage(PROFILE);

  it('"Notifications bell" is the icon-only Notifications button, not the text link of the same name', () => {
    expect(rankDescription(page, 'Notifications bell').selected.map((c) => c.tag)).toEqual(['button']);
  });

  it('"Notifications link" is still the text link', () => {
    expect(rankDescription(page, 'Notifications link').selected.map((c) => c.tag)).toEqual(['a']);
  });
});

describe('a file input is the upload button browsers draw', () => {
  const { pick } = onPage(PROFILE);

  it('"upload a new photo" is the file input behind the "Change photo" label', () => {
    expect(pick('upload a new photo')).toEqual(expected(PROFILE, '#pic-upload'));
  });
});

describe('the body of a message is its text area', () => {
  const { pick } = onPage(PROFILE);

  it('"message body" is the text area, not the link that mentions a message', () => {
    expect(pick('message body')).toEqual(expected(PROFILE, '#compose'));
  });
});

describe('a value is named by what it is, as its class or id says', () => {
  // The filters and the sort menu say "price" in their labels: the values in the cards say it only in a class.
  const CART = `<html><body><main>
<form class="filters"><label>Min price <input type="number" name="min"></label><label>Max price <input type="number" name="max"></label>
<select aria-label="Sort by"><option>Featured</option><option>Price: low to high</option><option>Price: high to low</option></select>
<div role="group" aria-label="View"><button title="Grid view"><i class="fa fa-th"></i></button><button title="List view"><i class="fa fa-list"></i></button></div></form>
<ul class="grid">
  <li class="card"><h3><a href="/p/1">Trail shoe</a></h3><p class="brand">Hoka</p><p class="price" data-k="v1">$139.00</p><button>Add to cart</button></li>
  <li class="card"><h3><a href="/p/2">Road shoe</a></h3><p class="brand">Asics</p><p class="price" data-k="v2">$99.50</p><button>Add to cart</button></li>
  <li class="card"><h3><a href="/p/3">Track spike</a></h3><p class="brand">Nike</p><p class="price" data-k="v3">$120.00</p><button>Add to cart</button></li>
</ul>
<div class="summary"><span>Items</span><span id="cart-total" data-k="t">$358.50</span><label>Promo code <input name="promo"></label></div>
</main></body></html>`;
  const { index: cartIndex, pick, at } = onPage(CART);

  it('"the price of Road shoe" is the price in that card, though no text says "price"', () => {
    expect(pick('the price of Road shoe')).toEqual(at('v2'));
  });

  it('"the third product\'s price" counts the cards', () => {
    expect(pick("the third product's price")).toEqual(at('v3'));
  });

  it('"the cart total" is the value whose id names it', () => {
    expect(pick('the cart total')).toEqual(at('t'));
  });

  it('a word a class carries does not name an element whose label is words, not a value', () => {
    // "brand" is only a class on the Hoka paragraph; "Hoka" is a name, which a description would say.
    const d = rankDescription(cartIndex, 'the brand').candidates.find((c) => c.name === '' && c.xpath.endsWith('li[1]/p[1]'));
    const price = rankDescription(cartIndex, 'the price').candidates.find((c) => c.xpath.endsWith('li[1]/p[2]'));
    expect(price!.score).toBeGreaterThan(d?.score ?? 0);
  });
});

describe('what a description asks for, on a page that has something close', () => {
  const SHOP = `<html><body>
<nav><a class="navbar-brand" href="/"><img src="/logo.svg" alt="Acme"></a></nav>
<section id="work"><h2>Our work</h2><div class="row">
  <div class="item"><a class="portfolio-link" href="#p1"><div class="hover"><i class="fas fa-plus"></i></div><img src="/1.jpg" alt="..." data-k="p1"></a><div class="caption">Threads</div></div>
  <div class="item"><a class="portfolio-link" href="#p2"><div class="hover"><i class="fas fa-plus"></i></div><img src="/2.jpg" alt="..." data-k="p2"></a><div class="caption">Explore</div></div>
  <div class="item"><a class="portfolio-link" href="#p3"><div class="hover"><i class="fas fa-plus"></i></div><img src="/3.jpg" alt="..." data-k="p3"></a><div class="caption">Finish</div></div>
</div></section>
<section class="clients"><a href="https://ibm.com"><img src="/ibm.svg" alt="IBM Logo" data-k="ibm"></a></section>
<section class="products">
  <div class="card"><h5>Fancy Product</h5><span class="price">$40.00</span><a class="btn" href="/cart/add/1">Add to cart</a></div>
  <div class="card"><h5>Sale Item</h5><span class="price">$25.00</span><a class="btn" href="/cart/add/2">Add to cart</a></div>
</section>
<section class="settings"><h2>Two-factor authentication</h2><p>Add a second step to sign in.</p><button type="button" data-k="2fa">Enable two-factor authentication</button>
<form><label>Display name <input name="display"></label><button type="submit" data-k="save">Save changes</button></form>
<ul class="toggles"><li>Mentions <button role="switch" aria-checked="true" aria-label="Mentions"></button></li><li>Digest <button role="switch" aria-checked="false" aria-label="Digest"></button></li><li>Updates <button role="switch" aria-checked="false" aria-label="Updates"></button></li></ul>
</section></body></html>`;
  const { pick, at } = onPage(SHOP);

  it('"the second portfolio image" is the picture inside the second portfolio link, which carries the words', () => {
    expect(pick('the second portfolio image')).toEqual(at('p2'));
  });

  it('"the featured portfolio image" is the picture the featured link shows: the link lends it its words', () => {
    const featured = onPage(`<html><body><nav><a href="/"><img src="/logo.svg" alt="Acme"></a></nav>
<section><a class="portfolio-link featured" href="#p9"><img src="/9.jpg" alt="..." data-k="pic"></a><p>Our latest work</p></section></body></html>`);
    expect(featured.pick('the featured portfolio image')).toEqual(featured.at('pic'));
  });

  it('"IBM logo", pasted as the alt text says it, is the picture rather than the link around it', () => {
    expect(pick('IBM logo')).toEqual(at('ibm'));
  });

  it('"Add to wishlist" is nothing on a page whose buttons say "Add to cart" and which never says wishlist', () => {
    const cards = indexPage(SHOP.slice(SHOP.indexOf('<section class="products">'), SHOP.indexOf('<section class="settings">')));
    expect(rankDescription(cards, 'Add to wishlist').selected).toEqual([]);
    expect(rankDescription(cards, 'the first Add to cart button').selected.length).toBe(1);
  });

  it('"turn on two-factor authentication" is the control that does it, not the heading over it', () => {
    expect(pick('turn on two-factor authentication')).toEqual(at('2fa'));
  });

  it('"the second save button" is nothing when one Save button exists, not a control of the second section', () => {
    expect(pick('the save button')).toEqual(at('save'));
    expect(pick('the second save button')).toEqual([]);
  });
});

describe('a record named by its title and what sort of thing it is', () => {
  const WORK = `<html><body><section id="portfolio"><h2>Portfolio</h2><div class="row">
  <div class="portfolio-item"><a class="portfolio-link" href="#m1" data-k="w1"><img src="/1.jpg" alt="..."></a><div class="portfolio-caption"><div class="portfolio-caption-heading">Threads</div><div class="muted">Illustration</div></div></div>
  <div class="portfolio-item"><a class="portfolio-link" href="#m2" data-k="w2"><img src="/2.jpg" alt="..."></a><div class="portfolio-caption"><div class="portfolio-caption-heading">Explore</div><div class="muted">Graphic Design</div></div></div>
  <div class="portfolio-item"><a class="portfolio-link" href="#m3" data-k="w3"><img src="/3.jpg" alt="..."></a><div class="portfolio-caption"><div class="portfolio-caption-heading">Finish</div><div class="muted">Identity</div></div></div>
</div></section>
<div class="modal" id="m1" style="display:none"><h2>Project Name</h2><button data-k="close">Close Project</button></div>
</body></html>`;
  const { pick, at } = onPage(WORK);

  it('"open the Threads project" is the link of the item titled Threads, though no item says "project"', () => {
    expect(pick('open the Threads project')).toEqual(at('w1'));
  });

  it('only nouns for records are read that way: "Add to wishlist" keeps "wishlist" as a name', () => {
    expect(interpretations('open the Threads project').map((d) => d.reading)).toContain('type-noun');
    expect(interpretations('Add to wishlist').map((d) => d.reading)).not.toContain('type-noun');
  });
});

describe('an instruction that puts something somewhere acts through the control named by verb and place', () => {
  const CARDS = `<html><body><section class="py-5"><div class="row">
  <div class="col"><div class="card"><img src="/a.jpg" alt="..."><div class="card-body"><h5>Fancy Product</h5>$40.00</div><div class="card-footer"><a class="btn" href="#">View options</a></div></div></div>
  <div class="col"><div class="card"><img src="/b.jpg" alt="..."><div class="card-body"><h5>Special Item</h5>$18.00</div><div class="card-footer"><a class="btn" href="#" data-k="s1">Add to cart</a></div></div></div>
  <div class="col"><div class="card"><img src="/c.jpg" alt="..."><div class="card-body"><h5>Sale Item</h5>$25.00</div><div class="card-footer"><a class="btn" href="#">Add to cart</a></div></div></div>
  <div class="col"><div class="card"><img src="/d.jpg" alt="..."><div class="card-body"><h5>Special Item</h5>$18.00</div><div class="card-footer"><a class="btn" href="#" data-k="s2">Add to cart</a></div></div></div>
</div></section>
<section class="team"><h2>Team</h2><p>Invitation pending for Chen Wei <button data-k="resend">Resend invitation</button></p></section></body></html>`;
  const { pick, at } = onPage(CARDS);

  it('"add the first Special Item to the cart" is that card\'s Add to cart button, not the card', () => {
    expect(pick('add the first Special Item to the cart')).toEqual(at('s1'));
    expect(pick('add the last Special Item to the basket')).toEqual(at('s2'));
  });

  it('"to" a person is not a place: "resend the invitation to Chen Wei" keeps Chen Wei as where the button is', () => {
    const onObject = interpretations('resend the invitation to Chen Wei').find((d) => d.reading === 'verb-on-object');
    expect(onObject?.words ?? []).not.toContain('chen');
    expect(pick('resend the invitation to Chen Wei')).toEqual(at('resend'));
  });
});

describe('component libraries: ligature icons and pop-up lists', () => {
  const FORM = `<html><body><mat-toolbar class="mat-toolbar"><span>Onboarding</span>
<button mat-icon-button type="button" class="mdc-icon-button mat-mdc-icon-button" data-k="help"><span class="mat-mdc-button-persistent-ripple"></span><mat-icon role="img" aria-hidden="true" class="mat-icon material-icons mat-ligature-font">help_outline</mat-icon></button>
<button mat-icon-button type="button" class="mdc-icon-button mat-mdc-icon-button"><mat-icon role="img" aria-hidden="true" class="mat-icon material-icons">notifications</mat-icon></button></mat-toolbar>
<form><mat-form-field><label id="dep-label">Department</label>
<mat-select role="combobox" aria-haspopup="listbox" aria-labelledby="dep-label dep-value" id="dep" aria-expanded="true" aria-controls="dep-panel" data-k="dep"><span id="dep-value">Choose a department</span></mat-select></mat-form-field></form>
<div class="cdk-overlay-container"><div role="listbox" id="dep-panel" aria-labelledby="dep-label">
<mat-option role="option">Engineering</mat-option><mat-option role="option">Design</mat-option><mat-option role="option">Finance</mat-option></div></div></body></html>`;
  const { pick, at } = onPage(FORM);

  it('"help icon in the toolbar" is the button drawn by the help ligature, not the ligature span', () => {
    expect(pick('help icon in the toolbar')).toEqual(at('help'));
  });

  it('"Department dropdown" is the control one opens, not the list it pops up', () => {
    expect(pick('Department dropdown')).toEqual(at('dep'));
  });
});

describe('tables and lists drawn by utility-class frameworks', () => {
  const USERS = `<html><body><main>
<label id="status-label">Status</label><button aria-haspopup="listbox" aria-expanded="true" aria-labelledby="status-label">Any status</button>
<ul role="listbox" aria-labelledby="status-label"><li role="option">Any status</li><li role="option">Active</li><li role="option" data-k="susp">Suspended</li><li role="option">Invited</li></ul>
<select aria-label="Role"><option>All roles</option><option>Admin</option><option>Member</option></select>
<table><thead><tr><th scope="col"><div class="group grid"><input type="checkbox" class="appearance-none rounded" data-k="all"></div></th><th scope="col">Name</th><th scope="col">Status</th></tr></thead>
<tbody><tr><td><input type="checkbox" aria-label="Select Lindsay"></td><td>Lindsay Walton</td><td>Active</td></tr>
<tr><td><input type="checkbox" aria-label="Select Courtney"></td><td>Courtney Henry</td><td>Suspended</td></tr></tbody></table></main></body></html>`;
  const { pick, at } = onPage(USERS);

  it('"select all checkbox in the table header" is the unnamed checkbox heading the rows', () => {
    expect(pick('select all checkbox in the table header')).toEqual(at('all'));
  });

  it('"Select \'Suspended\' from the status list" is the option of the open list, which one clicks', () => {
    expect(pick("Select 'Suspended' from the status list")).toEqual(at('susp'));
  });

  it('a native drop-down\'s option is chosen through the drop-down itself', () => {
    expect(pick("Select 'Admin' from the role dropdown")).toEqual(expected(USERS, 'select'));
  });
});

describe('brand names written in two capitalised parts', () => {
  const FOOTER = `<html><body><footer><h5>Follow us</h5>
<a href="#!" data-k="tw"><i class="bi-twitter"></i></a><a href="#!" data-k="li"><i class="bi-linkedin"></i></a><a href="#!" data-k="yt"><i class="bi-youtube"></i></a>
<p>Built with <a href="/wp">WordPress</a></p></footer></body></html>`;
  const { pick, at } = onPage(FOOTER);

  it('"YouTube icon" and "the LinkedIn link" meet the youtube and linkedin icon classes', () => {
    expect(pick('YouTube icon')).toEqual(at('yt'));
    expect(pick('the LinkedIn link')).toEqual(at('li'));
  });

  it('the same name in the page\'s text still matches, however it is written in the description', () => {
    expect(pick('WordPress link')).toEqual(expected(FOOTER, 'a[href="/wp"]'));
    expect(pick('the wordpress link')).toEqual(expected(FOOTER, 'a[href="/wp"]'));
  });
});

describe('"on" before a site\'s name names the link to it', () => {
  const SOCIAL = `<html><body><div class="text-center"><div class="h6 fw-bolder">Follow us</div>
<a href="#!"><i class="bi-twitter"></i></a><a href="#!"><i class="bi-facebook"></i></a><a href="#!" data-k="li"><i class="bi-linkedin"></i></a></div>
<section class="settings"><h2>Profile</h2><button>Save</button></section></body></html>`;
  const { pick, at } = onPage(SOCIAL);

  it('"follow us on LinkedIn" is the LinkedIn link, not something inside a LinkedIn element', () => {
    expect(pick('follow us on LinkedIn')).toEqual(at('li'));
  });

  it('"the Save button on Profile" still places the button in the Profile section', () => {
    expect(pick('the Save button on Profile')).toEqual(expected(SOCIAL, 'button'));
  });
});

describe('addresses written out, and verbs that only bring something into view', () => {
  const PAGE2 = `<html><body><div class="contact"><div class="h6">Contact</div><p>For press inquiries, email us at <a href="#!" data-k="press">press@domain.com</a></p>
<a href="#!"><i class="bi-envelope"></i></a></div>
<div class="states"><a href="?q=is:open" data-k="open">142 Open</a><a href="?q=is:closed" data-k="closed">1,203 Closed</a></div>
<table><thead><tr><th data-k="col">Email</th><th>Name</th></tr></thead><tbody><tr><td>ann@acme.io</td><td>Ann</td></tr></tbody></table></body></html>`;
  const { pick, at } = onPage(PAGE2);

  it('"the press email address" is the address written out, though its link says neither word', () => {
    expect(pick('the press email address')).toEqual(at('press'));
  });

  it('a table\'s addresses are named by their column, so "the email column" stays the header', () => {
    expect(pick('the email column header')).toEqual(at('col'));
  });

  it('"show closed issues" clicks what names the closed issues, not the link beside them', () => {
    expect(pick('show closed issues')).toEqual(at('closed'));
  });
});

describe('numbers, table cells and tooltips as kits render them', () => {
  const ORDERS = `<html><body><main><div class="card"><table><thead><tr><th>Customer</th><th>Status</th><th>Total</th></tr></thead><tbody>
<tr><td><h6>Alexa Liras</h6></td><td data-k="alexa-status"><span class="badge bg-success">Online</span></td><td>€3,125.00</td></tr>
<tr><td><h6>Laurent Perrier</h6></td><td><span class="badge bg-secondary">Offline</span></td><td>€1,900.50</td></tr></tbody></table></div>
<ul class="ant-pagination"><li title="Previous Page" class="ant-pagination-prev"><button class="ant-pagination-item-link" type="button" tabindex="-1">‹</button></li>
<li title="1" class="ant-pagination-item" tabindex="0"><a rel="nofollow">1</a></li>
<li title="2" class="ant-pagination-item" tabindex="0"><a rel="nofollow">2</a></li>
<li title="3" class="ant-pagination-item" tabindex="0" data-k="p3"><a rel="nofollow">3</a></li>
<li title="Next Page" class="ant-pagination-next"><button class="ant-pagination-item-link" type="button" tabindex="-1">›</button></li></ul></main>
<footer><a href="#" data-original-title="Like us on Facebook" title="" data-k="fb"><i class="fab fa-facebook"></i></a>
<a href="#" data-original-title="Follow us on Twitter" title=""><i class="fab fa-twitter"></i></a>
<button type="button" data-twe-toggle="tooltip" title="" data-twe-original-title="Grid view"><svg></svg></button>
<button type="button" data-twe-toggle="tooltip" title="" data-twe-original-title="List view" data-k="list"><svg></svg></button>
<p class="small" data-k="copy">© 2024 Acme Inc.</p></footer></body></html>`;
  const { pick, at } = onPage(ORDERS);

  it('"go to page 3" is the page item, not a price whose digits start with 3', () => {
    expect(pick('go to page 3')).toEqual(at('p3'));
  });

  it('"Alexa Liras\'s status" is the cell, not the badge that only carries its text', () => {
    expect(pick("Alexa Liras's status")).toEqual(at('alexa-status'));
  });

  it('"Like us on Facebook" is the link whose tooltip says so, though its title is empty', () => {
    expect(pick('Like us on Facebook')).toEqual(at('fb'));
  });

  it('"list view button" is the icon button whose TW Elements tooltip says so', () => {
    expect(pick('list view button')).toEqual(at('list'));
  });

  it('"the copyright" is the line the © sign starts', () => {
    expect(pick('copyright')).toEqual(at('copy'));
  });
});

describe('fields named by what surrounds them', () => {
  const APP = `<html><body><header class="v-app-bar"><button class="v-btn" data-k="menu"><i class="mdi-menu mdi v-icon"></i></button><span>Coffee admin</span></header>
<nav class="navbar"><div class="input-group"><span class="input-group-text"><i class="fas fa-user"></i></span><input type="text" class="form-control" placeholder="Type here..."></div>
<div class="input-group"><span class="input-group-text"><i class="fas fa-search"></i></span><input type="text" class="form-control" placeholder="Type here..." data-k="search"></div></nav>
<main><h2>Contact us</h2><form id="contact-form">
<div class="form-group"><label class="bmd-label-floating">Your Name</label><input type="text" class="form-control"></div>
<div class="form-group"><label class="bmd-label-floating">Your Email</label><input type="email" class="form-control" data-k="email"></div>
<div class="form-group"><label for="tel">Phone number</label><input id="tel" type="tel" data-k="tel"></div>
<label><input type="checkbox" data-k="agree"> I have read the agreement</label>
<button type="submit">Send</button></form></main></body></html>`;
  const { pick, at } = onPage(APP);

  it('"hamburger button in the app bar": Material kits name the ≡ icon "menu", and the app bar is the header', () => {
    expect(pick('hamburger button in the app bar')).toEqual(at('menu'));
  });

  it('"search box" is the field whose input-group addon shows a magnifier', () => {
    expect(pick('search box in the navbar')).toEqual(at('search'));
  });

  it('"type your email in the contact form" types into the form\'s email field, not the form', () => {
    expect(pick('type your e-mail in the contact form')).toEqual(at('email'));
  });

  it('"Phone no." abbreviates number', () => {
    expect(pick('Phone no.')).toEqual(at('tel'));
  });

  it('"I agree checkbox" is the box that says the agreement was read', () => {
    expect(pick('I agree checkbox')).toEqual(at('agree'));
  });
});

describe('repeated links drawn as a glyph, and dialogs titled deep inside', () => {
  const MODALS = `<html><body><table class="cart"><tbody>
<tr><td><a href="?remove=1" class="remove" aria-label="Remove this item">×</a></td><td><a href="/p/sencha">Sencha</a></td></tr>
<tr><td><a href="?remove=2" class="remove" aria-label="Remove this item">×</a></td><td><a href="/p/genmaicha">Genmaicha</a></td></tr>
<tr><td><a href="?remove=3" class="remove" aria-label="Remove this item" data-k="x3">×</a></td><td><a href="/p/whisk">Bamboo Whisk</a></td></tr>
</tbody></table>
<div class="portfolio-modal modal fade" id="m1" aria-hidden="true"><div class="modal-dialog"><div class="modal-content">
<div class="modal-header"><button class="btn-close" type="button" aria-label="Close" data-k="close1"></button></div>
<div class="modal-body"><div class="container"><div class="row"><div class="col"><h2>Log Cabin</h2><img class="img-fluid" src="assets/img/portfolio/cabin.png" alt="..."><p>Lorem ipsum dolor sit amet, consectetur adipisicing elit. Mollitia neque assumenda ipsam nihil, molestias magnam, recusandae quos quis inventore quisquam velit asperiores.</p>
<button class="btn btn-primary"><i class="fas fa-xmark"></i> Close Window</button></div></div></div></div></div></div></div>
<div class="portfolio-modal modal fade" id="m2" aria-hidden="true"><div class="modal-dialog"><div class="modal-content">
<div class="modal-header"><button class="btn-close" type="button" aria-label="Close" data-k="close2"></button></div>
<div class="modal-body"><div class="container"><div class="row"><div class="col"><h2>Submarine</h2><img class="img-fluid" src="assets/img/portfolio/submarine.png" alt="..."><p>Lorem ipsum dolor sit amet, consectetur adipisicing elit. Mollitia neque assumenda ipsam nihil, molestias magnam, recusandae quos quis inventore quisquam velit asperiores.</p>
<button class="btn btn-primary"><i class="fas fa-xmark"></i> Close Window</button></div></div></div></div></div></div></div>
</body></html>`;
  const { pick, at } = onPage(MODALS);

  it('"the third × link" counts the × links, whose accessible name is "Remove this item"', () => {
    expect(pick('the third × link')).toEqual(at('x3'));
  });

  it('"the X in the Submarine modal" is that modal\'s close button, in the header above its title', () => {
    expect(pick('the X in the Submarine modal')).toEqual(at('close2'));
  });
});

describe('a cell is named by its row and column; a section\'s run-on text names nothing', () => {
  const PROJECTS = `<html><body><div class="card"><table><thead><tr><th>Project</th><th>Budget</th><th>Status</th><th></th></tr></thead><tbody>
<tr><td><div class="d-flex"><img src="/logos/spotify.svg" alt="spotify"><h6>Spotify</h6></div></td><td>$2,500</td><td>working</td><td><button class="btn btn-link"><i class="fa fa-ellipsis-v"></i></button></td></tr>
<tr><td><div class="d-flex"><img src="/logos/invision.svg" alt="invision"><h6>Invision</h6></div></td><td data-k="budget">$5,000</td><td>done</td><td><button class="btn btn-link"><i class="fa fa-ellipsis-v"></i></button></td></tr>
</tbody></table></div>
<div class="card"><div class="card-header"><strong>Horizontal</strong> Form</div><div class="card-body"><form class="form-horizontal">
<label for="hf-email">Email</label><input id="hf-email" type="email" data-k="hf-email"><button type="submit">Submit</button></form></div></div>
<div class="card"><div class="card-header">Input groups</div><div class="card-body"><form class="form-horizontal">
<div class="input-group"><span class="input-group-text">$</span><input type="text" placeholder="Amount"><span class="input-group-text">.00</span></div>
<div class="input-group"><input type="email" id="ig-email" placeholder="Email"></div></form></div></div>
<div class="card"><form><label><input type="checkbox"> Select all</label> <button type="reset" data-k="reset">Reset</button></form></div>
<div class="card"><form><label><input type="checkbox"> Select all</label> <button type="reset" data-k="reset">Reset</button></form></div>
</body></html>`;
  const { pick, at } = onPage(PROJECTS);

  it('"the Invision budget" is the budget cell of the Invision row, not the row\'s menu button', () => {
    expect(pick('the Invision budget')).toEqual(at('budget'));
  });

  it('"Email in the Horizontal Form": a form showing a value (".00") is not named by its layout class', () => {
    expect(pick('Email in the Horizontal Form')).toEqual(at('hf-email'));
  });

  it('"all Reset buttons" is every Reset button, though "Select all" runs into "Reset" in the forms\' text', () => {
    expect(pick('all Reset buttons')).toEqual(at('reset'));
  });
});

describe('a theme toggle is the dark mode toggle, whichever way its label puts it', () => {
  const NAVBAR = `<html><body><nav class="navbar"><a class="navbar__brand" href="/">Docs</a>
<button class="clean-btn toggleButton" type="button" title="Switch between dark and light mode (currently light mode)" aria-label="Switch between dark and light mode (currently light mode)" data-k="theme"><svg viewBox="0 0 24 24"><path d="M12 9c1.65"></path></svg></button>
<button class="navbar__toggle" type="button" aria-label="Toggle navigation bar"><svg viewBox="0 0 30 30"><path d="M4 7h22"></path></svg></button>
<button type="button" class="clean-btn" aria-label="Toggle word wrap"><svg viewBox="0 0 24 24"><path d="M4 19h6"></path></svg></button></nav></body></html>`;
  const { pick, at } = onPage(NAVBAR);

  it('"dark mode toggle" is the button that switches between dark and light mode', () => {
    expect(pick('dark mode toggle')).toEqual(at('theme'));
  });
});

describe('a header checkbox wrapped deep by a component kit still selects all rows', () => {
  const GRID = `<html><body><table class="v-table"><thead><tr>
<th class="v-data-table__th"><div class="v-selection-control v-checkbox-btn"><div class="v-selection-control__wrapper"><div class="v-selection-control__input"><i class="mdi-minus-box mdi v-icon" aria-hidden="true"></i><input id="checkbox-20" type="checkbox" aria-checked="mixed" value="true" data-k="all"></div></div></div></th>
<th>Name</th><th>Price</th></tr></thead><tbody>
<tr><td><div class="v-selection-control v-checkbox-btn"><div class="v-selection-control__wrapper"><div class="v-selection-control__input"><input type="checkbox" value="true"></div></div></div></td><td>Ethiopia Guji</td><td>$18.00</td></tr>
<tr><td><div class="v-selection-control v-checkbox-btn"><div class="v-selection-control__wrapper"><div class="v-selection-control__input"><input type="checkbox" value="true"></div></div></div></td><td>Kenya AA</td><td>$21.00</td></tr>
</tbody></table></body></html>`;
  const { pick, at } = onPage(GRID);

  it('"select all rows checkbox" is the unnamed checkbox heading the rows', () => {
    expect(pick('select all rows checkbox')).toEqual(at('all'));
  });
});

describe('what a control borrows from its surroundings', () => {
  const REPORT = `<html><body><header><button class="btn" data-k="bar-menu"><span class="material-icons">menu</span></button><span>Acme</span></header>
<aside><button class="btn"><span class="material-icons">menu</span></button><nav><a href="/">Home</a></nav></aside>
<main><section><table><thead><tr><th>Customer</th><th>Status</th><th>Total</th></tr></thead><tbody>
<tr><td>Alexa Liras</td><td data-k="alexa">Online</td><td>€3,125.00</td></tr>
<tr><td>Laurent Perrier</td><td>Offline</td><td>€1,900.50</td></tr>
<tr><td>Michael Levi</td><td>Online</td><td>€980.00</td></tr></tbody></table>
<a href="#" class="share"><i class="fab fa-facebook"></i></a></section></main></body></html>`;
  const { pick, at } = onPage(REPORT);

  it('a table just before an unnamed link is content, not the link\'s caption', () => {
    expect(pick("Alexa Liras's status")).toEqual(at('alexa'));
  });

  it('"the menu button in the app bar" is the one in the page header', () => {
    expect(pick('the menu button in the app bar')).toEqual(at('bar-menu'));
  });
});

// --- Mechanisms found on the third batch of blind page families ----------------------------

describe('a control named after what it acts on', () => {
  it('"the twitter icon under Larry Parker" is his Twitter link, whose name repeats his name', () => {
    const p = onPage(`<body><main>
      <div class="team"><h4>Diana Petersen</h4>
        <a class="btn-social" href="#!" aria-label="Diana Petersen Twitter Profile"><i class="fab fa-twitter"></i></a></div>
      <div class="team"><h4>Larry Parker</h4><p>Lead Developer</p>
        <a class="btn-social" href="#!" aria-label="Larry Parker Twitter Profile" data-k="k1"><i class="fab fa-twitter"></i></a>
        <a class="btn-social" href="#!" aria-label="Larry Parker LinkedIn Profile"><i class="fab fa-linkedin-in"></i></a></div></main>
      <footer><a class="btn" href="https://twitter.com/acme"><i class="fab fa-twitter"></i> Twitter</a></footer></body>`);
    expect(p.pick('the twitter icon under Larry Parker')).toEqual(p.at('k1'));
  });

  it('an anchor\'s words do not make the row holding the anchor the answer ("office of Jena Gaines")', () => {
    const p = onPage(`<table><thead><tr><th>Name</th><th>Position</th><th>Office</th></tr></thead><tbody>
      <tr><td>Jena Gaines</td><td>Office Manager</td><td data-k="k1">London</td></tr>
      <tr><td>Brielle Williamson</td><td>Integration Specialist</td><td>New York</td></tr></tbody></table>`);
    expect(p.pick('office of Jena Gaines')).toEqual(p.at('k1'));
  });
});

describe('single sign-on buttons', () => {
  const SIGN_UP = `<body><div class="card"><h5>Register with</h5>
    <a class="btn btn-outline-light" href="#" data-k="fb"><svg viewBox="0 0 64 64"><g id="Artboard"><g id="facebook-3"><path d="M1 1"></path></g></g></svg></a>
    <a class="btn btn-outline-light" href="#" data-k="apple"><svg viewBox="0 0 64 64"><g id="Artboard"><g id="apple-black"><path d="M1 1"></path></g></g></svg></a>
    <a class="btn btn-outline-light" href="#" data-k="google"><svg viewBox="0 0 64 64"><g id="Artboard"><g id="google-icon"><path d="M1 1"></path></g></g></svg></a>
    <p>or</p><form><input type="text" placeholder="Name" aria-label="Name"><input type="email" placeholder="Email" aria-label="Email">
    <button type="button" class="btn bg-gradient-dark" data-k="submit">Sign up</button></form></div>
    <footer><a href="#" data-k="s1"><span class="fab fa-dribbble"></span></a><a href="#" data-k="s2"><span class="fab fa-twitter"></span></a>
    <a href="#" data-k="s3"><span class="fab fa-github"></span></a><a href="#">Company</a><a href="#">About Us</a></footer></body>`;
  const p = onPage(SIGN_UP);

  it('an exported svg logo is named by its layer ids: "the Apple button", "Register with Google"', () => {
    expect(p.pick('the Apple button')).toEqual(p.at('apple'));
    expect(p.pick('Register with Google')).toEqual(p.at('google'));
  });

  it('"sign up with Facebook" is the Facebook button, not the Sign up button standing far from it', () => {
    expect(p.pick('sign up with Facebook')).toEqual(p.at('fb'));
  });

  it('social networks and sign-in providers are "social": "all the social icons in the footer", "the first social sign-up button"', () => {
    expect(p.pick('all the social icons in the footer').sort()).toEqual([...p.at('s1'), ...p.at('s2'), ...p.at('s3')].sort());
    expect(p.pick('the first social sign-up button')).toEqual(p.at('fb'));
  });

  it('"Continue with GitHub" both signs in and signs up', () => {
    const q = onPage(`<form><button type="button" data-k="k1">Continue with GitHub</button><button type="button">Continue with Google</button>
      <label for="e">Email</label><input id="e" type="email"><label for="pw">Password</label><input id="pw" type="password">
      <button type="submit">Create account</button></form>`);
    expect(q.pick('sign up with github')).toEqual(q.at('k1'));
  });

  it('a phrase the vocabulary knows stands for its word: "Create account button" is the Sign up button', () => {
    expect(p.pick('Create account button')).toEqual(p.at('submit'));
  });
});

describe('icon vocabulary of component kits', () => {
  const KANBAN = `<body><nav class="main-header navbar">
    <a class="nav-link" data-widget="pushmenu" href="#" role="button"><i class="fas fa-bars"></i></a>
    <a class="nav-link" data-toggle="dropdown" href="#" data-k="bell"><i class="far fa-bell"></i><span class="badge navbar-badge">15</span></a>
    <div class="dropdown-menu"><span class="dropdown-header">15 Notifications</span><a href="#" class="dropdown-item">See All Notifications</a></div>
    </nav>
    <div class="card"><h5 class="card-title">Write the README</h5><a href="#" class="btn btn-tool btn-link">#3</a>
      <a href="#" class="btn btn-tool" data-k="pen"><i class="fas fa-pen"></i></a></div>
    <div class="card"><h5 class="card-title">Create repo</h5><a href="#" class="btn btn-tool btn-link">#4</a>
      <a href="#" class="btn btn-tool"><i class="fas fa-pen"></i></a></div></body>`;
  const p = onPage(KANBAN);

  it('Font Awesome\'s pen is the edit pencil', () => {
    expect(p.pick('the edit button on the Write the README card')).toEqual(p.at('pen'));
  });

  it('a label that is only a count is a badge: "the bell" is the bell link showing 15', () => {
    expect(p.pick('the bell')).toEqual(p.at('bell'));
  });

  it('two swapped letters in a short word are a typo: "Mpas" is Maps, not Mass', () => {
    const q = onPage(`<nav><a href="#" data-k="maps">Maps</a><a href="#">Mass</a><a href="#">Tables</a></nav>`);
    expect(q.pick('Mpas')).toEqual(q.at('maps'));
  });

  it('"tick" and "untick" a row by its title answer the row\'s checkbox, not the title\'s link or details button; "mark as read" keeps its button', () => {
    const row = (k: number, title: string) => `<div role="row" class="task-row"><div role="gridcell"><div role="checkbox" tabindex="0" aria-checked="false" aria-label="Mark complete" data-k="c${k}"><svg aria-hidden="true"></svg></div>
      <a href="/t/${k}">${title}</a><div role="button" tabindex="0" aria-label="Open task details for ${title}">Details</div><button type="button" data-k="r${k}">Mark as read</button></div></div>`;
    const q = onPage(`<main><div role="grid">${row(1, 'Book venue for customer summit')}${row(2, 'Write Q3 campaign brief')}</div></main>`);
    expect(q.pick('untick Book venue for customer summit')).toEqual(q.at('c1'));
    expect(q.pick('tick Write Q3 campaign brief')).toEqual(q.at('c2'));
    expect(q.pick('Mark as read in the Write Q3 campaign brief row')).toEqual(q.at('r2'));
  });

  it('forms shorten time units: "the effort hours field" is "Effort (hrs)", "minutes" is "Duration (mins)"', () => {
    const q = onPage(`<form><label for="e">Effort (hrs)</label><input id="e" data-k="hrs"><label for="d">Duration (mins)</label><input id="d" data-k="mins">
      <label for="c">Cost centre</label><input id="c"></form>`);
    expect(q.pick('Type 2 into the effort hours field')).toEqual(q.at('hrs'));
    expect(q.pick('minutes field')).toEqual(q.at('mins'));
  });

  it('a doubled letter written once in a short word is a typo: "Alow squash merging" is the Allow checkbox, "Stil open" the Still open link', () => {
    const q = onPage(`<form><label><input type="checkbox" data-k="squash"> Allow squash merging</label><label><input type="checkbox"> Allow rebase merging</label>
      <label><input type="checkbox"> Squash commits on close</label></form><nav><a href="#" data-k="still">Still open</a><a href="#">Stale</a><a href="#">Closed</a></nav>`);
    expect(q.pick('Alow squash merging')).toEqual(q.at('squash'));
    expect(q.pick('Stil open')).toEqual(q.at('still'));
  });

  it('an inner letter left out of a three-letter word is a typo: "vew deal" is the View deal link of the cheapest car', () => {
    const q = onPage(`<ul class="results"><li class="car"><h3>Fiat 500</h3><span class="price">£21 total</span><a href="/deal/1" data-k="cheap">View deal</a></li>
      <li class="car"><h3>VW Golf</h3><span class="price">£34 total</span><a href="/deal/2">View deal</a></li></ul><a href="/new">New search</a>`);
    expect(q.pick('vew deal on the Fiat 500')).toEqual(q.at('cheap'));
  });

  it('a label the description writes out word for word wins where only small words tell two apart: "View on site button" is not "View site"', () => {
    const q = onPage(`<header><div id="user-tools">Welcome, admin. <a href="/">View site</a> / <a href="/password_change/">Change password</a></div></header>
      <main><ul class="object-tools"><li><a href="/admin/history/">History</a></li><li><a href="/articles/12/" class="viewsitelink" data-k="on-site">View on site</a></li></ul></main>`);
    expect(q.pick('View on site button')).toEqual(q.at('on-site'));
  });

  it('Carbon\'s overflow menu is the row\'s ⋮ button', () => {
    const rows = ['Ana', 'Ben', 'Cleo'].map((n, k) => `<tr><td>${n}</td><td class="cds--table-column-menu"><button class="cds--overflow-menu" aria-label="Options" data-k="r${k}"><svg class="cds--overflow-menu__icon"><path d="M1 1"></path></svg></button></td></tr>`).join('');
    const q = onPage(`<table><tbody>${rows}</tbody></table>`);
    expect(q.pick("the third row's overflow menu")).toEqual(q.at('r2'));
  });

  it('"Options" is the ⋮ menu, not settings: "the gear icon" is the Table settings button', () => {
    const q = onPage(`<section class="cds--table-toolbar"><button aria-label="Refresh list"><svg><path d="M1 1"></path></svg></button>
      <button aria-label="Table settings" data-k="k1"><svg><path d="M2 2"></path></svg></button></section>
      <table><tbody><tr><td>Ana</td><td><button aria-label="Options"><svg><path d="M1 1"></path></svg></button></td></tr>
      <tr><td>Ben</td><td><button aria-label="Options"><svg><path d="M1 1"></path></svg></button></td></tr></tbody></table>`);
    expect(q.pick('the gear icon in the table toolbar')).toEqual(q.at('k1'));
  });
});

describe('controls kits draw their own way', () => {
  it('colour and date inputs are pickers', () => {
    const p = onPage(`<form><label>Number</label><input type="number" aria-label="Number"><label>Color</label><input type="color" aria-label="Color" data-k="k1">
      <label>Date</label><input type="date" aria-label="Date" data-k="k2"><label>Tags</label><input type="text" aria-label="Tags"></form>`);
    expect(p.pick('colour picker')).toEqual(p.at('k1'));
    expect(p.pick('the date picker')).toEqual(p.at('k2'));
  });

  it('a role noun ending a control\'s exact name is part of the name: "Table List in the sidebar"', () => {
    const p = onPage(`<div class="sidebar"><ul class="nav"><li><a href="./dashboard.html"><i class="tim-icons icon-chart-pie-36"></i><p>Dashboard</p></a></li>
      <li><a href="./tables.html" data-k="k1"><i class="tim-icons icon-puzzle-10"></i><p>Table List</p></a></li>
      <li><a href="./typography.html"><i class="tim-icons icon-align-center"></i><p>Typography</p></a></li></ul></div><main><h2>Tables</h2></main>`);
    expect(p.pick('Table List in the sidebar')).toEqual(p.at('k1'));
  });

  it('"send the invites" is the Send invitations button: a verb meets its noun', () => {
    const p = onPage(`<div role="dialog" aria-label="Invite users"><form><label for="em">Emails</label><textarea id="em"></textarea>
      <input type="checkbox" id="n"><label for="n">Send a welcome email</label>
      <button type="button">Cancel</button><button type="submit" data-k="k1">Send invitations</button></form></div>`);
    expect(p.pick('send the invites')).toEqual(p.at('k1'));
  });
});

describe('ticking a row', () => {
  const TASKS = `<table class="table"><tbody>
    <tr><td><div class="form-check"><label class="form-check-label"><input class="form-check-input" type="checkbox" data-k="c1"><span class="form-check-sign"></span></label></div></td>
      <td><p class="title">Update the Documentation</p><p class="text-muted">Dwuamish Head, Seattle</p></td>
      <td class="td-actions"><button type="button" class="btn btn-link" data-original-title="Edit Task"><i class="tim-icons icon-pencil"></i></button></td></tr>
    <tr><td><div class="form-check"><label class="form-check-label"><input class="form-check-input" type="checkbox" data-k="c2"><span class="form-check-sign"></span></label></div></td>
      <td><p class="title">GDPR Compliance</p><p class="text-muted">The GDPR is a regulation</p></td>
      <td class="td-actions"><button type="button" class="btn btn-link" data-original-title="Edit Task"><i class="tim-icons icon-pencil"></i></button></td></tr>
  </tbody></table>`;
  const p = onPage(TASKS);

  it('"tick off GDPR Compliance" ticks the row\'s one checkbox, whatever other buttons it has', () => {
    expect(p.pick('tick off GDPR Compliance')).toEqual(p.at('c2'));
  });

  it('"tick the row for X" is the checkbox in that row; "tick every row", every row\'s checkbox', () => {
    const q = onPage(`<table><tbody>
      <tr><td><input type="checkbox" data-k="a"></td><td><a href="/u/1">Elif Demir</a></td><td>elif@northwind.io</td></tr>
      <tr><td><input type="checkbox" data-k="b"></td><td><a href="/u/2">Hugo Lin</a></td><td>hugo@northwind.io</td></tr></tbody></table>`);
    expect(q.pick('tick the row for Elif Demir')).toEqual(q.at('a'));
    expect(q.pick('tick every row').sort()).toEqual([...q.at('a'), ...q.at('b')].sort());
  });
});

describe('controls that script makes clickable, and controls inside controls', () => {
  it('an icon inside an <a> without href, a custom <btn> or a span with onclick is clicked at that element', () => {
    const p = onPage(`<div class="toolbar"><a class="nav-link" data-toggle="dropdown" data-k="bell"><i class="fa fa-bell"></i><span class="badge">3</span></a>
      <btn class="btn btn-sm btn-icon" data-k="phone"><i class="fa fa-phone"></i></btn>
      <span onclick="remove()" data-k="trash"><i class="fa fa-trash"></i></span>
      <mat-radio-button class="mat-mdc-radio-button" id="mat-radio-1"><div class="mdc-form-field"><div class="mdc-radio">
      <input type="radio" class="mdc-radio__native-control" id="mat-radio-1-input" data-k="radio"></div><label for="mat-radio-1-input">Part-time</label></div></mat-radio-button></div>`);
    expect(p.pick('the notifications bell')).toEqual(p.at('bell'));
    expect(p.pick('the phone button')).toEqual(p.at('phone'));
    expect(p.pick('the trash icon')).toEqual(p.at('trash'));
    // A kit's wrapper around a real control is not a second control.
    expect(p.pick('part time')).toEqual(p.at('radio'));
  });

  it('of a treeitem and the link inside it with the same name, the link is clicked, unless a tree item is asked for', () => {
    const p = onPage(`<nav class="sidebar"><ul role="tree">
      <li role="treeitem" data-k="li1"><a href="/dash" data-k="a1"><i class="fa fa-home"></i> Dashboard</a></li>
      <li role="treeitem" data-k="li2"><a href="/users" data-k="a2"><i class="fa fa-users"></i> Users</a></li></ul></nav><main><h1>Home</h1></main>`);
    expect(p.pick('the Dashboard menu item')).toEqual(p.at('a1'));
    expect(p.pick('the Users tree item')).toEqual(p.at('li2'));
  });
});

describe('table headers and unlabelled selects', () => {
  const p = onPage(`<form><div class="form-group"><label>Status</label><select class="form-control" data-k="status"><option>Active</option><option>Pending</option></select></div>
    <table class="table"><thead data-k="thead"><tr><th>Order</th><th>Status</th><th data-k="total">Total</th></tr></thead>
    <tbody><tr><td>#1</td><td>Active</td><td>$5</td></tr></tbody></table></form>`);

  it('"the Total header" is the column header, not the table head around all of them', () => {
    expect(p.pick('the Total header')).toEqual(p.at('total'));
  });

  it('a select with no label of its own is named by the label beside it, not by its options', () => {
    expect(p.pick('the status dropdown')).toEqual(p.at('status'));
  });
});

describe('an icon-only addon acts on the field before it', () => {
  it('"show password" is the eye button after the password field', () => {
    const p = onPage(`<form><div class="input-group"><input type="email" class="form-control" placeholder="Email"></div>
      <div class="input-group"><input type="password" class="form-control" id="pw" placeholder="Password">
      <button class="btn btn-outline-secondary" type="button" id="togglePw" data-k="eye"><i class="bi bi-eye"></i></button></div>
      <a href="/forgot">Forgot password?</a><button type="submit">Sign in</button></form>`);
    expect(p.pick('show password')).toEqual(p.at('eye'));
  });
});

describe('the page behind an open modal dialog', () => {
  // Chakra, Radix and MUI mark everything beside an open dialog aria-hidden; it stays on screen.
  const page = (dialog: string): string => `<div id="root" aria-hidden="true"><header><button data-k="export">Export</button></header>
    <main><select aria-label="Owner" data-k="owner"><option>Anyone</option><option>Me</option></select>
    <div aria-hidden="true" class="drawer-closed"><a href="/settings" data-k="settings">Settings</a></div></main></div>
    <div class="portal">${dialog}</div>`;

  it('keeps its names and is found as the page it is', () => {
    const p = onPage(page('<section role="dialog" aria-modal="true" aria-label="Edit contact"><input aria-label="First name"><button>Save</button></section>'));
    expect(p.pick('the Export button')).toEqual(p.at('export'));
    expect(p.pick('the owner dropdown')).toEqual(p.at('owner'));
    expect(p.index.byIdentifier(p.at('owner')[0]!)?.name).toBe('Owner');
    // aria-hidden inside that page still hides what it hides.
    expect(p.index.byIdentifier(p.at('settings')[0]!)?.hidden).toBe(true);
  });

  it('is hidden as aria-hidden says when no dialog is open', () => {
    const p = onPage(page('<section role="dialog" aria-modal="true" hidden><button>Save</button></section>'));
    expect(p.index.byIdentifier(p.at('export')[0]!)?.hidden).toBe(true);
    expect(p.index.byIdentifier(p.at('owner')[0]!)?.name).toBe('');
  });
});

describe('a relation word right after "the" starts a name', () => {
  it('"the About link" and "the From account dropdown" name the link and the field, not a relation', () => {
    const p = onPage(`<form><label for="from">From account</label><select id="from" data-k="from"><option>Everyday</option></select>
      <label for="to">To</label><input id="to"></form><footer><ul><li><a href="#!" data-k="about">About</a></li><li><a href="#!">Contact</a></li></ul></footer>`);
    expect(p.pick('the About link')).toEqual(p.at('about'));
    expect(p.pick('the From account dropdown')).toEqual(p.at('from'));
  });
});

describe('containers a page draws but does not mark up', () => {
  it('"the search box in the top bar" is the one search box when no top bar holds it', () => {
    // The bar is a styled div; the only "header" on the page is a table's.
    const p = onPage(`<div class="sticky top-0 flex h-16"><form><input type="search" aria-label="Search" data-k="search"></form><button aria-label="Notifications"></button></div>
      <main><input aria-label="Department"><table><thead><tr><th>Name</th><th>Role</th></tr></thead><tbody><tr><td>Ann</td><td>Admin</td></tr></tbody></table></main>`);
    expect(p.pick('the search box in the top bar')).toEqual(p.at('search'));
    // A container the page names, but that holds no such thing, still rules it out.
    expect(p.pick('the search box in the Role column')).toEqual([]);
  });

  it('"the owner dropdown in the filters": a Filters button heads the bar of fields beside it', () => {
    const p = onPage(`<div class="bar"><div class="row"><button type="button"><span><svg><path d="M0"/></svg></span>Filters</button>
      <div><select aria-label="Status"><option>Any</option></select></div><div><select aria-label="Owner" data-k="owner"><option>Anyone</option></select></div></div></div>
      <main><p>Lots of text</p></main><aside role="dialog" aria-label="Edit contact"><form><label for="o">Contact owner</label><select id="o"><option>Ann</option></select></form></aside>`);
    expect(p.pick('the owner dropdown in the filters')).toEqual(p.at('owner'));
  });
});

describe('icons named by their library\'s attribute', () => {
  it('uk-icon, data-feather and <ion-icon name> say what the icon-only control is', () => {
    const p = onPage(`<nav><a href="/fav" class="uk-icon-link" uk-icon="icon: heart; ratio: 1.2" data-k="heart"><svg viewBox="0 0 20 20"><path d="M1"/></svg></a>
      <button class="btn" data-k="bell"><i data-feather="bell"></i></button>
      <button class="icon-button" data-k="trash"><ion-icon name="trash-outline"></ion-icon></button>
      <button class="icon-button"><ion-icon name="create-outline"></ion-icon></button></nav>
      <footer><a href="https://instagram.com/x" uk-icon="instagram" data-k="insta"><svg viewBox="0 0 20 20"><path d="M1"/></svg></a><a href="/about">About</a></footer>`);
    expect(p.pick('the heart icon')).toEqual(p.at('heart'));
    expect(p.pick('the notifications bell')).toEqual(p.at('bell'));
    expect(p.pick('the trash button')).toEqual(p.at('trash'));
    expect(p.pick('Instagram')).toEqual(p.at('insta'));
  });

  it('Clarity\'s <cds-icon shape>, Fluent\'s data-icon-name and Angular Material\'s svgIcon do too', () => {
    const p = onPage(`<header><a href="/notifications" class="nav-icon" data-k="bell"><cds-icon shape="bell" role="none"><svg viewBox="0 0 36 36"><path d="M1"/></svg></cds-icon></a>
      <button class="nav-icon"><clr-icon shape="user"></clr-icon></button></header>
      <div class="commands"><button class="ms-Button" data-k="del"><i data-icon-name="Delete" aria-hidden="true" class="root-105"></i></button>
      <button class="ms-Button"><i data-icon-name="Share" aria-hidden="true" class="root-105"></i></button>
      <button mat-icon-button data-k="fav"><mat-icon svgIcon="favorite"></mat-icon></button></div>`);
    expect(p.pick('the bell')).toEqual(p.at('bell'));
    expect(p.pick('the delete button')).toEqual(p.at('del'));
    expect(p.pick('the favorite icon')).toEqual(p.at('fav'));
  });

  it('cards count as one list when CSS-in-JS gives each its own generated class: "the star on the third job"', () => {
    const p = onPage(`<aside><fieldset><legend>Workplace</legend><div><label><input type="checkbox"> Remote</label></div><div><label><input type="checkbox"> Hybrid</label></div><div><label><input type="checkbox"> On-site</label></div></fieldset></aside>
      <section aria-label="Results">
      <div class="euiPanel css-81c7eb0-euiPanel-grow-m-plain job-card"><h3><a href="/jobs/81c7eb0">Site Reliability Engineer</a></h3><span>Remote</span>
        <button class="euiButtonIcon css-d7e83ca-euiButtonIcon-xs" aria-label="Save job"><svg class="euiIcon" role="img" data-icon-type="starEmpty" aria-hidden="true"><path d="M1"/></svg></button>
        <button class="euiButtonIcon css-d7e83ca-euiButtonIcon-xs" aria-label="Share job"><svg class="euiIcon" role="img" data-icon-type="share" aria-hidden="true"><path d="M1"/></svg></button></div>
      <div class="euiPanel css-2735859-euiPanel-grow-m-plain job-card"><h3><a href="/jobs/2735859">Product Designer</a></h3><span>Remote</span>
        <button class="euiButtonIcon css-d7e83ca-euiButtonIcon-xs" aria-label="Save job"><svg class="euiIcon" role="img" data-icon-type="starEmpty" aria-hidden="true"><path d="M1"/></svg></button>
        <button class="euiButtonIcon css-d7e83ca-euiButtonIcon-xs" aria-label="Share job"><svg class="euiIcon" role="img" data-icon-type="share" aria-hidden="true"><path d="M1"/></svg></button></div>
      <div class="euiPanel css-5a1f2c3-euiPanel-grow-m-plain job-card"><h3><a href="/jobs/5a1f2c3">Data Analyst</a></h3><span>Remote</span>
        <button class="euiButtonIcon css-d7e83ca-euiButtonIcon-xs" aria-label="Save job" data-k="star3"><svg class="euiIcon" role="img" data-icon-type="starEmpty" aria-hidden="true"><path d="M1"/></svg></button>
        <button class="euiButtonIcon css-d7e83ca-euiButtonIcon-xs" aria-label="Share job"><svg class="euiIcon" role="img" data-icon-type="share" aria-hidden="true"><path d="M1"/></svg></button></div>
      <div class="euiPanel css-9e8d7c6-euiPanel-grow-m-plain job-card"><h3><a href="/jobs/9e8d7c6">QA Lead</a></h3><span>Remote</span>
        <button class="euiButtonIcon css-d7e83ca-euiButtonIcon-xs" aria-label="Save job"><svg class="euiIcon" role="img" data-icon-type="starEmpty" aria-hidden="true"><path d="M1"/></svg></button>
        <button class="euiButtonIcon css-d7e83ca-euiButtonIcon-xs" aria-label="Share job"><svg class="euiIcon" role="img" data-icon-type="share" aria-hidden="true"><path d="M1"/></svg></button></div></section>`);
    expect(p.pick('the star on the third job')).toEqual(p.at('star3'));
  });
});

describe('forum words', () => {
  it('"start a new thread" is the New Topic button', () => {
    const p = onPage(`<header><a href="/latest">Latest</a><a href="/new">New (3)</a><a href="/top">Top</a></header>
      <main><button id="create-topic" data-k="new"><i class="fa fa-plus"></i> New Topic</button><button>Bulk select</button>
      <table><tr><td><a href="/t/1">Welcome to the forum</a></td><td>12</td></tr><tr><td><a href="/t/2">Laser cutter rota</a></td><td>4</td></tr></table></main>`);
    expect(p.pick('start a new thread')).toEqual(p.at('new'));
  });
});

describe('app chrome words', () => {
  it('"the waffle menu" is the app launcher', () => {
    const p = onPage(`<header><button aria-label="App launcher" data-k="apps"><svg viewBox="0 0 20 20"><path d="M1 1h3v3H1z"/></svg></button><span>Contoso HR</span>
      <button aria-label="Settings"><svg viewBox="0 0 20 20"><path d="M2"/></svg></button><button aria-label="Account manager for Priya">PS</button></header>
      <nav><a href="/time-off">Time off</a><a href="/benefits">Benefits</a></nav>`);
    expect(p.pick('waffle menu')).toEqual(p.at('apps'));
  });

  it('"open the trash" is where deleted files wait', () => {
    const p = onPage(`<nav><ul><li><a href="/files">All files</a></li><li><a href="/recent">Recent</a></li><li><a href="/favorites">Favorites</a></li>
      <li><a href="/trashbin" data-k="bin">Deleted files</a></li></ul><button aria-label="Open menu">⋮</button></nav><main><table><tr><td><a href="/f/1">Budget.xlsx</a></td></tr></table></main>`);
    expect(p.pick('open the trash')).toEqual(p.at('bin'));
  });
});

describe('web components saved without their shadow roots', () => {
  const p = onPage(`<ion-header><ion-toolbar><ion-buttons slot="start"><ion-menu-button data-k="menu"><ion-icon name="menu"></ion-icon></ion-menu-button></ion-buttons><ion-title>Schedule</ion-title></ion-toolbar></ion-header>
    <ion-content><ion-list><ion-item><ion-label><h2>Spin 45</h2><p>07:00 · Studio 1</p></ion-label><ion-button slot="end" fill="outline" data-k="b1">Book</ion-button></ion-item><ion-item><ion-label><h2>Pilates</h2><p>07:00 · Studio 1</p></ion-label><ion-button slot="end" fill="outline" data-k="b2">Book</ion-button></ion-item><ion-item><ion-label><h2>HIIT Express</h2><p>07:00 · Studio 1</p></ion-label><ion-button slot="end" fill="outline" data-k="b3">Book</ion-button></ion-item></ion-list>
    <ion-fab><ion-fab-button data-k="fab"><ion-icon name="add"></ion-icon></ion-fab-button></ion-fab>
    <mat-checkbox class="mat-mdc-checkbox"><div class="mdc-checkbox"><input type="checkbox" id="laptop" data-k="laptop"></div><label for="laptop">Laptop</label></mat-checkbox></ion-content>`);

  it('<ion-button> and <ion-fab-button> are the buttons their shadow roots held', () => {
    expect(p.pick('all the Book buttons')).toEqual(['b1', 'b2', 'b3'].flatMap((k) => p.at(k)));
    expect(p.pick('the plus button')).toEqual(p.at('fab'));
    expect(p.pick('the hamburger menu')).toEqual(p.at('menu'));
  });

  it('a kit that renders the native control in the light DOM keeps it as the control', () => {
    expect(p.pick('the Laptop checkbox')).toEqual(p.at('laptop'));
  });
});

describe('a file input is the upload control', () => {
  it('"the upload field" finds it whatever its label says', () => {
    const p = onPage(`<form><label for="n">Full name</label><input id="n"><label for="e">Email</label><input id="e" type="email">
      <label for="cv">Résumé (PDF)</label><input id="cv" type="file" accept=".pdf" data-k="cv"><button type="submit">Send application</button></form>`);
    expect(p.pick('the upload field')).toEqual(p.at('cv'));
  });
});

describe('an svg drawn as three circles is the ⋯ glyph', () => {
  it('"the three dots menu on the last row" finds the row\'s kebab, whatever its label says', () => {
    const p = onPage(`<aside><div class="card-head">Recent activity<button class="opt" aria-label="More options"><svg viewBox="0 0 16 16"><path d="M1 1h4"/></svg></button></div></aside>
      <table><thead><tr><th>Name</th><th>Status</th><th></th></tr></thead><tbody>
      <tr><td>John Doe</td><td>Active</td><td><button class="row-btn" aria-label="Row actions"><svg viewBox="0 0 16 16"><circle cx="3" cy="8" r="1.4"/><circle cx="8" cy="8" r="1.4"/><circle cx="13" cy="8" r="1.4"/></svg></button></td></tr><tr><td>Anna Smith</td><td>Active</td><td><button class="row-btn" aria-label="Row actions"><svg viewBox="0 0 16 16"><circle cx="3" cy="8" r="1.4"/><circle cx="8" cy="8" r="1.4"/><circle cx="13" cy="8" r="1.4"/></svg></button></td></tr><tr><td>Marco Vega</td><td>Active</td><td><button class="row-btn" aria-label="Row actions" data-k="last"><svg viewBox="0 0 16 16"><circle cx="3" cy="8" r="1.4"/><circle cx="8" cy="8" r="1.4"/><circle cx="13" cy="8" r="1.4"/></svg></button></td></tr></tbody></table>`);
    expect(p.pick('the three dots menu on the last row')).toEqual(p.at('last'));
  });
});

describe('a feed\'s articles are its posts', () => {
  const p = onPage(`<form class="compose-form"><textarea aria-label="What's on your mind?"></textarea><button type="submit">Post</button></form>
    <div role="feed">
    <article class="focusable" aria-label="Ana Lima, 1h ago"><div class="status"><a href="/@ana" class="display-name">Ana Lima</a><a href="/@ana/1" class="status__relative-time" data-k="time1"><time datetime="2026-11-22T08:00">12m</time></a><p>Hello from Ana Lima</p>
        <div class="status__action-bar"><button aria-label="Reply" class="icon-button"><i class="fa fa-reply"></i></button><button aria-label="Boost" class="icon-button"><i class="fa fa-retweet"></i></button><button aria-label="Bookmark" class="icon-button"><i class="fa fa-bookmark"></i></button></div></div></article>
    <article class="focusable" aria-label="Kenji Mori, 1h ago"><div class="status"><a href="/@kenji" class="display-name">Kenji Mori</a><a href="/@kenji/2" class="status__relative-time"><time datetime="2026-11-22T07:30">38m</time></a><p>Hello from Kenji Mori</p>
        <div class="status__action-bar"><button aria-label="Reply" class="icon-button"><i class="fa fa-reply"></i></button><button aria-label="Boost" class="icon-button"><i class="fa fa-retweet"></i></button><button aria-label="Bookmark" class="icon-button" data-k="second"><i class="fa fa-bookmark"></i></button></div></div></article>
    <article class="focusable" aria-label="Dev Patel, 1h ago"><div class="status"><a href="/@dev" class="display-name">Dev Patel</a><a href="/@dev/3" class="status__relative-time"><time datetime="2026-11-22T07:00">1h</time></a><p>Hello from Dev Patel</p>
        <div class="status__action-bar"><button aria-label="Reply" class="icon-button"><i class="fa fa-reply"></i></button><button aria-label="Boost" class="icon-button"><i class="fa fa-retweet"></i></button><button aria-label="Bookmark" class="icon-button" data-k="last"><i class="fa fa-bookmark"></i></button></div></div></article></div>
    <ul class="dropdown-menu"><li><a href="#" role="button">Expand this post</a></li><li><a href="#" role="button">Mute this post</a></li><li><a href="#" role="button">Filter this post</a></li></ul>`);

  it('"the bookmark icon on the last post" counts the articles, not the controls that mention posts', () => {
    expect(p.pick('bookmark icon on the last post')).toEqual(p.at('last'));
    expect(p.pick('the bookmark button of the second post')).toEqual(p.at('second'));
  });

  it('a post\'s timestamp is its time link', () => {
    expect(p.pick('timestamp of the first post')).toEqual(p.at('time1'));
  });
});

describe('card headers and bare menu openers', () => {
  const p = onPage(`<header><a href="/">Acme</a><a href="/payees" data-k="top">Payees</a></header>
    <div class="card"><div class="card-header"><div class="title"><span>Recent payees</span><button><i class="kit-icon plus"></i>Add payee</button></div></div>
      <ul><li><div class="name">Priya Shah</div><button data-k="pay-recent">Pay</button><div class="dropdown"><button aria-haspopup="menu" data-k="dots1"><i class="kit-icon"><svg viewBox="0 0 9 9"><path d="M1"/></svg></i></button></div></li>
      <li><div class="name">Acme Lettings</div><button data-k="pay-recent">Pay</button><div class="dropdown"><button aria-haspopup="menu" data-k="dots2"><i class="kit-icon"><svg viewBox="0 0 9 9"><path d="M1"/></svg></i></button></div></li>
      <li><div class="name">Tom Mercer</div><button data-k="pay-recent">Pay</button><div class="dropdown"><button aria-haspopup="menu"><i class="kit-icon"><svg viewBox="0 0 9 9"><path d="M1"/></svg></i></button></div></li></ul></div>
    <div class="card"><div class="card-header"><span>Scheduled payments</span></div><div class="body"><table><tr><td>Rent</td><td><button data-k="pay-scheduled">Pay</button></td></tr><tr><td>Gas</td><td><button data-k="pay-scheduled">Pay</button></td></tr></table></div></div>
    <nav><button aria-haspopup="menu"><i class="kit-icon bell"></i></button><button><i class="kit-icon"></i></button></nav>`);

  it('a card\'s header stands for the card: "the Pay button in Recent payees"', () => {
    expect(p.pick('all the Pay buttons in Recent payees')).toEqual(p.at('pay-recent'));
    expect(p.pick('all the Pay buttons in Scheduled payments')).toEqual(p.at('pay-scheduled'));
  });

  it('an unnamed menu opener drawn with no icon word of its own is the "three dots" menu', () => {
    expect(p.pick('the three dots next to Acme Lettings')).toEqual(p.at('dots2'));
    expect(p.pick('the three dots next to Acme Lettings in Recent payees')).toEqual(p.at('dots2'));
  });
});

describe('a record noun in an anchor says what the anchor is', () => {
  it('"delete the Russian Literature task": the row whose text says Russian Literature, though no text says task', () => {
    const p = onPage(`<div class="card"><h4>Tasks</h4><table><tbody>
      <tr><td>Sign contract for "What are conference organizers afraid of?"</td><td><button title="Edit"><i class="ic ic-pencil"></i></button><button title="Remove"><i class="ic ic-remove"></i></button></td></tr>
      <tr><td>Lines From Great Russian Literature? Or E-mails From My Boss?</td><td><button title="Edit"><i class="ic ic-pencil"></i></button><button title="Remove" data-k="rm2"><i class="ic ic-remove"></i></button></td></tr>
      <tr><td>Flooded: One year later, assessing what was lost</td><td><button title="Edit"><i class="ic ic-pencil"></i></button><button title="Remove"><i class="ic ic-remove"></i></button></td></tr>
      </tbody></table></div>`);
    expect(p.pick('delete the Russian Literature task')).toEqual(p.at('rm2'));
  });
});

describe('glyphs people name by their shape', () => {
  const p = onPage(`<header><a href="#" class="dropdown-toggle" data-k="globe"><i class="icons location_world"></i></a>
    <button aria-label="Messages" data-k="messages"><svg viewBox="0 0 24 24"><rect x="2" y="4" width="20" height="16"/></svg></button>
    <button aria-label="Notifications"><svg viewBox="0 0 24 24"><path d="M1"/></svg></button>
    <a href="/inbox"><i class="fa fa-envelope"></i> Inbox</a></header>
    <form><label for="e">Email</label><input id="e" type="email"></form>`);

  it('"the globe icon" is the world glyph; "the envelope icon" is the messages button', () => {
    expect(p.pick('the globe icon')).toEqual(p.at('globe'));
    expect(p.pick('the envelope button')).toEqual(p.at('messages'));
  });
});

describe('side navigation drawn without <aside>', () => {
  it('"in the sidebar" is a bare <nav> beside the content, or a drawer', () => {
    const p = onPage(`<header><a href="/">Salon</a></header><main><table><tr><td>Farah Haddad</td><td><button>Message client</button></td></tr></table><a href="/clients/all">Clients</a></main>
      <nav class="shell-navbar"><a href="/bookings">Bookings</a><a href="/clients" data-k="clients">Clients</a></nav>`);
    expect(p.pick('Clients link in the sidebar')).toEqual(p.at('clients'));
    const q = onPage(`<main><h2>Recent</h2><a href="/orders/new">Orders</a></main><div class="v-navigation-drawer"><a href="/orders" data-k="orders">Orders</a></div>`);
    expect(q.pick('Orders in the sidebar')).toEqual(q.at('orders'));
  });
});

describe('labels people shorten or point at', () => {
  const p = onPage(`<form role="search"><select aria-label="Search in"><option>All</option></select><input type="search" aria-label="Search products" data-k="search"><button type="submit">Go</button></form>
    <section><button data-k="clickme">Click me</button><button>Submit</button><a href="/me">Me</a></section>
    <form><label for="lo">Minimum salary</label><input id="lo" type="number"><label for="hi">Maximum salary</label><input id="hi" type="number" data-k="max">
    <label for="bo">Bonus (% of base)</label><input id="bo" type="number" data-k="bonus"><label for="eq">Equity</label><input id="eq" type="number"></form>`);

  it('"Click me button": a plain verb with a pointing word after it is the label', () => {
    expect(p.pick('Click me button')).toEqual(p.at('clickme'));
  });

  it('"the max salary box", "bonus percentage field": abbreviations and the % sign', () => {
    expect(p.pick('the max salary box')).toEqual(p.at('max'));
    expect(p.pick('bonus percentage field')).toEqual(p.at('bonus'));
  });

  it('"search box" is the search input, not the <select> of where to search', () => {
    expect(p.pick('search box')).toEqual(p.at('search'));
  });
});

describe('expanding or collapsing means the toggle of what is named', () => {
  it('"expand the Search engine section" is its summary, not the fieldset', () => {
    const p = onPage(`<form><fieldset class="module"><h2>Content</h2><label for="t">Title</label><input id="t"></fieldset>
      <fieldset class="module collapse"><details><summary data-k="summary"><h2>Search engine</h2></summary>
      <label for="m">Meta title</label><input id="m"></details></fieldset></form>`);
    expect(p.pick('expand the Search engine section')).toEqual(p.at('summary'));
  });

  it('"expand Core concepts" is the caret beside the category link; "expand Invoices" the tree item\'s toggle button', () => {
    const p = onPage(`<nav><ul><li><a href="/intro">Introduction</a></li>
      <li><div><a href="/core">Core concepts</a><button aria-expanded="false" aria-label="Expand sidebar category" data-k="caret"></button></div></li>
      <li><div><a href="/guides">Guides</a><button aria-expanded="false" aria-label="Expand sidebar category"></button></div></li></ul></nav>
      <ul role="tree"><li role="treeitem" aria-expanded="false"><div><button class="tree-toggle-button" data-k="toggle"><svg></svg></button><span>Invoices</span></div></li>
      <li role="treeitem" aria-expanded="false"><div><button class="tree-toggle-button"><svg></svg></button><span>Photos</span></div></li></ul>`);
    expect(p.pick('expand Core concepts')).toEqual(p.at('caret'));
    expect(p.pick('expand Invoices')).toEqual(p.at('toggle'));
  });

  it('"collapse the Forms menu" is the button that says whether Forms is expanded, not a link to Forms', () => {
    const p = onPage(`<aside><nav><button aria-expanded="true" data-k="forms"><span>Forms</span><span class="badge">Hot</span></button>
      <div><a href="/forms/basic">Basic</a><a href="/forms/advanced">Advanced</a></div><button aria-expanded="false"><span>Tables</span></button></nav></aside>
      <main><nav class="breadcrumb"><a href="/">Home</a><a href="/forms">Forms</a></nav></main>`);
    expect(p.pick('collapse the Forms menu')).toEqual(p.at('forms'));
  });
});

describe('the × that takes a tag or a task away', () => {
  it('"remove the Q3 renewal tag" is the close button in that tag; "the x icon in the last task" is that row\'s remove button', () => {
    const p = onPage(`<section><h3>Tags</h3><ul><li><span>Enterprise<button aria-label="close"><svg></svg></button></span></li>
      <li><span>Q3 renewal<button aria-label="close" data-k="q3"><svg></svg></button></span></li></ul>
      <footer><button>Delete</button><button>Cancel</button></footer></section>
      <table><tr><td>Write the report</td><td><button title="Edit"><i class="now-ui-icons ui-2_settings-90"></i></button><button title="Remove"><i class="now-ui-icons ui-1_simple-remove"></i></button></td></tr>
      <tr><td>Call the bank</td><td><button title="Edit"><i class="now-ui-icons ui-2_settings-90"></i></button><button title="Remove" data-k="last"><i class="now-ui-icons ui-1_simple-remove"></i></button></td></tr></table>`);
    expect(p.pick('remove the Q3 renewal tag')).toEqual(p.at('q3'));
    expect(p.pick('the x icon in the last task')).toEqual(p.at('last'));
  });
});

describe('"page 3" is the pager\'s page', () => {
  it('the link named "Page 3", not the "3 comments" link drawn as a speech bubble and a 3 before it', () => {
    const p = onPage(`<main><ul><li><a href="/issues/1">Fix login</a> <a href="/issues/1#comments" aria-label="3 comments"><svg class="octicon octicon-comment"></svg> <span>3</span></a></li></ul>
      <nav aria-label="Pagination"><a aria-label="Page 1" href="?page=1">1</a><a aria-label="Page 2" href="?page=2">2</a><a aria-label="Page 3" href="?page=3" data-k="p3">3</a></nav></main>`);
    expect(p.pick('go to page 3')).toEqual(p.at('p3'));
  });
});

describe('money-off codes go by several names', () => {
  it('"type CIAO20 into the discount code field" is the promo code box', () => {
    const p = onPage(`<form><label for="n">Note for the rider</label><textarea id="n"></textarea>
      <input id="promo" aria-label="Promo code" data-k="promo"><button>Apply</button></form>`);
    expect(p.pick('type CIAO20 into the discount code field')).toEqual(p.at('promo'));
  });
});

describe('a <label> without for names the one field of its form item', () => {
  const p = onPage(`<form><div class="form-item"><label class="form-item-label"><span>Email</span><span>*</span></label>
      <div class="form-item-blank"><div class="input"><div class="input-wrapper"><input type="text" placeholder="you@example.com" data-k="email"></div><div class="border"></div></div></div></div>
    <div class="form-item"><label class="form-item-label"><span>Meal preference</span></label>
      <div class="form-item-blank"><div class="select"><div class="selection-label" tabindex="0" data-k="meal"><div class="selection-input" title="No preference">No preference</div></div></div></div></div>
    <div class="form-item"><label class="form-item-label"><span>Checked bags</span></label>
      <div class="input-number"><button tabindex="-1">−</button><input type="text" role="spinbutton" data-k="bags"><button tabindex="-1">+</button></div></div></form>`);

  it('"Email" is the field, not the label\'s text; "Meal preference dropdown" the focusable selection', () => {
    expect(p.pick('Email')).toEqual(p.at('email'));
    expect(p.pick('Meal preference dropdown')).toEqual(p.at('meal'));
  });

  it('an upload\'s button, before its hidden file input, is what the item\'s label names, as surely as a tied label would', () => {
    const q = onPage(`<main><table><thead><tr><th>Item</th><th>Amount</th><th>Receipt</th></tr></thead><tbody><tr><td>Taxi</td><td>12.00</td><td><a href="/receipts/ex-301">View</a></td></tr>
      <tr><td>Hotel</td><td>240.00</td><td><a href="/receipts/ex-302">View</a></td></tr></tbody></table></main>
      <div role="dialog" aria-modal="true"><h2>Add expense</h2><form><div class="form-item"><div class="form-label"><label>Description</label></div><div class="controls"><textarea placeholder="What was it for?"></textarea></div></div>
      <div class="form-item"><div class="form-label"><label>Receipt</label></div><div class="controls"><div class="upload"><input type="file" hidden>
        <div class="upload-trigger"><button type="button" data-k="upload"><svg class="icon icon-upload"></svg><span>Upload</span></button></div></div><small>JPG, PNG or PDF</small></div></div></form></div>`);
    const top = rankDescription(q.index, 'Upload receipt button').selected;
    expect(top.map((c) => c.identifier)).toEqual(q.at('upload'));
    expect(top[0]!.score).toBeGreaterThanOrEqual(0.95);
  });

  it('in an input group, the label names the field typed into, not the picker beside it', () => {
    const q = onPage(`<form><div class="form-item"><label class="form-item-label"><span>Mobile number</span><span>*</span></label>
      <div class="form-item-blank"><div class="input-group"><div class="select"><div class="selection-label" tabindex="0"><div title="+351">+351</div></div></div>
      <div class="input"><input type="text" placeholder="912 345 678" data-k="mobile"></div></div></div></div>
      <div class="form-item"><label class="form-item-label"><span>Email</span></label><div class="form-item-blank"><input type="text" placeholder="you@example.com"></div></div>
      <div class="form-item"><label>Amount</label><div class="controls"><input type="text" placeholder="0.00" data-k="amount">
        <div class="select-input"><input type="text" readonly placeholder="please select" value="EUR"></div></div></div></form>`);
    expect(q.pick('mobile number')).toEqual(q.at('mobile'));
    // A read-only box is the currency picker's face, not a second field typed into.
    expect(q.pick('amount box')).toEqual(q.at('amount'));
  });

  it('a field\'s own minus and plus buttons do not stop its label from naming it: the answer is as sure as a tied label\'s', () => {
    const top = rankDescription(p.index, 'Checked bags field').selected;
    expect(top.map((c) => c.identifier)).toEqual(p.at('bags'));
    expect(top[0]!.score).toBeGreaterThanOrEqual(0.9);
  });
});

describe('a <label> without for names the select list its row shows', () => {
  // Bootstrap horizontal forms with Fuel UX select lists: the label sits beside a dropdown
  // button showing the chosen value; the row also holds the list's many choices and panels
  // hidden until a choice needs them, with labels of their own.
  const ZONES = `<li><a href="#">(GMT+00:00) Zone 0</a></li><li><a href="#">(GMT+01:00) Zone 1</a></li><li><a href="#">(GMT+02:00) Zone 2</a></li><li><a href="#">(GMT+03:00) Zone 3</a></li><li><a href="#">(GMT+04:00) Zone 4</a></li><li><a href="#">(GMT+05:00) Zone 5</a></li><li><a href="#">(GMT+06:00) Zone 6</a></li><li><a href="#">(GMT+07:00) Zone 7</a></li><li><a href="#">(GMT+08:00) Zone 8</a></li><li><a href="#">(GMT+09:00) Zone 9</a></li><li><a href="#">(GMT+10:00) Zone 10</a></li><li><a href="#">(GMT+11:00) Zone 11</a></li><li><a href="#">(GMT+12:00) Zone 12</a></li><li><a href="#">(GMT+13:00) Zone 13</a></li><li><a href="#">(GMT+14:00) Zone 14</a></li><li><a href="#">(GMT+15:00) Zone 15</a></li><li><a href="#">(GMT+16:00) Zone 16</a></li><li><a href="#">(GMT+17:00) Zone 17</a></li><li><a href="#">(GMT+18:00) Zone 18</a></li><li><a href="#">(GMT+19:00) Zone 19</a></li><li><a href="#">(GMT+20:00) Zone 20</a></li><li><a href="#">(GMT+21:00) Zone 21</a></li><li><a href="#">(GMT+22:00) Zone 22</a></li><li><a href="#">(GMT+23:00) Zone 23</a></li><li><a href="#">(GMT+24:00) Zone 24</a></li><li><a href="#">(GMT+25:00) Zone 25</a></li><li><a href="#">(GMT+26:00) Zone 26</a></li><li><a href="#">(GMT+27:00) Zone 27</a></li><li><a href="#">(GMT+28:00) Zone 28</a></li><li><a href="#">(GMT+29:00) Zone 29</a></li><li><a href="#">(GMT+30:00) Zone 30</a></li><li><a href="#">(GMT+31:00) Zone 31</a></li><li><a href="#">(GMT+32:00) Zone 32</a></li><li><a href="#">(GMT+33:00) Zone 33</a></li><li><a href="#">(GMT+34:00) Zone 34</a></li><li><a href="#">(GMT+35:00) Zone 35</a></li><li><a href="#">(GMT+36:00) Zone 36</a></li><li><a href="#">(GMT+37:00) Zone 37</a></li><li><a href="#">(GMT+38:00) Zone 38</a></li><li><a href="#">(GMT+39:00) Zone 39</a></li><li><a href="#">(GMT+40:00) Zone 40</a></li><li><a href="#">(GMT+41:00) Zone 41</a></li><li><a href="#">(GMT+42:00) Zone 42</a></li><li><a href="#">(GMT+43:00) Zone 43</a></li><li><a href="#">(GMT+44:00) Zone 44</a></li><li><a href="#">(GMT+45:00) Zone 45</a></li><li><a href="#">(GMT+46:00) Zone 46</a></li><li><a href="#">(GMT+47:00) Zone 47</a></li><li><a href="#">(GMT+48:00) Zone 48</a></li><li><a href="#">(GMT+49:00) Zone 49</a></li><li><a href="#">(GMT+50:00) Zone 50</a></li><li><a href="#">(GMT+51:00) Zone 51</a></li><li><a href="#">(GMT+52:00) Zone 52</a></li><li><a href="#">(GMT+53:00) Zone 53</a></li><li><a href="#">(GMT+54:00) Zone 54</a></li><li><a href="#">(GMT+55:00) Zone 55</a></li><li><a href="#">(GMT+56:00) Zone 56</a></li><li><a href="#">(GMT+57:00) Zone 57</a></li><li><a href="#">(GMT+58:00) Zone 58</a></li><li><a href="#">(GMT+59:00) Zone 59</a></li>`;
  const p = onPage(`<form class="form-horizontal">
    <div class="row"><label class="col-sm-2 control-label">Timezone</label><div class="col-sm-10"><div class="btn-group selectlist">
      <button data-toggle="dropdown" class="btn btn-default dropdown-toggle" type="button" data-k="zone"><span class="selected-label">(GMT) Zone 0</span><span class="caret"></span></button>
      <ul class="dropdown-menu" role="menu">${ZONES}</ul></div></div></div>
    <div class="row"><label class="col-sm-2 control-label">Repeat</label><div class="col-sm-10"><div class="form-group">
      <div class="btn-group selectlist"><button data-toggle="dropdown" class="btn btn-default dropdown-toggle" type="button" data-k="repeat"><span class="selected-label">None (run once)</span><span class="caret"></span></button>
        <ul class="dropdown-menu" role="menu"><li><a href="#">None (run once)</a></li><li><a href="#">Hourly</a></li><li><a href="#">Daily</a></li><li><a href="#">Weekly</a></li></ul></div>
      <div class="repeat-panel hide" aria-hidden="true"><label>every</label><input type="text" class="spinbox-input"><label>hours</label></div></div></div></div></form>`);

  it('"Repeat dropdown" is the button showing "None (run once)", past the hidden interval panel', () => {
    expect(p.pick('Repeat dropdown')).toEqual(p.at('repeat'));
  });

  it('"the timezone picker" is the button, whose closed list holds sixty zones', () => {
    expect(p.pick('the timezone picker')).toEqual(p.at('zone'));
  });
});

describe('a container\'s class words reach the kit fields four levels down', () => {
  // View UI: form.desk-filters > .ivu-form-item > .ivu-form-item-content > .ivu-select > .ivu-select-selection.
  const p = onPage(`<main><form class="desk-filters ivu-form ivu-form-inline"><div class="ivu-form-item"><label class="ivu-form-item-label">Status</label><div class="ivu-form-item-content"><div class="ivu-select ivu-select-single"><div tabindex="0" class="ivu-select-selection" data-k="status-filter"><input type="hidden" value="open"><div><span class="ivu-select-selected-value">Open</span><i class="ivu-icon ivu-icon-ios-arrow-down ivu-select-arrow"></i></div></div></div></div></div><div class="ivu-form-item"><label class="ivu-form-item-label">Priority</label><div class="ivu-form-item-content"><div class="ivu-select ivu-select-single"><div tabindex="0" class="ivu-select-selection" data-k="priority-filter"><input type="hidden" value="any"><div><span class="ivu-select-selected-value">Any</span><i class="ivu-icon ivu-icon-ios-arrow-down ivu-select-arrow"></i></div></div></div></div></div></form>
    <aside class="ticket-panel"><form class="ticket-edit ivu-form"><div class="ivu-form-item"><label class="ivu-form-item-label">Status</label><div class="ivu-form-item-content"><div class="ivu-select ivu-select-single"><div tabindex="0" class="ivu-select-selection"><input type="hidden" value="pending"><div><span class="ivu-select-selected-value">Pending</span><i class="ivu-icon ivu-icon-ios-arrow-down ivu-select-arrow"></i></div></div></div></div></div><div class="ivu-form-item"><label class="ivu-form-item-label">Priority</label><div class="ivu-form-item-content"><div class="ivu-select ivu-select-single"><div tabindex="0" class="ivu-select-selection"><input type="hidden" value="high"><div><span class="ivu-select-selected-value">High</span><i class="ivu-icon ivu-icon-ios-arrow-down ivu-select-arrow"></i></div></div></div></div></div></form></aside></main>`);

  it('"Status filter dropdown" is the filter bar\'s Status, not the ticket\'s', () => {
    expect(p.pick('Status filter dropdown')).toEqual(p.at('status-filter'));
  });

  it('"priorty filter" is the filter bar\'s Priority despite the typo', () => {
    expect(p.pick('priorty filter')).toEqual(p.at('priority-filter'));
  });
});

describe('a plural named by its group', () => {
  // Vuestic: the first, checked box carries an icon the others lack.
  const p = onPage(`<form><fieldset class="hw-extras"><legend>Extras</legend><div class="va-checkbox va-checkbox--selected"><div class="va-checkbox__square"><input type="checkbox" id="x1" data-k="extra" checked><i class="va-icon material-icons" aria-hidden="true">check</i></div><label for="x1">Coffee &amp; tea</label></div><div class="va-checkbox"><div class="va-checkbox__square"><input type="checkbox" id="x2" data-k="extra"></div><label for="x2">Lunch platter</label></div><div class="va-checkbox"><div class="va-checkbox__square"><input type="checkbox" id="x3" data-k="extra"></div><label for="x3">Video kit</label></div><div class="va-checkbox"><div class="va-checkbox__square"><input type="checkbox" id="x4" data-k="extra"></div><label for="x4">Flipchart</label></div></fieldset>
    <div class="row"><input type="checkbox" id="rw"><label for="rw">Repeat every week</label></div></form>`);

  it('"all the extras checkboxes" is every box under the Extras legend, the checked one included', () => {
    expect(p.pick('all the extras checkboxes')).toEqual(p.at('extra'));
  });
});

describe('British spellings, and the names forms give a field', () => {
  const p = onPage(`<nav><a href="/bookmarks">Bookmarks</a><a href="/favourites" data-k="fav">Favourites</a></nav>
    <form><label for="fn">First name</label><input id="fn"><label for="ln">Last name</label><input id="ln" data-k="last">
    <label for="cc">Card number</label><input id="cc"><label for="sc">Security code</label><input id="sc" data-k="cvv"></form>`);

  it('"Favorites link" is the page\'s Favourites, not the Bookmarks beside it', () => {
    expect(p.pick('Favorites link')).toEqual(p.at('fav'));
  });

  it('"surname" is the Last name field; "CVV" the security code', () => {
    expect(p.pick('surname')).toEqual(p.at('last'));
    expect(p.pick('CVV')).toEqual(p.at('cvv'));
  });
});

describe('a column header is the header cell, or the sort control that fills it', () => {
  const p = onPage(`<table><thead><tr><th>Subject</th><th><a href="?sort=updated" title="Sort by Updated" data-k="sort">Updated</a></th><th data-k="plain">Status</th></tr></thead>
    <tbody><tr><td>Fix login</td><td>11/21/2026</td><td>Open</td></tr><tr><td>Crash on save</td><td>11/20/2026</td><td>Closed</td></tr></tbody></table>`);

  it('"Updated column header" is the sort link in the header, not a date cell of the Updated column', () => {
    expect(p.pick('Updated column header')).toEqual(p.at('sort'));
  });

  it('"Status column header" is the header cell when it holds no control', () => {
    expect(p.pick('the Status column header')).toEqual(p.at('plain'));
  });
});

describe('an icon or a checkbox "for" a person is in that person\'s row', () => {
  const p = onPage(`<table><thead><tr><th><input type="checkbox" aria-label="Select all"></th><th><button data-k="student">Student</button></th><th>Actions</th></tr></thead><tbody>
    <tr><td><input type="checkbox" aria-label="Select row"></td><td><a href="/s/1">Ana Lima</a></td>
      <td><button title="Edit grades"><span class="k-icon k-svg-i-pencil"></span></button><button title="Message student"><span class="k-icon k-svg-i-envelope"></span></button></td></tr>
    <tr><td><input type="checkbox" aria-label="Select row" data-k="tick"></td><td><a href="/s/2">Chen Wei Ling</a></td>
      <td><button title="Edit grades" data-k="pencil"><span class="k-icon k-svg-i-pencil"></span></button><button title="Message student"><span class="k-icon k-svg-i-envelope"></span></button></td></tr>
  </tbody></table>`);

  it('"pencil for Chen Wei Ling" is the pencil button, not the name link that read whole matches most words', () => {
    expect(p.pick('pencil for Chen Wei Ling')).toEqual(p.at('pencil'));
  });

  it('"sort by Student" still finds the sort button of the Student header: "by" names the means, not a place', () => {
    expect(p.pick('sort by Student')).toEqual(p.at('student'));
  });

  it('"tick the checkbox for Chen Wei Ling": ticking is what checkboxes do, not a word of this one\'s name', () => {
    expect(p.pick('tick the checkbox for Chen Wei Ling')).toEqual(p.at('tick'));
  });
});

describe('a search bar is the search box', () => {
  it('"search bar" is the field, not the magnifier icon labelled Search beside it', () => {
    const p = onPage(`<header><a href="/">Tunes</a><div class="search"><svg aria-label="Search" role="img" viewBox="0 0 24 24"><path d="M1 1"/></svg>
      <input type="search" name="q" placeholder="Artists, songs, or podcasts" data-k="q"></div><button aria-label="Notifications"><svg viewBox="0 0 24 24"><path d="M2 2"/></svg></button></header>`);
    expect(p.pick('search bar')).toEqual(p.at('q'));
  });
});

describe('states a person sees name the control', () => {
  const p = onPage(`<form><input type="submit" value="Submit"><input type="submit" value="Submit" class="warning"><input type="submit" value="Submit" disabled data-k="off">
    <label for="a">Account</label><input id="a" value="acme-42" aria-label="Readonly" readonly data-k="ro"><label for="b">Nickname</label><input id="b" required data-k="req">
    <div role="button" aria-disabled="true" data-k="aria-off">Publish</div><div role="button">Publish</div></form>`);

  it('"the disabled Submit button" is the one with `disabled`, "the disabled Publish button" the one with aria-disabled', () => {
    expect(p.pick('the disabled Submit button')).toEqual(p.at('off'));
    expect(p.pick('the disabled Publish button')).toEqual(p.at('aria-off'));
  });

  it('"read-only field" is the readonly input however "read-only" is spelled; "the required field" the required one', () => {
    expect(p.pick('read-only field')).toEqual(p.at('ro'));
    expect(p.pick('the required field')).toEqual(p.at('req'));
  });
});

describe('a <label> without for names the select beside it', () => {
  it('"Select Box" is the select, whose options do not count as more fields of the item', () => {
    const p = onPage(`<form><div class="cell"><label>Input Label</label><input type="text" placeholder="large-12.cell"></div>
      <div class="cell"><label>Select Box</label><select data-k="sel"><option value="husker">Husker</option><option value="starbuck">Starbuck</option></select></div></form>`);
    expect(p.pick('Select Box')).toEqual(p.at('sel'));
  });
});

describe('nobody ticks a field or a drop-down', () => {
  it('"untick the Work calendar" is the Work checkbox, not the Calendar drop-down showing "Work"', () => {
    const p = onPage(`<aside><h3>My calendars</h3><ul><li><label><input type="checkbox" checked data-k="work"> Work</label></li><li><label><input type="checkbox" checked> Holidays</label></li></ul></aside>
      <form><label id="cal-label">Calendar</label><div role="combobox" aria-labelledby="cal-label" tabindex="0"><span>Work</span></div></form>`);
    expect(p.pick('untick the Work calendar')).toEqual(p.at('work'));
  });
});

describe('an icon inside a button is clicked through the button', () => {
  it('"the pencil icon" is the Edit details button, not the svg named Edit inside it', () => {
    const p = onPage(`<main><h1>Late Night Drive</h1><button aria-label="Play">Play</button>
      <button type="button" aria-label="Edit details" data-k="edit"><svg viewBox="0 0 24 24" aria-label="Edit" class="icon-pencil"><path d="M14 4l6 6-12 12H2v-6L14 4z"></path></svg></button>
      <button type="button" aria-label="Share"><svg viewBox="0 0 24 24" aria-label="Share" class="icon-share"><path d="M1 1"></path></svg></button></main>`);
    expect(p.pick('the pencil icon')).toEqual(p.at('edit'));
  });
});

describe('"the third row" counts the rows of the data table', () => {
  it('not the label-and-control rows of a filter form laid out as a table above it', () => {
    const p = onPage(`<form><table class="filters"><tr><td><label>Status</label></td><td><select><option>open</option></select></td></tr>
      <tr><td><label>Tracker</label></td><td><select><option>is</option></select></td></tr><tr><td><label>Assignee</label></td><td><select><option>any</option></select></td></tr></table></form>
      <table class="list"><thead><tr><th>#</th><th>Subject</th><th></th></tr></thead><tbody>
      <tr><td>1845</td><td>Show vessel ETA</td><td><a href="#" title="Actions">Actions</a></td></tr>
      <tr><td>1844</td><td>Sync stalls</td><td><a href="#" title="Actions">Actions</a></td></tr>
      <tr><td>1843</td><td>Customs broker</td><td><a href="#" title="Actions" data-k="third">Actions</a></td></tr></tbody></table>`);
    expect(p.pick('the actions menu in the third row')).toEqual(p.at('third'));
  });
});

describe('a heart is the favourite icon', () => {
  it('"the heart button" is the button drawing the Favorite icon', () => {
    const p = onPage(`<main><h1>Late Night Drive</h1><button aria-label="Play">Play</button>
      <button aria-label="Save to Your Library" data-k="fav"><svg viewBox="0 0 24 24" aria-label="Favorite"><path d="M2 8z"></path></svg></button>
      <button aria-label="Share"><svg viewBox="0 0 24 24" aria-label="ShareOption"><path d="M1 1"></path></svg></button></main>`);
    expect(p.pick('the heart button')).toEqual(p.at('fav'));
  });
});

describe('a multi-select is the select that takes many choices', () => {
  it('"the multi select" is the select with `multiple`, not the single-choice ones beside it', () => {
    const p = onPage(`<form><select><option>One</option><option>Two</option></select><select><option>Red</option><option>Blue</option></select>
      <select multiple data-k="multi"><option>Cats</option><option>Dogs</option><option>Birds</option></select></form>`);
    expect(p.pick('the multi select')).toEqual(p.at('multi'));
    expect(p.pick('the multi-select')).toEqual(p.at('multi'));
  });
});

describe('a number before a plural says how many', () => {
  const buttons = `<main><h4>Try one of these buttons</h4><p>
      <a class="button" href="#" data-k="b1">Simple Button</a><a class="button success" href="#" data-k="b2">Success Btn</a>
      <a class="button alert" href="#" data-k="b3">Alert Btn</a><a class="button secondary" href="#" data-k="b4">Secondary Btn</a></p>
      <div class="callout"><p>Read more.</p><a class="button" href="/docs">Go to Foundation Docs</a></div></main>`;

  it('"all four buttons under X" is the four after X, not the nearest two or every button on the page', () => {
    const p = onPage(buttons);
    expect(p.pick("all four buttons under 'Try one of these buttons'")).toEqual(['b1', 'b2', 'b3', 'b4'].flatMap(p.at));
  });

  it('"both" and figures count too; "three dots" stays a name', () => {
    const p = onPage(buttons);
    expect(p.pick("the two buttons under 'Try one of these buttons'")).toEqual(['b1', 'b2'].flatMap(p.at));
    expect(p.pick("the 3 buttons under 'Try one of these buttons'")).toEqual(['b1', 'b2', 'b3'].flatMap(p.at));
    expect(interpretations('both links in the footer')[0]).toMatchObject({ plural: true, count: 2, kind: 'link' });
    expect(interpretations('the three dots menu')[0]?.count).toBeUndefined();
    expect(interpretations('give it 4 stars')[0]).toMatchObject({ words: expect.arrayContaining(['4']) });
  });
});

describe('a progress bar is a kind of element', () => {
  it('"all progress bars in the table" are the elements with the progressbar role, not the rows around them', () => {
    const rows = ['Spotify', 'Invision', 'Jira'].map((name, k) => `<tr><td>${name}</td><td>$2,500</td><td><div class="progress-wrapper"><span>${60 + k}%</span>
      <div class="progress"><div class="progress-bar bg-info" role="progressbar" aria-valuenow="${60 + k}" style="width: ${60 + k}%" data-k="bar${k}"></div></div></div></td></tr>`).join('');
    const p = onPage(`<main><h6>Projects table</h6><table><thead><tr><th>Project</th><th>Budget</th><th>Completion</th></tr></thead><tbody>${rows}</tbody></table>
      <label>Upload <progress max="100" value="30" data-k="upload"></progress></label></main>`);
    expect(p.pick('all the progress bars in the table')).toEqual(['bar0', 'bar1', 'bar2'].flatMap(p.at));
    expect(p.pick('the upload progress bar')).toEqual(p.at('upload'));
  });
});

describe('a plural whose words found the boxes holding the asked kind means what is inside them', () => {
  it('"all portfolio images" is the pictures in the portfolio items, not the item boxes', () => {
    const items = [1, 2, 3].map((n) => `<div class="col-md-4"><div class="portfolio-item mx-auto" data-bs-toggle="modal">
      <div class="portfolio-item-caption"><div class="portfolio-item-caption-content"><i class="fas fa-plus"></i></div></div>
      <img class="img-fluid" src="/img/portfolio/${n}.png" alt="..." data-k="img${n}"></div></div>`).join('');
    const p = onPage(`<header><img class="masthead-avatar" src="/img/avatar.svg" alt="..."><h1>Start Bootstrap</h1></header>
      <section class="page-section portfolio" id="portfolio"><div class="container"><h2>Portfolio</h2>
      <div class="divider-custom"><div class="divider-custom-line"></div><div class="divider-custom-icon"><i class="fas fa-star"></i></div><div class="divider-custom-line"></div></div>
      <div class="row justify-content-center">${items}</div></div></section>`);
    expect(p.pick('all portfolio images')).toEqual(['img1', 'img2', 'img3'].flatMap(p.at));
  });
});

describe('an ordinal counts things that look alike', () => {
  it('"trash the fourth post" counts the rows\' Trash links, not the Trash filter above them', () => {
    const rows = ['Spring menu is here', 'Holiday opening hours', 'How we feed our starter', 'Meet our new baker', 'Bread club'].map((title, k) =>
      `<tr><td><strong><a class="row-title" href="/post/${k}">${title}</a></strong><div class="row-actions"><span class="edit"><a href="/edit/${k}">Edit</a> | </span>
      <span class="trash"><a href="/trash/${k}" class="submitdelete" aria-label="Move “${title}” to the Trash" data-k="t${k}">Trash</a></span></div></td></tr>`).join('');
    const p = onPage(`<ul class="subsubsub"><li class="all"><a href="?all">All (12)</a> |</li><li class="trash"><a href="?status=trash">Trash <span class="count">(1)</span></a></li></ul>
      <table class="wp-list-table"><thead><tr><th>Title</th></tr></thead><tbody>${rows}</tbody></table>`);
    expect(p.pick('Trash the fourth post')).toEqual(p.at('t3'));
    expect(p.pick('the second Trash link')).toEqual(p.at('t1'));
  });
});

describe('a role noun capitalised mid-phrase is a label', () => {
  const page = `<aside class="sidebar"><ul class="nav"><li><a href="/forms">Forms</a></li><li><a href="/tables" data-k="tables">Tables</a></li>
    <li><a href="/switches" data-k="switches">Switches</a></li></ul></aside>
    <main><table class="table"><tr><td>Name</td></tr></table><table class="table"><tr><td>Age</td></tr></table>
    <label><input type="checkbox" role="switch"> Wi-Fi</label><label><input type="checkbox" role="switch"> Bluetooth</label></main>`;

  it('"Click Tables in the sidebar" is the Tables link, not every table', () => {
    const p = onPage(page);
    expect(p.pick('Click Tables in the sidebar')).toEqual(p.at('tables'));
    expect(p.pick('Open the Switches page from the sidebar')).toEqual(p.at('switches'));
  });

  it('uncapitalised, the noun still names the kind', () => {
    const p = onPage(page);
    expect(p.pick('all tables in the main area')).toHaveLength(2);
  });
});

describe('a long pasted phrase may be the start of a sentence-long label', () => {
  it('"I confirm that the information above is accurate" is the attestation checkbox, "above" is no relation there', () => {
    const p = onPage(`<form><section><h2>Personal details</h2><label>Full name <input type="text"></label></section>
      <section><h2>Attestation</h2><label><input type="checkbox" id="attest" data-k="attest"> <span>I confirm that the information above is accurate and complete</span></label>
      <p>See our <a href="/privacy">Notice of privacy practices</a>.</p></section><button type="submit">Submit</button></form>`);
    expect(p.pick('I confirm that the information above is accurate')).toEqual(p.at('attest'));
  });

  it('the start of a box holding controls is not such a label: its text runs on through theirs', () => {
    const p = onPage(`<form><div class="cell"><label>Choose Your Favorite</label>
      <input type="radio" name="pokemon" value="Red" id="pokemonRed" data-k="r1"><label for="pokemonRed">Radio 1</label>
      <input type="radio" name="pokemon" value="Blue" id="pokemonBlue"><label for="pokemonBlue">Radio 2</label></div></form>`);
    expect(p.pick('Choose Your Favorite: Radio 1')).toEqual(p.at('r1'));
  });
});

describe('a trailing "view" says what sort of thing the name shows', () => {
  it('"switch to Week view" is the Week segment; a button that says "List view" still matches "list view"', () => {
    const p = onPage(`<header><div role="tablist" class="segment"><button role="tab" aria-selected="true">Day</button><button role="tab" data-k="week">Week</button><button role="tab">Month</button></div>
      <input type="search" placeholder="Search classes"></header>
      <main><div class="toolbar"><button type="button" data-k="list">List view</button><button type="button">Grid view</button></div></main>`);
    expect(p.pick('switch to Week view')).toEqual(p.at('week'));
    expect(p.pick('list view')).toEqual(p.at('list'));
  });
});

describe('a plain verb before a name ending in a role noun may start the label', () => {
  const page = `<header><nav><a class="header-button" href="/jobs">Jobs</a><a class="header-button" href="/companies">Companies</a></nav></header>
    <main><form role="search"><input type="search" placeholder="Job title or keyword"><button type="submit" data-k="find">Find jobs</button></form>
    <section><h2>Saved searches</h2><button type="button" data-k="save">Save</button></section></main>`;

  it('"Find jobs button" is the Find jobs button, not the Jobs link', () => {
    const p = onPage(page);
    expect(p.pick('Find jobs button')).toEqual(p.at('find'));
  });

  it('an instruction verb still acts: "Click Save button" is the Save button', () => {
    const p = onPage(page);
    expect(p.pick('Click Save button')).toEqual(p.at('save'));
    expect(p.pick('find the Jobs link')).toEqual(expected(page, 'nav a[href="/jobs"]'));
  });
});

describe('when the matches are numbered from 1, the ordinal is the number', () => {
  it('"the third dropdown button" is "Dropdown as a button 3", not the third match in page order', () => {
    const details = (label: string, k = ''): string => `<details class="dropdown"><summary role="button" ${k}>${label}</summary><ul><li><a href="#">Action</a></li></ul></details>`;
    const p = onPage(`<main><h2>Dropdowns</h2>${details('Dropdown')}<h3>As buttons</h3>${details('Dropdown as a button 1')}${details('Dropdown as a button 2')}${details('Dropdown as a button 3', 'data-k="b3"')}</main>`);
    expect(p.pick('the third dropdown button')).toEqual(p.at('b3'));
  });

  it('numbers that do not start at 1 are not a count: "the second row" is still the second row, not the one numbered 2', () => {
    const rows = [3, 4, 2].map((n, k) => `<tr ${k === 1 ? 'data-k="second"' : ''}><td>Issue</td><td>${n}</td></tr>`).join('');
    const p = onPage(`<table><thead><tr><th>Subject</th><th>#</th></tr></thead><tbody>${rows}</tbody></table>`);
    expect(p.pick('the second row')).toEqual(p.at('second'));
  });
});

describe('checking a guest in is done by a control', () => {
  it('"Check in Yuki Tanaka" is the Check in button in Yuki Tanaka\'s row', () => {
    const rows = ['Amelia Hart', 'Yuki Tanaka', 'Tomás Rivera'].map((name) => `<tr><td><input type="checkbox" id="c-${name.length}"><label for="c-${name.length}" class="sr-only">checkbox</label></td>
      <th scope="row"><div class="avatar"><span>${name.split(' ').map((w) => w[0]).join('')}</span></div><div><div class="font-semibold">${name}</div><div>${name.split(' ')[0]?.toLowerCase()}@example.com</div></div></th>
      <td><a href="/reservations/${name.length}">SMI-${name.length}</a></td><td>310<div>Harbour Suite</div></td><td><span class="badge">Confirmed</span></td>
      <td><div class="flex"><button type="button" class="btn" ${name === 'Yuki Tanaka' ? 'data-k="yuki"' : ''}>Check in</button><button type="button" aria-haspopup="menu"><svg viewBox="0 0 16 4"></svg></button>
      <div class="hidden" hidden><ul><li><a href="#">View folio</a></li><li><a href="#">Edit booking</a></li></ul></div></div></td></tr>`).join('');
    const p = onPage(`<table><thead><tr><th></th><th>Guest</th><th>Room</th><th>Actions</th></tr></thead><tbody>${rows}</tbody></table>`);
    expect(p.pick('Check in Yuki Tanaka')).toEqual(p.at('yuki'));
  });
});

describe('a place word before a landmark says where it is', () => {
  const page = `<header><a class="logo" href="/">Android</a><nav class="site-nav"><a href="/phones">Phones</a><a href="/tablets" data-k="top">Tablets</a><a href="/wear">Wear</a></nav></header>
    <main><p>Find the device for you.</p></main>
    <footer><nav><a href="/tablets" data-k="bottom">Tablets</a><a href="/legal">Legal</a></nav></footer>`;

  it('"the Tablets link in the top navigation" is the header\'s, "in the bottom navigation" the footer\'s', () => {
    const p = onPage(page);
    expect(p.pick('Tablets link in the top navigation')).toEqual(p.at('top'));
    expect(p.pick('Tablets link in the bottom navigation')).toEqual(p.at('bottom'));
  });

  it('a count picks among the alike ones: "both links in the header" are the menu\'s two, not the logo beside the menu', () => {
    const p = onPage(`<header><nav><a class="brand" href="/">Start Bootstrap</a><ul class="navbar-nav"><li><a href="#features" data-k="f">Features</a></li>
      <li><a href="#download" data-k="d">Download</a></li></ul><button type="button">Send Feedback</button></nav></header><main><h1>Showcase your app</h1></main>`);
    expect(p.pick('both links in the header')).toEqual(['f', 'd'].flatMap(p.at));
  });
});

describe('one goes to a section by the link that names it', () => {
  const page = `<nav><ul><li><a href="#about">About</a></li><li><a href="#skills" data-k="link">Skills</a></li></ul></nav>
    <section id="about"><h2>About</h2><p>Web developer.</p></section><section id="skills"><h2>Skills</h2><ul><li>HTML</li><li>CSS</li></ul></section>
    <footer><p>Made with care</p></footer>`;

  it('"go to the Skills section" is the Skills link; "the Skills section" is the section', () => {
    const p = onPage(page);
    expect(p.pick('go to the Skills section')).toEqual(p.at('link'));
    expect(p.pick('the Skills section')).not.toEqual(p.at('link'));
  });
});

describe('a record noun the page never writes says whose part is meant', () => {
  it('"all the job titles in the Experience section" are the section\'s h3 titles, though no title says "job"', () => {
    const jobs = ['Senior Web Developer', 'Web Developer', 'Junior Web Designer'].map((title, k) => `<div class="resume-item"><h3 data-k="j${k}">${title}</h3><div class="subheading">Company ${k}</div><p>Did things.</p><span>2019 - 2021</span></div>`).join('');
    const p = onPage(`<section id="about"><h1>Clarence Taylor</h1><p>Portfolio</p></section><section id="experience"><h2>Experience</h2>${jobs}</section>
      <section id="education"><h2>Education</h2><div><h3>University of Colorado</h3></div></section>`);
    expect(p.pick('all the job titles in the Experience section')).toEqual(['j0', 'j1', 'j2'].flatMap(p.at));
    expect(p.pick('third job title under Experience')).toEqual(p.at('j2'));
  });
});

describe('"social media" is what the social brands are', () => {
  it('"all social media links" are the icon links to GitHub, LinkedIn and Twitter', () => {
    const p = onPage(`<section><h1>Clarence Taylor</h1><p>I am experienced in building websites.</p>
      <div class="list-inline"><a class="mx-2" href="https://linkedin.com/in/ct" data-k="s1"><i class="fab fa-linkedin-in"></i></a>
      <a class="mx-2" href="https://github.com/ct" data-k="s2"><i class="fab fa-github"></i></a><a class="mx-2" href="https://twitter.com/ct" data-k="s3"><i class="fab fa-twitter"></i></a></div>
      <a href="mailto:name@email.com">name@email.com</a><a href="/press">Press and media kit</a></section>`);
    expect(p.pick('all social media links')).toEqual(['s1', 's2', 's3'].flatMap(p.at));
  });
});

describe('a record is selected by its row\'s checkbox', () => {
  it('"select Tomás Rivera" is the checkbox in his row, though his name sits in another cell', () => {
    const rows = ['Amelia Hart', 'Tomás Rivera', 'Hannah Cole'].map((name, k) => `<tr><td><input type="checkbox" id="c${k}" ${k === 1 ? 'data-k="tomas"' : ''}><label for="c${k}" class="sr-only">checkbox</label></td>
      <th scope="row"><div class="avatar">${name.split(' ').map((w) => w[0]).join('')}</div><div><div class="font-semibold">${name}</div><div>${name.split(' ')[0]?.toLowerCase()}@gmail.com</div></div></th>
      <td><a href="/r/${k}">SMI-${k}</a></td><td><button type="button">Check in</button></td></tr>`).join('');
    const p = onPage(`<table><thead><tr><th><input type="checkbox" id="all"><label for="all" class="sr-only">checkbox</label></th><th>Guest</th><th>Booking</th><th></th></tr></thead><tbody>${rows}</tbody></table>`);
    expect(p.pick('select Tomás Rivera')).toEqual(p.at('tomas'));
  });
});

describe('a generic noun the parse sets aside still explains the label word it is', () => {
  it('"Add ticket type button" is the "Add ticket type" button, not "Create ticket"', () => {
    const p = onPage(`<main><h2>Tickets</h2><button type="button" data-k="add">Add ticket type</button>
      <div role="dialog" aria-label="New ticket"><label>Name <input type="text"></label><button type="submit">Create ticket</button></div></main>`);
    expect(p.pick('Add ticket type button')).toEqual(p.at('add'));
  });
});

describe('a paragraph is a <p>', () => {
  it('"Quick start link in the first paragraph" is the one in the article\'s first paragraph, not the sidebar\'s', () => {
    const p = onPage(`<aside><nav><ul><li><a href="/docs/intro">Introduction</a></li><li><a href="/docs/quick-start">Quick start</a></li></ul></nav></aside>
      <main><article><h1>Deploying workers</h1><p>This guide walks through building a worker bundle. If you are new, start with the <a href="/docs/quick-start" data-k="p1">Quick start</a>.</p>
      <p>Then read <a href="/docs/config">Configuration</a> and the <a href="/docs/quick-start">Quick start</a> again.</p></article></main>`);
    expect(p.pick('Quick start link in the first paragraph')).toEqual(p.at('p1'));
  });
});

describe('"set X to V" names the field X, and V is its new value', () => {
  it('"set Children to 1" is the Children field; "set the country to France" the country drop-down', () => {
    const p = onPage(`<form><label for="adults">Adults</label><input type="number" id="adults" value="2">
      <label for="children">Children</label><input type="number" id="children" value="0" data-k="children">
      <label for="country">Country</label><select id="country" data-k="country"><option>Spain</option><option>France</option></select>
      <nav aria-label="Pages"><a href="?p=1">1</a><a href="?p=2">2</a></nav></form>`);
    expect(p.pick('set Children to 1')).toEqual(p.at('children'));
    expect(p.pick('set the country to France')).toEqual(p.at('country'));
  });
});

describe('a web component\'s tag says what it is, as a class would', () => {
  it('"Events in the breadcrumbs" is the breadcrumb item, not the sidebar\'s Events link', () => {
    const p = onPage(`<aside><nav><a href="/events">Events</a><a href="/venues">Venues</a></nav></aside>
      <main><sl-breadcrumb><sl-breadcrumb-item href="/" >Home</sl-breadcrumb-item><sl-breadcrumb-item href="/events" data-k="crumb">Events</sl-breadcrumb-item>
      <sl-breadcrumb-item>Summer Fair</sl-breadcrumb-item></sl-breadcrumb><h1>Summer Fair</h1></main>`);
    expect(p.pick('Events in the breadcrumbs')).toEqual(p.at('crumb'));
  });
});

describe('a web component avatar is an image named by its label', () => {
  it('"Dev Patel\'s avatar" is his sl-avatar, not a photo near his name', () => {
    const p = onPage(`<main><img src="/fair.jpg" alt="Visitors browsing pottery stalls"><h2>Team</h2>
      <ul><li><sl-avatar image="/a/maya.jpg" label="Maya Rodriguez"></sl-avatar> Maya Rodriguez</li><li><sl-avatar image="/a/dev.jpg" label="Dev Patel" data-k="dev"></sl-avatar> Dev Patel</li></ul></main>`);
    expect(p.pick("Dev Patel's avatar")).toEqual(p.at('dev'));
  });
});

describe('"label" helps when a class says it', () => {
  it('"the Bug label" is the span styled as a label, not the list item that says Bug', () => {
    const p = onPage(`<aside><h3>Types</h3><ul><li class="type">Bug</li><li class="type">Feature</li></ul></aside>
      <main><ul><li><a href="/issues/12">Crash on save</a> <span class="label label-danger" data-k="label">Bug</span></li></ul></main>`);
    expect(p.pick('the Bug label')).toEqual(p.at('label'));
  });
});

describe('a possessive after a relation word belongs to that anchor', () => {
  it('"the pencil in Liam\'s row" is the pencil of Liam\'s row; "the Follow button on Marc\'s profile card" the one on his card', () => {
    const rows = ['Ava Chen', 'Liam Walsh', 'Noah Park'].map((name, k) => `<tr><td>${name}</td><td>10:${k}0</td><td><button aria-label="Edit" ${k === 1 ? 'data-k="liam"' : ''}><svg class="icon-pencil"></svg></button></td></tr>`).join('');
    const cards = ['Marc Hammond', 'Nina Ruiz'].map((name, k) => `<div class="card"><h3>${name}</h3><p>Designer</p><button class="btn" ${k === 0 ? 'data-k="marc"' : ''}>FOLLOW</button></div>`).join('');
    const p = onPage(`<main><table><thead><tr><th>Client</th><th>Time</th><th></th></tr></thead><tbody>${rows}</tbody></table>
      <section><h2>Profile settings</h2><label>Name <input type="text" value="Marc Hammond"></label></section>${cards}</main>`);
    expect(p.pick("the pencil in Liam Walsh's row")).toEqual(p.at('liam'));
    expect(p.pick("the Follow button on Marc's profile card")).toEqual(p.at('marc'));
  });
});

describe('an anchor\'s role noun accounts for a control\'s label too', () => {
  it('"the X in the Adjust stock dialog" is its "Close modal" button, not the "Remove stock" option', () => {
    const p = onPage(`<main><h1>Inventory</h1></main><div role="dialog" aria-labelledby="adj-title"><div class="header"><h2 id="adj-title">Adjust stock</h2>
      <button type="button" aria-label="Close modal" data-k="x"><svg viewBox="0 0 16 16"><path d="M2 2l12 12M14 2L2 14"></path></svg></button></div>
      <fieldset><legend>Type</legend><label><input type="radio" name="t" id="add"> Add stock</label><label><input type="radio" name="t" id="remove"> Remove stock</label></fieldset>
      <label>Quantity <input type="number"></label><button type="submit">Apply</button></div>`);
    expect(p.pick('the X in the Adjust stock dialog')).toEqual(p.at('x'));
  });
});

describe('a subtitle is a heading', () => {
  it('"the subtitle \'Problems look mighty small\'" is the h3, not the post link around it', () => {
    const p = onPage(`<main><div class="post-preview"><a href="/post/1"><h2 class="post-title">Man must explore</h2><h3 class="post-subtitle" data-k="sub">Problems look mighty small from 150 miles up</h3></a>
      <p class="post-meta">Posted by <a href="#!">Start Bootstrap</a> on September 24</p></div></main>`);
    expect(p.pick("the subtitle 'Problems look mighty small from 150 miles up'")).toEqual(p.at('sub'));
  });
});

describe('a plural keeps to the things that look alike', () => {
  it('"every link in the top menu" is the menu list\'s links, not the brand link beside the list', () => {
    const p = onPage(`<nav class="navbar"><a class="navbar-brand" href="#page-top">Start Bootstrap</a><button class="navbar-toggler" aria-label="Toggle navigation"><i class="fas fa-bars"></i></button>
      <ul class="navbar-nav"><li><a href="#about" data-k="a">About</a></li><li><a href="#projects" data-k="p">Projects</a></li><li><a href="#signup" data-k="c">Contact</a></li></ul></nav>
      <main><h1>Grayscale</h1><a href="#about">Get Started</a></main><footer><a href="/terms">Terms</a></footer>`);
    expect(p.pick('every link in the top menu')).toEqual(['a', 'p', 'c'].flatMap(p.at));
  });

  it('links that look different but share one list all count: "all links in the footer"', () => {
    const p = onPage(`<main><p>Body</p></main><footer><ul><li><a href="/a" data-k="a">About</a></li><li><a href="/b" data-k="b">Blog</a></li><li><strong><a href="/c" data-k="c">Careers</a></strong></li></ul></footer>`);
    expect(p.pick('all links in the footer')).toEqual(['a', 'b', 'c'].flatMap(p.at));
  });
});

describe('a control that only mentions the counted noun is not what is counted', () => {
  it('"second post link" is the second post\'s link, not a "Sample Post" link in the menu', () => {
    const posts = ['Man must explore', 'I believe every human has a finite number of heartbeats', 'Science has not yet mastered prophecy'].map((title, k) => `<div class="post-preview"><a href="/post/${k}" ${k === 1 ? 'data-k="second"' : ''}><h2 class="post-title">${title}</h2></a>
      <p class="post-meta">Posted by <a href="#!">Start Bootstrap</a> on September ${24 - k}</p></div><hr>`).join('');
    const p = onPage(`<nav><ul><li><a href="/">Home</a></li><li><a href="/about">About</a></li><li><a href="/post">Sample Post</a></li></ul></nav><main>${posts}<a href="/older">Older Posts →</a></main>`);
    expect(p.pick('second post link')).toEqual(p.at('second'));
  });
});

describe('a Bootstrap dropdown toggle opens a menu', () => {
  it('"the account menu" is the toggle with data-bs-toggle="dropdown", not the Account link beside it', () => {
    const p = onPage(`<header><a href="/account">Account</a><div class="dropdown"><a href="#" data-bs-toggle="dropdown" data-k="toggle">Account</a>
      <ul class="dropdown-menu" hidden><li><a href="/settings">Settings</a></li><li><a href="/logout">Log out</a></li></ul></div></header>`);
    expect(p.pick('the account menu')).toEqual(p.at('toggle'));
  });

  it('so does Flowbite\'s data-dropdown-toggle: "actions menu for Hannah Cole" is her row\'s toggle, not the hidden menu it opens', () => {
    const rows = ['Amelia Hart', 'Hannah Cole'].map((guest, k) => `<tr><td>${guest}</td><td>Deluxe</td><td>
      <button id="r${k}-button" data-dropdown-toggle="r${k}-menu" type="button" ${k === 1 ? 'data-k="toggle"' : ''}><svg aria-hidden="true" viewBox="0 0 20 20"><path d="M6 10a2 2 0 11-4 0"/></svg></button>
      <div id="r${k}-menu" class="hidden z-10 divide-y"><ul aria-labelledby="r${k}-button"><li><a href="#">Show</a></li><li><a href="#">Edit</a></li></ul><a href="#">Delete</a></div></td></tr>`).join('');
    const p = onPage(`<main><table><thead><tr><th>Guest</th><th>Room</th><th>Actions</th></tr></thead><tbody>${rows}</tbody></table></main>`);
    expect(p.pick('actions menu for Hannah Cole')).toEqual(p.at('toggle'));
  });
});

describe('a name in a table row stands for its row', () => {
  it('"the three dots on Instant Crush" is the More button in the row whose title cell says Instant Crush', () => {
    const tracks = ['Get Lucky', 'Instant Crush', 'Lose Yourself to Dance'].map((title, k) => `<tr><td>${k + 1}</td><th scope="row"><div><a href="/t/${k}">${title}</a><span><a href="/artist">Daft Punk</a></span></div></th>
      <td><a href="/album">Random Access Memories</a></td><td><span>Oct 6, 2025</span></td><td><div><button aria-label="Save to Your Library">♡</button><span>5:37</span><button aria-label="More options" ${k === 1 ? 'data-k="more"' : ''}>⋯</button></div></td></tr>`).join('');
    const p = onPage(`<main><h1>Playlist</h1><table><thead><tr><th>#</th><th>Title</th><th>Album</th><th>Added</th><th>Actions</th></tr></thead><tbody>${tracks}</tbody></table></main>`);
    expect(p.pick('three dots on Instant Crush')).toEqual(p.at('more'));
  });
});

describe('the search bar is the page\'s own search', () => {
  it('"search bar" is the field in the search landmark, not the filter over the playlist', () => {
    const p = onPage(`<header><div role="search"><input type="search" placeholder="Artists, songs, or podcasts" data-k="site"></div></header>
      <main><h1>Liked songs</h1><div class="toolbar"><input type="search" placeholder="Filter in playlist"></div><table><tr><td>Get Lucky</td></tr></table></main>`);
    expect(p.pick('search bar')).toEqual(p.at('site'));
  });
});

describe('a plural that found only things of another kind found what the things sit in', () => {
  it('"all product images" is every card\'s picture, not the two titles that say "Fancy Product"', () => {
    const cards = ['Fancy Product', 'Special Item', 'Sale Item', 'Popular Item', 'Sale Item', 'Fancy Product'].map((title) => `<div class="col"><div class="card h-100">
      <img class="card-img-top" src="/450x300.jpg" alt="..." data-k="img"><div class="card-body"><div class="text-center"><h5 class="fw-bolder">${title}</h5>$40.00 - $80.00</div></div>
      <div class="card-footer"><a class="btn btn-outline-dark" href="#">View options</a></div></div></div>`).join('');
    const p = onPage(`<nav><a class="navbar-brand" href="#">Start Bootstrap</a><ul><li><a href="#">Home</a></li><li><a href="#">All Products</a></li></ul></nav>
      <section><div class="row">${cards}</div></section>`);
    expect(p.pick('all product images')).toEqual(p.at('img'));
  });
});

describe('"page" before the role noun is a pager\'s control', () => {
  it('"last page link" is the pager\'s last page, not the last link in the text', () => {
    const p = onPage(`<main><ul><li><a href="/issues/1">Fix login</a></li><li><a href="/issues/2">Crash on save</a></li></ul>
      <nav aria-label="Pagination" class="pagination"><em aria-current="page">1</em><a href="?page=2" aria-label="Page 2">2</a><a href="?page=3" aria-label="Page 3">3</a><a href="?page=10" aria-label="Page 10" data-k="last">10</a><a class="next_page" rel="next" href="?page=2">Next</a></nav>
      <p class="protip">Add <a href="?q=no:assignee">no:assignee</a> to see everything unassigned.</p></main>`);
    expect(p.pick('last page link')).toEqual(p.at('last'));
  });
});

describe('a field in a closed dialog is named by its label once shown', () => {
  const page = `<main><h1>App</h1><a href="#signup" data-bs-toggle="modal">Sign up</a></main>
    <div class="modal fade" id="signup" style="display:none" aria-hidden="true"><div class="modal-dialog"><form>
      <div class="form-floating"><input class="form-control" id="name" type="text" placeholder="Enter your name..." data-k="name"><label for="name">Full name</label></div>
      <div class="form-floating"><input class="form-control" id="email" type="email" placeholder="name@example.com" data-k="email"><label for="email">Email address</label></div>
      <button class="btn btn-primary" type="submit">Submit</button></form></div></div>`;

  it('"Email address" is the hidden email field, not its label', () => {
    const p = onPage(page);
    expect(p.pick('Email address')).toEqual(p.at('email'));
    expect(p.pick('Full name field')).toEqual(p.at('name'));
  });

  it('keeps the accessible name empty, as accname 2A says', () => {
    const p = onPage(page);
    const email = p.index.elements.find((e) => e.attributes.id === 'email');
    expect(email?.name).toBe('');
    expect(email?.nameIfShown).toBe('Email address');
  });
});

describe('rows are counted among those that hold what is asked for', () => {
  it('"the X on the 3rd row" is the cancel button of the third booking, not something in a date picker\'s third week', () => {
    const weeks = [0, 1, 2, 3].map((w) => `<tr>${[1, 2, 3, 4, 5, 6, 7].map((d) => `<td><button>${w * 7 + d}</button></td>`).join('')}</tr>`).join('');
    const bookings = ['Ana', 'Ben', 'Caro', 'Dev'].map((who, k) => `<tr><td>${9 + k}:00</td><td>${who}</td><td><button aria-label="Edit booking">✎</button><button aria-label="Cancel booking" ${k === 2 ? 'data-k="x"' : ''}><svg class="tabler-icon tabler-icon-x" viewBox="0 0 24 24"><path d="M18 6 6 18M6 6l12 12"/></svg></button></td></tr>`).join('');
    const p = onPage(`<main><div class="picker"><table><thead><tr><th>Mo</th><th>Tu</th><th>We</th><th>Th</th><th>Fr</th><th>Sa</th><th>Su</th></tr></thead><tbody>${weeks}</tbody></table></div>
      <table><thead><tr><th>Time</th><th>Guest</th><th>Actions</th></tr></thead><tbody>${bookings}</tbody></table></main>`);
    expect(p.pick('the X on the 3rd row')).toEqual(p.at('x'));
  });
});

describe('a plural under a heading takes its section, however long', () => {
  it('"all links under Documentation" is the eight links of that section, not the links further down the page', () => {
    const docs = ['Styles', 'CSS Components', 'Angular', 'Javascript', 'NextJS', 'React', 'Svelte', 'VueJS'].map((t) => `<li><a href="/docs/${t}" data-k="doc">${t}</a></li>`).join('');
    const p = onPage(`<nav class="sidebar"><h6>Admin Layout Pages</h6><ul><li><a href="/dashboard">Dashboard</a></li><li><a href="/settings">Settings</a></li></ul>
      <hr><h6>Documentation</h6><ul>${docs}</ul></nav>
      <div class="content"><nav class="top"><a href="/">Dashboard</a><div class="dropdown"><a href="#">Action</a><a href="#">Another action</a></div></nav>
      <main><p>Settings</p><a href="#">Show more</a></main><footer><a href="https://example.com">Creative Tim</a></footer></div>`);
    expect(p.pick('all links under Documentation')).toEqual(p.at('doc'));
  });
});

describe('a field\'s value noun may be left out of its label', () => {
  const p = onPage(`<form><h4>Payment</h4>
    <label for="cc-name">Name on card</label><input id="cc-name" type="text" data-k="name">
    <label for="cc-number">Credit card number</label><input id="cc-number" type="text" data-k="number">
    <label for="cc-expiration">Expiration</label><input id="cc-expiration" type="text" placeholder="" data-k="exp">
    <label for="cc-cvv">CVV</label><input id="cc-cvv" type="text">
    <button type="submit">Continue to checkout</button></form>`);

  it('"expiry date field" is the field labelled Expiration', () => {
    expect(p.pick('expiry date field')).toEqual(p.at('exp'));
  });

  it('a label that does carry the noun still wins: "card number field"', () => {
    expect(p.pick('card number field')).toEqual(p.at('number'));
  });
});

describe('reset and clear mean the same to a filter panel', () => {
  it('"reset filters" is the filter panel\'s Clear all button', () => {
    const p = onPage(`<aside aria-labelledby="f"><h2 id="f">Filters</h2><button type="button" data-k="clear">Clear all</button>
      <fieldset><legend>Car type</legend><label><input type="checkbox"> Small</label><label><input type="checkbox"> SUV</label></fieldset></aside>
      <main><h1>Car hire in Lisbon</h1><a href="/deal/1">View deal</a></main>`);
    expect(p.pick('reset filters')).toEqual(p.at('clear'));
  });
});

describe('a named part of a page region stands for the region', () => {
  it('"the search box in the settings sidebar" is the sidebar\'s search, beside the nav labelled Settings', () => {
    const p = onPage(`<nav aria-label="Project"><a href="/">Overview</a><a href="/deployments">Deployments</a><a href="/settings">Settings</a></nav>
      <div class="layout"><aside><div><input type="search" placeholder="Search settings" aria-label="Search settings" data-k="side"></div>
      <nav aria-label="Settings"><a href="/settings/general">General</a><a href="/settings/domains">Domains</a><a href="/settings/env">Environment Variables</a></nav></aside>
      <main><h1>Environment Variables</h1><input type="search" placeholder="Search environment variables" aria-label="Search environment variables"></main></div>`);
    expect(p.pick('the search box in the settings sidebar')).toEqual(p.at('side'));
  });
});

describe('"..." is a pager\'s gap, not a template\'s placeholder alt', () => {
  const items = ['Threads', 'Explore', 'Finish'].map((title, k) => `<div class="portfolio-item"><a class="portfolio-link" href="#portfolioModal${k + 1}" ${k === 0 ? 'data-k="threads"' : ''}>
    <div class="portfolio-hover"><div class="portfolio-hover-content"><i class="fas fa-plus fa-3x"></i></div></div><img class="img-fluid" src="/${k}.jpg" alt="..."></a>
    <div class="portfolio-caption"><div class="portfolio-caption-heading">${title}</div><div class="portfolio-caption-subheading text-muted">Illustration</div></div></div>`).join('');
  const p = onPage(`<main><section id="portfolio"><h2>Portfolio</h2>${items}</section>
    <nav aria-label="Pagination"><ul class="pagination"><li><a href="?p=1">1</a></li><li><a href="?p=2">2</a></li><li><a href="#" data-k="gap">...</a></li><li><a href="?p=15">15</a></li></ul></nav></main>`);

  it('"the ... in the pagination" is the pager link that shows "..."', () => {
    expect(p.pick('the ... in the pagination')).toEqual(p.at('gap'));
  });

  it('a picture whose alt is "..." stays unnamed: "open the Threads project" is the link over the Threads picture', () => {
    expect(p.pick('open the Threads project')).toEqual(p.at('threads'));
  });
});

describe('aria-current marks where the user is', () => {
  it('"current page in the pager" is the link in the item the pager marks aria-current', () => {
    const p = onPage(`<nav class="navbar"><a href="/">Home</a><a href="/about">About</a><a href="/blog">Blog</a></nav>
      <main><h2>Latest posts</h2><a href="/post/1">First post</a>
      <nav aria-label="Pagination"><ul class="pagination"><li class="page-item disabled"><a class="page-link" href="#">Newer</a></li>
      <li class="page-item active" aria-current="page"><a class="page-link" href="#!" data-k="cur">1</a></li><li class="page-item"><a class="page-link" href="#!">2</a></li>
      <li class="page-item"><a class="page-link" href="#!">3</a></li><li class="page-item"><a class="page-link" href="#!">Older</a></li></ul></nav></main>`);
    expect(p.pick('current page in the pager')).toEqual(p.at('cur'));
  });
});

describe('a size in lower case is seen, not written', () => {
  it('"the big image of the featured post" is the featured card\'s picture, though no page text says big', () => {
    const small = [1, 2, 3, 4].map((k) => `<div class="col-lg-6"><div class="card mb-4"><a href="#!"><img class="card-img-top" src="/700x350-${k}.jpg" alt="..."></a>
      <div class="card-body"><h2 class="card-title h4">Post Title ${k}</h2><a class="btn btn-primary" href="#!">Read more →</a></div></div></div>`).join('');
    const p = onPage(`<main><div class="card mb-4"><a href="#!"><img class="card-img-top" src="/850x350.jpg" alt="..." data-k="big"></a>
      <div class="card-body"><div class="small text-muted">January 1, 2023</div><h2 class="card-title">Featured Post Title</h2><a class="btn btn-primary" href="#!">Read more →</a></div></div>
      <div class="row">${small}</div></main>`);
    expect(p.pick('the big image of the featured post')).toEqual(p.at('big'));
  });
});

describe('the × in a field clears it', () => {
  it('"the x button inside the pick-up location box" is the field\'s Clear button', () => {
    const field = (label: string, id: string, key: string): string => `<div><label for="${id}">${label}</label><div><input id="${id}" type="text" role="combobox" value="Lisbon Airport (LIS)">
      <button type="button" title="Clear" aria-label="Clear" tabindex="-1" data-k="${key}"><svg viewBox="0 0 24 24" aria-hidden="true"><path d="M5.6 3.5 12 9.9l6.4-6.4"/></svg></button></div></div>`;
    const p = onPage(`<form>${field('Pick-up location', 'pickup', 'k41')}${field('Drop-off location', 'dropoff', 'k42')}
      <button type="button">Pick-up date, Friday, 12 September 2025</button><button type="submit">Search</button></form>
      <aside><h2>Filters</h2><button type="button">Clear all</button></aside>`);
    expect(p.pick('the x button inside the pick-up location box')).toEqual(p.at('k41'));
  });
});

describe('a big text box takes many lines', () => {
  it('"Type a message into the big text box" is the text area, not the one-line fields', () => {
    const p = onPage(`<form><div class="grid-x"><div class="cell large-12"><label>Input label <input type="text" placeholder="large-12.cell"></label></div>
      <div class="cell large-4"><label>Input label <input type="text" placeholder="large-4.cell"></label></div>
      <div class="cell small-12"><label>How many puppies? <input type="number" value="100"></label></div>
      <div class="cell small-12"><label>What books did you read over summer break? <textarea placeholder="small-12.cell" data-k="area"></textarea></label></div></div></form>`);
    expect(p.pick('Type a message into the big text box')).toEqual(p.at('area'));
  });
});

describe('a star is not a bookmark', () => {
  it('"all the star buttons" are the posts\' Favorite buttons, not their Bookmark buttons', () => {
    const posts = [1, 2, 3].map((k) => `<article><p>Post ${k}</p><div class="status__action-bar">
      <button type="button" aria-label="Reply" title="Reply"><i class="fa fa-reply"></i></button><button type="button" aria-label="Boost" title="Boost"><i class="fa fa-retweet"></i></button>
      <button type="button" aria-label="Favorite" title="Favorite" data-k="fav"><i class="fa fa-star"></i></button><button type="button" aria-label="Bookmark" title="Bookmark"><i class="fa fa-bookmark"></i></button></div></article>`).join('');
    const p = onPage(`<main><h1>Home</h1>${posts}</main>`);
    expect(p.pick('all the star buttons')).toEqual(p.at('fav'));
  });
});

describe('a heading that names a kind titles the examples under it', () => {
  it('"first Icon Button" on a component gallery is the first button shown under the Icon Button heading', () => {
    const section = (title: string, body: string): string => `<div class="component"><h2 id="${title.replace(/ /g, '-')}">${title}</h2><a href="https://codepen.io/${title}">Show code snippets</a><div class="demo">${body}</div></div>`;
    const p = onPage(`<nav><ul><li><a href="#Button">Button</a></li><li><a href="#Icon-Button">Icon Button</a></li><li><a href="#Text-Input">Text Input</a></li></ul></nav>
      <main>${section('Button', '<button class="topcoat-button">Button</button><button class="topcoat-button" disabled>Button</button>')}
      ${section('Icon Button', '<button class="topcoat-icon-button" data-k="first"><span class="topcoat-icon"></span></button><button class="topcoat-icon-button" disabled><span class="topcoat-icon"></span></button>')}
      ${section('Text Input', '<input type="text" class="topcoat-text-input" placeholder="text" value="">')}</main>`);
    expect(p.pick('first Icon Button')).toEqual(p.at('first'));
  });
});

describe('a field that pops up a list is a drop-down', () => {
  it('"Track dropdown" is PrimeReact\'s readonly input with aria-haspopup="listbox", not the box that shows its value', () => {
    const p = onPage(`<section class="filters" aria-label="Filters"><div class="flex flex-column"><label for="track-filter">Track</label>
      <div class="p-dropdown p-component p-inputwrapper" data-pc-name="dropdown"><div class="p-hidden-accessible"><input id="track-filter" type="text" readonly aria-haspopup="listbox" tabindex="0" value="" data-k="input"></div>
      <div class="p-hidden-accessible p-dropdown-hidden-select"><select tabindex="-1" aria-hidden="true"><option value="">Any track</option></select></div>
      <span class="p-dropdown-label p-inputtext p-placeholder">Any track</span><div class="p-dropdown-trigger" role="button" aria-haspopup="listbox" aria-expanded="false"><svg class="p-icon p-dropdown-trigger-icon"></svg></div></div></div>
      <div><label for="q">Search</label><input id="q" type="text"></div></section>`);
    expect(p.pick('Track dropdown')).toEqual(p.at('input'));
  });
});

describe('a native field inside a kit\'s control is the control', () => {
  it('"Only talks without my review toggle" is the switch input the label names, not the div drawn around it', () => {
    const p = onPage(`<section><div class="flex"><div class="p-inputswitch p-component" role="checkbox" aria-checked="false" data-pc-name="inputswitch">
      <input type="checkbox" id="only-unreviewed" role="switch" aria-checked="false" class="p-inputswitch-input" data-k="input"><span class="p-inputswitch-slider"></span></div>
      <label for="only-unreviewed">Only talks without my review</label></div><button type="button">Export</button></section>`);
    expect(p.pick('Only talks without my review toggle')).toEqual(p.at('input'));
  });
});

describe('dragging is how one works a slider', () => {
  it('"Drag the slider in the form" is the form\'s range input', () => {
    const p = onPage(`<nav><ul><li><h3>Slider widget</h3><ul><li><a href="/slider">Slider</a></li><li><a href="/slider-tooltip">Slider tooltip</a></li></ul></li></ul></nav>
      <main><form><ul><li><label for="name2">Text input:</label><input id="name2" type="text"></li>
      <li><label for="slider2">Slider:</label><input type="range" id="slider2" value="0" min="0" max="100" data-k="range"></li></ul></form></main>`);
    expect(p.pick('Drag the slider in the form')).toEqual(p.at('range'));
  });
});

describe('a multi-line text box is a text area', () => {
  it('"the multi-line text box" is the textarea, not the one-line input', () => {
    const p = onPage(`<form><label for="name2">Text input:</label><input id="name2" type="text">
      <label for="textarea2">Textarea:</label><textarea id="textarea2" data-k="area"></textarea><button type="submit">Submit</button></form>`);
    expect(p.pick('the multi-line text box')).toEqual(p.at('area'));
  });
});

describe('an item\'s own title does not end the section it sits in', () => {
  it('"Wolfgang Amadeus Phoenix in the Thumbnails list" is that album in the list under Thumbnails, though each item has an h2', () => {
    const list = (key: string): string => ['Broken Bells', 'Warning', 'Wolfgang Amadeus Phoenix'].map((album, k) => `<li><a href="#" ${k === 2 ? `data-k="${key}"` : ''}><img src="/album-${k}.jpg"><h2>${album}</h2><p>Artist ${k}</p></a></li>`).join('');
    const p = onPage(`<main><h2>Basic linked list</h2><p>Lists of links.</p><div><ul data-role="listview">${list('k51')}</ul></div>
      <h2>Thumbnails</h2><p>To add thumbnails to the left of a list item, add an image as its first child.</p><div><ul data-role="listview" data-inset="true">${list('k52')}</ul></div>
      <h2>Icons</h2><p>Small icons.</p></main>`);
    expect(p.pick('Wolfgang Amadeus Phoenix in the Thumbnails list')).toEqual(p.at('k52'));
  });
});

describe('"enabled" is the absence of the disabled state', () => {
  it('"the enabled Text input field" is the one not disabled, though the disabled one comes first', () => {
    const p = onPage(`<main><h3>Inputs</h3><div class="row"><div class="col"><input type="text" class="form-control" placeholder="Text input" disabled></div>
      <div class="col"><input type="text" class="form-control" placeholder="Text input" data-k="on"></div></div><button type="button">Submit</button></main>`);
    expect(p.pick('the enabled Text input field')).toEqual(p.at('on'));
  });
});

describe('the hamburger opens the navigation', () => {
  it('"the hamburger menu button" is the button that opens the global navigation', () => {
    const p = onPage(`<header><button type="button" aria-label="Open global navigation" aria-expanded="false" data-k="nav"><svg class="wd-icon-justify wd-icon" viewBox="0 0 24 24"><path d="M3 6h18M3 12h18M3 18h18"/></svg></button>
      <a href="/">Home</a><button type="button" aria-label="Notifications"><svg class="wd-icon-notifications" viewBox="0 0 24 24"></svg></button></header>
      <main><h1>Expense report</h1><button type="button">Submit</button><button type="button">Save for Later</button></main>`);
    expect(p.pick('the hamburger menu button')).toEqual(p.at('nav'));
  });
});

describe('calendars abbreviate day names', () => {
  it('"Thursday 17" is the day button that says "Thu 17"', () => {
    const days = ['Mon 14', 'Tue 15', 'Wed 16', 'Thu 17', 'Fri 18'].map((d) => `<button type="button" ${d === 'Thu 17' ? 'data-k="thu"' : ''}>${d}</button>`).join('');
    const p = onPage(`<main><h1>Class schedule</h1><div role="group" aria-label="Week">${days}</div><p>17 classes this week</p></main>`);
    expect(p.pick('Thursday 17')).toEqual(p.at('thu'));
  });
});

describe('tab bars are drawn as navigation', () => {
  it('"Issues tab" is the link in the repository navigation, not the header button that says "Your issues"', () => {
    const p = onPage(`<header><a href="/">Home</a><button type="button">Your issues</button><button type="button">Your pull requests</button></header>
      <nav aria-label="Repository"><ul><li><a href="/r">Code</a></li><li><a href="/r/issues" data-k="tab">Issues <span>24</span></a></li><li><a href="/r/pulls">Pull requests</a></li></ul></nav>
      <main><h1>Settings</h1><label><input type="checkbox"> Issues</label></main>`);
    expect(p.pick('Issues tab')).toEqual(p.at('tab'));
  });
});

describe('a number stepper is the quantity field', () => {
  it('"quantity box for the loaf" is the loaf card\'s stepper input, which has no label', () => {
    const card = (sku: string, title: string, k = '') =>
      `<div class="card" data-sku="${sku}"><div class="title">${title}</div><div class="price">£2.10</div>
       <div role="group" class="stepper"><button type="button" class="stepper-minus"></button><input type="text" role="spinbutton" class="stepper-input" value="1" ${k}><button type="button" class="stepper-plus"></button></div></div>`;
    const p = onPage(`<main><h1>Confirm order</h1>${card('c', 'Butter croissant')}${card('l', 'Seeded sourdough loaf', 'data-k="loaf"')}
      <label>Note <input type="text" name="note"></label><label>Gift card <input type="text" name="gift"></label></main>`);
    expect(p.pick('quantity box for the sourdough loaf')).toEqual(p.at('loaf'));
  });
});

describe('acronyms made plural, and code hosts\' abbreviations', () => {
  it('"PRs tab" is the Pull requests tab: "PRs" is one word, the plural of PR', () => {
    const p = onPage(`<nav aria-label="Repository"><ul><li><a href="/r">Code</a></li><li><a href="/r/issues">Issues</a></li>
      <li><a href="/r/pulls" data-k="pulls">Pull requests <span>6</span></a></li><li><a href="/r/actions">Actions</a></li></ul></nav>
      <main><h1>General</h1><label><input type="checkbox"> Allow rebase merging</label></main>`);
    expect(p.pick('PRs tab')).toEqual(p.at('pulls'));
  });
});

describe('a command whose verb the element does not say is not that element', () => {
  it('"Import products" is nothing on a page with a Products link but no import control', () => {
    const p = onPage(`<nav><a href="/">Dashboard</a><a href="/products">Products</a><a href="/orders">Orders</a></nav>
      <main><h1>Products</h1><button type="button">New product</button><table><tr><td>Desk lamp</td><td><button type="button">Edit</button></td></tr></table></main>`);
    expect(p.pick('Import products')).toEqual([]);
  });
  it('"Delete request" still finds the Delete button beside a request', () => {
    const p = onPage(`<main><h1>Maintenance</h1><table><thead><tr><th><button type="button">Request</button></th><th>Status</th><th></th></tr></thead>
      <tbody><tr><td>MR-1187 Leaking tap</td><td>Open</td><td><button type="button" data-k="del">Delete</button></td></tr></tbody></table></main>`);
    expect(p.pick('Delete request')).toEqual(p.at('del'));
  });
});

describe('the header row\'s checkbox is "select all", whatever state its name tells', () => {
  it('"select all rows checkbox" is the header checkbox PrimeReact names "All items unselected"', () => {
    const row = (who: string) => `<tr><td><input type="checkbox" aria-label="Row Unselected"></td><td>${who}</td><td>Pending</td></tr>`;
    const p = onPage(`<main><h1>Submissions</h1><ul><li><a href="#">All submissions</a></li><li><a href="#">Accepted</a></li></ul>
      <table><thead><tr><th><input type="checkbox" aria-label="All items unselected" data-k="all"></th><th>Speaker</th><th>Status</th></tr></thead>
      <tbody>${row('Ada')}${row('Grace')}${row('Linus')}</tbody></table></main>`);
    expect(p.pick('select all rows checkbox')).toEqual(p.at('all'));
  });
});

describe('a table body\'s rows are one list, whatever classes each row carries', () => {
  it('"the second topic in the list" counts the topic rows (each marked with its category), not the sidebar that holds "Topics"', () => {
    const row = (id: number, title: string, category: string, extra: string, k = '') =>
      `<tr class="topic-list-item category-${category} ${extra}"><td><input type="checkbox"></td><td><a href="/t/${id}" class="title" ${k}>${title}</a> <a href="/c/${category}">${category}</a></td><td>${id % 7}</td></tr>`;
    const p = onPage(`<div class="sidebar"><ul><li><a href="/latest">Topics</a></li><li><a href="/my/posts">My Posts</a></li><li><a href="/review">Review</a></li><li><a href="/badges">Badges</a></li></ul></div>
      <main><table><thead><tr><th></th><th>Topic</th><th>Replies</th></tr></thead><tbody>
      ${row(1, 'Welcome to the forum', 'site-feedback', 'pinned')}${row(2, 'CNC router keeps losing steps', 'workshop', 'has-replies', 'data-k="second"')}${row(3, 'Group buy: birch plywood', 'marketplace', '')}${row(4, 'Best glue for PETG', 'workshop', 'has-replies')}
      </tbody></table></main>`);
    expect(p.pick('the second topic in the list')).toEqual(p.at('second'));
  });
});

describe('a side of the screen is layout the markup does not show', () => {
  it('"the user menu at the top right" reads "top right" as a place, not a word the element must carry', () => {
    const p = onPage(`<header class="topbar"><a href="/">Acme</a><div class="tools"><button type="button" class="tb-messages"><i class="fa fa-envelope"></i></button>
      <button type="button" class="tb-bell"><i class="fa fa-bell"></i></button><a href="/me" class="user" data-k="user"><img src="/me.png" alt="">Dana</a></div></header>
      <main><h1>Dashboard</h1><p>Welcome back.</p><a href="/inbox">Open inbox</a></main>`);
    expect(p.pick('the user menu at the top right')).toEqual(p.at('user'));
  });
});

describe('Twitter is X now', () => {
  it('"twitter icon" is the link labelled "The Ledger on X"', () => {
    const p = onPage(`<main><h1>News</h1><button type="button" aria-label="Close"><svg class="icon icon-x"></svg></button></main>
      <footer><ul><li><a href="https://facebook.com/ledger" aria-label="The Ledger on Facebook"><svg class="icon icon-facebook"></svg></a></li>
      <li><a href="https://x.com/ledger" aria-label="The Ledger on X" data-k="x"><svg class="icon icon-x"></svg></a></li></ul></footer>`);
    expect(p.pick('twitter icon')).toEqual(p.at('x'));
  });
});

describe('a lone capital letter names something', () => {
  const chip = (label: string, k = '') =>
    `<div class="chip">${label}<button type="button" aria-label="Remove filter ${label}" ${k}><svg viewBox="0 0 24 24"><path d="M6 18L18 6"/></svg></button></div>`;
  const p = onPage(`<main><h1>Bikes</h1><div id="filters">${chip('Road bikes')}${chip('Size S')}${chip('Size M', 'data-k="m"')}${chip('Delivery available')}</div>
    <label>Frame size <select><option>Any size</option><option>S</option><option>M</option></select></label>
    <fieldset><legend>Plan</legend><label><input type="radio" name="plan" value="a">Plan A</label><label><input type="radio" name="plan" value="b" data-k="b">Plan B</label></fieldset></main>`);

  it('"the x on the Size M chip" is the M chip\'s remove button, not the S chip\'s', () => {
    expect(p.pick('the x on the Size M chip')).toEqual(p.at('m'));
  });

  it('"choose Plan B" is the Plan B radio', () => {
    expect(p.pick('choose Plan B')).toEqual(p.at('b'));
  });
});

describe('declarative markup says which widget a kit builds', () => {
  it('"the Combo button" is Dojo\'s ComboButton before its script ran, not the span inside it', () => {
    const p = onPage(`<main><h2>Buttons</h2><div data-dojo-type="dijit/form/ComboButton" data-k="combo"><span>Combo</span>
      <div data-dojo-type="dijit/Menu" style="display: none"><div data-dojo-type="dijit/MenuItem">Save</div><div data-dojo-type="dijit/MenuItem">Save As</div></div></div>
      <button data-dojo-type="dijit/form/Button" type="button">Toggle</button></main>`);
    expect(p.pick('the Combo button')).toEqual(p.at('combo'));
  });

  it('"the Internal note tab" is the Fomantic item marked data-tab, and "the Profile tab" is a Bootstrap pill', () => {
    const p = onPage(`<main><div class="ui secondary menu"><a class="item active" data-tab="reply">Reply</a><a class="item" data-tab="note" data-k="note">Internal note</a></div>
      <div class="ui tab segment" data-tab="note"><div class="field"><label>Internal note</label><textarea></textarea></div></div>
      <ul class="nav"><li><a class="nav-link" data-toggle="pill" role="button" data-k="profile">Profile</a></li></ul><section><h3>Profile</h3><p>Your profile.</p></section></main>`);
    expect(p.pick('Internal note tab')).toEqual(p.at('note'));
    expect(p.pick('the Profile tab')).toEqual(p.at('profile'));
  });
});

describe('"only" qualifies, it names nothing', () => {
  it('"the button with only a heart icon" is the icon-only heart button; "members only link" still reads its text', () => {
    const p = onPage(`<main><div class="buttons"><button type="button" class="btn">Default</button><button type="button" class="btn"><i class="fa fa-heart"></i> With Icon</button>
      <button type="button" class="btn btn-just-icon" data-k="heart"><i class="fa fa-heart"></i></button><button type="button" class="btn">Simple</button></div>
      <nav><a href="/m" data-k="members">Members only</a><a href="/all">Everyone</a></nav></main>`);
    expect(p.pick('the button with only a heart icon')).toEqual(p.at('heart'));
    expect(p.pick('members only link')).toEqual(p.at('members'));
  });
});

describe('a control named for a direction is drawn as an arrow', () => {
  it('"next page arrow" is the icon-only "Next Page" button, not a button whose icon is a double arrow', () => {
    const p = onPage(`<main><div class="toolbar"><button type="button" aria-label="Move"><span class="pi pi-arrow-right-arrow-left"></span><span>Move</span></button>
      <button type="button">Delete</button></div><table><tbody><tr><td>report.pdf</td></tr></tbody></table>
      <div class="paginator"><button type="button" aria-label="Previous Page"><svg class="p-icon"><path d="M7 1v12"/></svg></button>
      <button type="button" aria-label="Next Page" data-k="next"><svg class="p-icon"><path d="M7 1v12"/></svg></button></div></main>`);
    expect(p.pick('next page arrow')).toEqual(p.at('next'));
  });
});

describe('the box one ticks is a checkbox', () => {
  it('"uncheck the email receipt box" is the receipt checkbox, not the email text box', () => {
    const p = onPage(`<div role="dialog" aria-label="Refund payment"><label for="amt">Amount</label><input id="amt" value="42.00">
      <label for="mail">Email</label><input id="mail" type="email" value="priya@example.com">
      <div class="check"><input type="checkbox" id="notify" checked data-k="receipt"><label for="notify">Email a refund receipt to priya@example.com</label></div>
      <button type="button">Refund</button></div>`);
    expect(p.pick('uncheck the email receipt box')).toEqual(p.at('receipt'));
  });
});

describe('ticking a counted item ticks its checkbox', () => {
  it('"tick the second task" is the second task row\'s checkbox, not the row', () => {
    const row = (title: string, k = '') => `<tr><td><div class="form-check"><label class="form-check-label"><input class="form-check-input" type="checkbox" ${k}><span class="form-check-sign"></span></label></div></td>
      <td class="text-left">${title}</td><td class="td-actions"><button type="button" class="btn btn-info btn-icon" title="Edit Task"><i class="now-ui-icons ui-2_settings-90"></i></button></td></tr>`;
    const p = onPage(`<div class="card"><div class="card-header"><h5 class="card-category">Backend development</h5><h4 class="card-title">Tasks</h4></div>
      <div class="card-body"><table class="table"><tbody>${row('Sign contract for "What are conference organizers afraid of?"')}${row('Lines From Great Russian Literature? Or E-mails From My Boss?', 'data-k="second"')}${row('Flooded: One year later, assessing what was lost')}</tbody></table></div></div>`);
    expect(p.pick('tick the second task')).toEqual(p.at('second'));
  });
});

describe('sorting a list by a criterion asks for the criterion\'s control', () => {
  it('"sort teachers by subject" is the Subject column\'s header, not the Teacher one', () => {
    const th = (name: string, k = '') => `<th role="columnheader" tabindex="0" aria-sort="none" ${k}>${name}<span class="sr-only"> (Click to sort ascending)</span></th>`;
    const tr = (who: string, subject: string) => `<tr><td><a href="#">${who}</a></td><td>${subject}</td><td>${who.length}</td></tr>`;
    const p = onPage(`<main><h2>Teachers</h2><table class="table b-table"><thead><tr>${th('Teacher')}${th('Subject', 'data-k="subject"')}${th('Periods')}</tr></thead>
      <tbody>${tr('Arjun Patel', 'Maths')}${tr('Julia Kramer', 'German')}${tr('Sarah Lowe', 'Biology')}</tbody></table></main>`);
    expect(p.pick('sort teachers by subject')).toEqual(p.at('subject'));
  });
});

describe('a file is named by what it holds', () => {
  it('"open the spreadsheet template" is the .xlsx attachment, "the slides" the .pptx', () => {
    const p = onPage(`<main><h1>Release checklist</h1><ul class="attachments"><li><a href="/f/1" data-k="xlsx">release-checklist-template.xlsx</a></li>
      <li><a href="/f/2">release-notes-template.md</a></li><li><a href="/f/3" data-k="pptx">launch-review.pptx</a></li></ul><a href="/templates">All templates</a></main>`);
    expect(p.pick('open the spreadsheet template')).toEqual(p.at('xlsx'));
    expect(p.pick('the launch slides')).toEqual(p.at('pptx'));
  });
});

describe('a greyed-out control is a disabled one', () => {
  it('"the greyed-out maximize button" is the disabled Maximize button, not the enabled one', () => {
    const bar = (k = '', disabled = '') => `<div class="title-bar"><div class="title-bar-text">Window</div><div class="title-bar-controls">
      <button aria-label="Minimize"></button><button aria-label="Maximize" ${disabled} ${k}></button><button aria-label="Close"></button></div></div>`;
    const p = onPage(`<main>${bar()}${bar('data-k="grey"', 'disabled')}</main>`);
    expect(p.pick('the greyed-out maximize button')).toEqual(p.at('grey'));
    expect(p.pick('the grayed out Maximize button')).toEqual(p.at('grey'));
  });
});

describe('how often, said either way', () => {
  it('"repeat weekly switch" is the "Repeat every week" switch, not "Repeat every day"', () => {
    const p = onPage(`<form><label><input type="checkbox" role="switch">Repeat every day</label>
      <label><input type="checkbox" role="switch" data-k="weekly">Repeat every week</label><label><input type="checkbox" role="switch">Send reminders</label></form>`);
    expect(p.pick('repeat weekly switch')).toEqual(p.at('weekly'));
  });
});

describe('"throw away" is discard', () => {
  it('"throw away my changes" is "Discard changes", not "Save changes"', () => {
    const p = onPage(`<form><label for="n">Pipeline name</label><input id="n" value="nightly"><div class="actions">
      <button type="button" data-k="discard">Discard changes</button><button type="submit">Save changes</button></div></form>`);
    expect(p.pick('throw away my changes')).toEqual(p.at('discard'));
  });
});

describe('dismissing a notice is its close button', () => {
  it('"dismiss the clashes alert" is the alert\'s close button, not the link in it that names clashes', () => {
    const p = onPage(`<main><div role="alert" class="alert alert-dismissible alert-warning"><button type="button" aria-label="Close" class="close" data-k="close">×</button>
      <strong>3 clashes found.</strong> Mr Patel is double-booked on Tuesday period 4. <a href="#clashes" class="alert-link">Review clashes</a></div>
      <ul class="nav nav-tabs"><li><a href="#grid" class="nav-link active">Timetable</a></li><li><a href="#clashes" class="nav-link">Clashes (3)</a></li></ul>
      <div role="dialog" aria-label="Edit lesson"><button type="button" aria-label="Close">×</button><p>Period 2</p></div></main>`);
    expect(p.pick('dismiss the clashes alert')).toEqual(p.at('close'));
  });
});

describe('an ordinal counts what the noun names best', () => {
  it('"second tab" is the second tab link, not the first, when the tab panels fit "tab" nearly as well', () => {
    const p = onPage(`<h2>Tabs</h2><div id="tabs"><ul><li><a href="#tabs-1">Overview</a></li><li><a href="#tabs-2" data-k="second">Pricing</a></li>
      <li><a href="#tabs-3">Reviews</a></li></ul><div id="tabs-1">Our plans at a glance.</div><div id="tabs-2">Monthly or yearly.</div><div id="tabs-3">What customers say.</div></div>`);
    expect(p.pick('Second tab')).toEqual(p.at('second'));
  });
});

describe('"docs" is short for documents', () => {
  it('"the tax docs tab" is the "Tax documents" tab', () => {
    const p = onPage(`<div role="tablist"><button role="tab" aria-selected="true">Invoices</button><button role="tab">Payment methods</button>
      <button role="tab" data-k="docs">Tax documents</button><button role="tab">Tax settings</button></div>`);
    expect(p.pick('the tax docs tab')).toEqual(p.at('docs'));
  });
});

describe('the emoji button adds a reaction', () => {
  it('"emoji button on Jonas\'s comment" is that comment\'s "Add reaction" button', () => {
    const p = onPage(`<section aria-label="Activity"><article><header><strong>Ana Ruiz</strong><button aria-label="Add reaction"><svg viewBox="0 0 16 16"><path d="M8 0"/></svg></button>
      <button aria-label="Comment options"><svg viewBox="0 0 16 16"><path d="M1 1"/></svg></button></header><p>Looks good.</p><button>Reply…</button></article>
      <article><header><strong>Jonas Weber</strong><button aria-label="Add reaction" data-k="react"><svg viewBox="0 0 16 16"><path d="M8 0"/></svg></button>
      <button aria-label="Comment options"><svg viewBox="0 0 16 16"><path d="M1 1"/></svg></button></header><p>Needs a test.</p><button>Reply…</button></article></section>`);
    expect(p.pick("emoji button on Jonas Weber's comment")).toEqual(p.at('react'));
  });
});

describe('a side menu is the sidebar', () => {
  it('"all links in the side menu" are the sidebar\'s links, not the header\'s or the table\'s', () => {
    const p = onPage(`<header><a href="/">Northgate Vets</a></header><div class="layout"><aside><nav class="o-menu"><ul role="tree">
      <li><a href="/" role="treeitem" data-k="side">Dashboard</a></li><li><a href="/a" role="treeitem" data-k="side">Appointments</a></li><li><a href="/p" role="treeitem" data-k="side">Patients</a></li></ul></nav></aside>
      <main><table><tbody><tr><td><a href="/p/0">Mochi</a></td><td><a href="tel:07700900">07700900</a></td></tr><tr><td><a href="/p/1">Rufus</a></td><td><a href="tel:07700901">07700901</a></td></tr><tr><td><a href="/p/2">Kiwi</a></td><td><a href="tel:07700902">07700902</a></td></tr><tr><td><a href="/p/3">Otis</a></td><td><a href="tel:07700903">07700903</a></td></tr><tr><td><a href="/p/4">Hazel</a></td><td><a href="tel:07700904">07700904</a></td></tr></tbody></table></main></div>`);
    expect(p.pick('all links in the side menu')).toEqual(p.at('side'));
  });
});

describe('"Group by" and "Sort by" are labels, not relations', () => {
  it('"Group by dropdown" is the drop-down labelled "Group by", not a group near a drop-down', () => {
    const p = onPage(`<main><div class="toolbar"><span id="gb">Group by</span><button aria-labelledby="gb gbv" aria-haspopup="true" data-k="group"><span id="gbv">None</span></button>
      <label for="q">Search board</label><input id="q"></div><section aria-label="Sprint 14"><h2>Sprint 14</h2><select aria-label="Sprint"><option>Sprint 14</option></select>
      <div role="group" aria-label="Filters"><button>Only my issues</button><button>Recently updated</button></div></section></main>`);
    expect(p.pick('Group by dropdown')).toEqual(p.at('group'));
  });
});

describe('a word the page writes as two', () => {
  it('"worklog tab" is the "Work log" tab, not a tab that only mentions work', () => {
    const p = onPage(`<div role="tablist" aria-label="Activity"><button role="tab">All</button><button role="tab">Comments</button><button role="tab">History</button>
      <button role="tab" data-k="log">Work log</button><button role="tab">Work items</button></div>`);
    expect(p.pick('worklog tab')).toEqual(p.at('log'));
  });
});

describe('an ordinal under a heading counts within its section', () => {
  const board = (first: string): string => `<main><div role="region" aria-label="Board">${[first, 'In Progress', 'Done'].map((column, c) => `<div role="group" aria-label="${column}"><h2><span>${column}</span></h2>
      ${[1, 2, 3].map((n) => `<div role="button" tabindex="0" class="card" ${c === 0 && n === 3 ? 'data-k="last"' : ''} aria-label="NOVA-${c}${n} Task ${c}${n}. Use the space bar to pick up and move this card"><a href="/b/${c}${n}">NOVA-${c}${n}</a> Task ${c}${n}</div>`).join('')}</div>`).join('')}</div></main>`;
  it('"last card under Review" is the last card of the Review column, not of the board', () => {
    const p = onPage(board('Review'));
    expect(p.pick('last card under Review')).toEqual(p.at('last'));
  });
  it('"To Do" is a column\'s name, not two stop words', () => {
    const p = onPage(board('To Do'));
    expect(p.pick('last card under To Do')).toEqual(p.at('last'));
  });
});

describe('"the last item\'s checkbox" counts the items that hold one', () => {
  it('is the checkbox of the last returnable item, not of the footer\'s last list item', () => {
    const p = onPage(`<main><fieldset><legend>Items to return</legend><ul>${['Rain Jacket', 'Merino Socks', 'Trail Runners'].map((item, n) =>
      `<li><input type="checkbox" id="c${n}" ${n === 2 ? 'data-k="last"' : ''}><label for="c${n}">Return ${item}</label></li>`).join('')}</ul></fieldset>
      <p>Need help?</p></main><footer><ul><li><a href="/help">Help</a></li><li><a href="/privacy">Privacy</a></li></ul></footer>`);
    expect(p.pick("last item's checkbox")).toEqual(p.at('last'));
    expect(p.pick('the checkbox in the last item')).toEqual(p.at('last'));
  });
});

describe('an item with one button is opened by it', () => {
  it('"the last question in Returns questions" is the last question\'s button, not the block around it', () => {
    const p = onPage(`<main><section aria-labelledby="faq"><h2 id="faq">Returns questions</h2>${['When will I get my refund?', 'Can I exchange an item instead?', 'How do I return a gift?'].map((q, n) =>
      `<div class="faq-item"><h3><button type="button" aria-expanded="false" aria-controls="a${n}" ${n === 2 ? 'data-k="last"' : ''}>${q}</button></h3><div id="a${n}" hidden>Within five working days of the parcel reaching our warehouse, sent to the card you paid with.</div></div>`).join('')}</section></main>`);
    expect(p.pick('last question in Returns questions')).toEqual(p.at('last'));
  });
});

describe('typing into a titled block is typing into its one field', () => {
  it('"Type your zip code into the drop-off search" is the drop-off block\'s field, not its heading', () => {
    const p = onPage(`<main><form><label for="r">Reason for return</label><select id="r"><option>Too small</option></select></form>
      <aside><div class="dropoff"><h3>Find a drop-off point</h3><div class="search"><input type="text" placeholder="ZIP code or city" data-k="zip"><button type="button">Use my location</button></div>
      <ul><li>Main St Post Office <button type="button">Choose</button></li><li>Lakeside Locker <button type="button">Choose</button></li><li>Depot 4 <button type="button">Choose</button></li></ul></div></aside></main>`);
    expect(p.pick('Type your zip code into the drop-off search')).toEqual(p.at('zip'));
  });
});

describe('"edit X" is the edit control for X', () => {
  it('"edit Spirit level 60 cm" is the row\'s pencil button, not the item\'s name link', () => {
    const p = onPage(`<table><thead><tr><th>SKU</th><th>Item</th><th>On hand</th><th><span class="visually-hidden">Actions</span></th></tr></thead><tbody>
      ${['Spirit level 60 cm', 'Claw hammer 16 oz', 'Tape measure 5 m'].map((item, n) => `<tr><td>WH-10${n}</td><td><a href="/items/${n}">${item}</a></td><td>${n + 4}</td>
      <td><button type="button" class="btn btn-sm" title="Edit item" ${n === 0 ? 'data-k="edit"' : ''}><i class="bi bi-pencil"></i></button><button type="button" class="btn btn-sm" title="Delete item"><i class="bi bi-trash"></i></button></td></tr>`).join('')}</tbody></table>`);
    expect(p.pick('edit Spirit level 60 cm')).toEqual(p.at('edit'));
  });
});

describe('"user" in "X user menu" says what sort of menu it is', () => {
  it('"Priya Nair user menu" is the dropdown toggle that says her name, not the list holding "My profile"', () => {
    const p = onPage(`<header><ul class="navbar-nav"><li class="nav-item"><a class="nav-link" href="#/notifications" title="Notifications"><i class="bi bi-bell"></i></a></li>
      <li class="nav-item dropdown"><a class="nav-link dropdown-toggle" href="#" role="button" data-bs-toggle="dropdown" aria-expanded="false" data-k="toggle"><img src="/a/priya.jpg" alt=""> Priya Nair</a>
      <ul class="dropdown-menu"><li><h6 class="dropdown-header">Signed in as priya@example.com</h6></li><li><a class="dropdown-item" href="#/profile">My profile</a></li>
      <li><a class="dropdown-item" href="#/logout">Sign out</a></li></ul></li></ul></header><main><h1>Stock levels</h1></main>`);
    expect(p.pick('Priya Nair user menu')).toEqual(p.at('toggle'));
  });
});

describe('a command\'s control stands near its object', () => {
  it('"Add collaborator button" is nothing when the only "add" control is the header\'s create button, far from the Collaborators link', () => {
    const p = onPage(`<div class="app"><header class="AppHeader"><div class="AppHeader-globalBar"><div class="left"><a href="/">Octo</a></div><div class="actions">
      <button type="button" aria-label="Create something new" class="Button--iconOnly"><svg class="octicon octicon-plus" viewBox="0 0 16 16"><path d="M7.75 2"/></svg></button></div></div></header>
      <div class="layout"><div class="sidebar"><div class="inner"><div class="wrap"><nav aria-label="Settings"><ul><li><a href="/settings">General</a></li>
      <li><span>Access</span><ul><li><a href="/settings/access">Collaborators and teams</a></li><li><a href="/settings/moderation">Moderation options</a></li></ul></li></ul></nav></div></div></div>
      <main><form><label for="n">Repository name</label><input id="n" value="octo-app"><button type="submit">Rename</button></form></main></div></div>`);
    expect(p.pick('Add collaborator button')).toEqual([]);
  });
});

describe('a currency picker is named by the code it shows', () => {
  it('"currency dropdown" is the drop-down showing "EUR €", not the language one', () => {
    const p = onPage(`<header><a href="/">Skyway</a><div class="actions"><div class="n-select"><div class="n-base-selection"><div class="n-base-selection-label" tabindex="0" data-k="cur">
      <div class="n-base-selection-input" title="EUR €"><div class="n-base-selection-input__content">EUR €</div></div></div></div></div>
      <div class="n-select"><div class="n-base-selection"><div class="n-base-selection-label" tabindex="0"><div class="n-base-selection-input" title="English"><div>English</div></div></div></div></div></div></header>
      <main><h1>Passengers</h1><label for="n">Full name</label><input id="n"></main>`);
    expect(p.pick('currency dropdown')).toEqual(p.at('cur'));
  });
});

describe('glyphs named by their shape', () => {
  const header = `<header class="topbar"><a href="/">Expenses</a><div class="actions"><button class="t-button" data-k="help"><svg class="t-icon t-icon-help-circle"></svg></button>
    <a href="/comments" data-k="comments"><span class="ab-icon dashicons-admin-comments"></span><span class="count">3</span></a>
    <button class="t-button"><svg class="t-icon t-icon-notification"></svg></button><button class="t-button"><svg class="t-icon t-icon-user"></svg></button></div></header><main><h1>Claims</h1></main>`;
  it('"the question mark icon in the header" is the help button', () => {
    const p = onPage(header);
    expect(p.pick('the question mark icon in the header')).toEqual(p.at('help'));
  });
  it('"the speech bubble in the header" is the comments link', () => {
    const p = onPage(header);
    expect(p.pick('the speech bubble in the header')).toEqual(p.at('comments'));
  });
});

describe('the moon is the dark mode switch', () => {
  it('"dark mode toggle (moon icon)" is the moon button, not the notifications one', () => {
    const p = onPage(`<header><a href="/">Facilities</a><div class="actions"><button class="MuiIconButton-root" aria-label="Notifications"><svg data-testid="NotificationsRoundedIcon"></svg></button>
      <button class="MuiIconButton-root" data-k="moon"><svg data-testid="DarkModeRoundedIcon" class="moon"></svg></button></div></header><main><h1>Maintenance requests</h1></main>`);
    expect(p.pick('dark mode toggle (moon icon)')).toEqual(p.at('moon'));
  });
});

describe('Ionicons name the pencil "create"', () => {
  it('"the pencil in Hannah\'s row" is the row\'s ios-create button, not a "Change email" link', () => {
    const p = onPage(`<table><tbody>${['Hannah Schulz', 'Omar Haddad'].map((n, r) => `<tr><td><a href="/t/${r}">${n}</a></td><td>Open</td><td>
      <button class="ivu-btn ivu-btn-text ivu-btn-icon-only" ${r === 0 ? 'data-k="pencil"' : ''}><i class="ivu-icon ivu-icon-ios-create-outline"></i></button>
      <button class="ivu-btn ivu-btn-text ivu-btn-icon-only"><i class="ivu-icon ivu-icon-ios-trash-outline"></i></button></td></tr>`).join('')}</tbody></table>
      <aside><a href="/account/email">Change billing email address</a></aside>`);
    expect(p.pick("the pencil in Hannah Schulz's row")).toEqual(p.at('pencil'));
  });
});

describe('a control that names its anchor may be what is asked for', () => {
  it('"edit link under Valentines cake pre-orders" is that post\'s Edit link, not the next post\'s', () => {
    const p = onPage(`<table class="wp-list-table"><tbody>${['Valentine’s cake pre-orders', 'Gluten-free range: what’s coming'].map((t, r) => `<tr><th><input type="checkbox" aria-label="Select ${t}"></th>
      <td><strong><a href="/post/${r}">${t}</a></strong><div class="row-actions"><span class="edit"><a href="/edit/${r}" aria-label="Edit “${t}”" ${r === 0 ? 'data-k="edit"' : ''}>Edit</a> | </span>
      <span class="trash"><a href="/trash/${r}" aria-label="Move “${t}” to the Trash">Trash</a> | </span><span class="view"><a href="/p/${r}" aria-label="View “${t}”">View</a></span></div></td><td>Mia</td></tr>`).join('')}</tbody></table>`);
    expect(p.pick('edit link under Valentines cake pre-orders')).toEqual(p.at('edit'));
  });
});

describe('a control named as the anchor is not beside itself', () => {
  it('"the caret next to the Success split button" is the split button\'s toggle, not the single Success dropdown with its own caret', () => {
    const colours = ['Primary', 'Success', 'Danger'];
    const p = onPage(`<div class="row"><div class="col-md-6">${colours.map((c) => `<div class="btn-group">
      <button type="button" class="btn btn-${c.toLowerCase()} dropdown-toggle" data-toggle="dropdown">${c} <span class="caret"></span></button><ul class="dropdown-menu"><li><a href="#">Action</a></li></ul></div>`).join('')}</div>
      <div class="col-md-6">${colours.map((c) => `<div class="btn-group"><button type="button" class="btn btn-${c.toLowerCase()}">${c}</button>
      <button type="button" class="btn btn-${c.toLowerCase()} dropdown-toggle" data-toggle="dropdown" ${c === 'Success' ? 'data-k="caret"' : ''}><span class="caret"></span><span class="sr-only">Toggle Dropdown</span></button>
      <ul class="dropdown-menu"><li><a href="#">Action</a></li></ul></div>`).join('')}</div></div>`);
    expect(p.pick('the caret next to the Success split button')).toEqual(p.at('caret'));
  });
});

describe('a counted record is opened by its title link', () => {
  it('"the first result" is the first search result\'s title link, however long its excerpt', () => {
    const p = onPage(`<main><h1>Search</h1><ul class="results">${['Release checklist', 'Deploy runbook', 'Incident review'].map((t, n) => `<li><div class="meta"><span>Web Platform</span> · <span>Page</span></div>
      <h3><a href="/wiki/${n}" ${n === 0 ? 'data-k="first"' : ''}>${t}</a></h3><p>Every step we take before shipping to production, who signs off, which dashboards to watch and how to roll back if the error budget burns faster than expected during the first hour.</p>
      <div class="foot"><span>Updated 3 days ago by Mia Chen</span><button type="button" aria-label="More actions">…</button></div></li>`).join('')}</ul></main>`);
    expect(p.pick('the first result')).toEqual(p.at('first'));
  });
});

describe('words kept side by side as written decide between labels holding the same words', () => {
  it('"Floor 3 tab" is the tab named Floor 3, not Floor 1 with a count badge of 3', () => {
    const p = onPage(`<div role="tablist">${[[1, 3], [2, 7], [3, 11]].map(([floor, free]) => `<button role="tab" type="button" aria-selected="${floor === 1}" ${floor === 3 ? 'data-k="floor3"' : ''}>Floor ${floor} <span class="badge">${free}</span></button>`).join('')}</div>
      <div role="tabpanel"><h3>Quiet zone</h3><p>Desks 1-12</p></div>`);
    expect(p.pick('Floor 3 tab')).toEqual(p.at('floor3'));
  });
});

describe('a checkbox a kit leaves unnamed is named by the caption beside its box', () => {
  const box = (caption: string, key: string): string => `<div class="vs-component con-vs-checkbox vs-checkbox-primary"><input type="checkbox" class="vs-checkbox--input" value="false" ${key ? `data-k="${key}"` : ''}>
    <span class="checkbox_x vs-checkbox"><span class="vs-checkbox--check"><i class="vs-icon material-icons">check</i></span></span><span class="con-slot-label">${caption}</span></div>`;
  const p = onPage(`<main><h2>Rota</h2><div class="toolbar">${box('Show my shifts only', 'mine')}<button type="button">Export</button></div>
    <aside><h3>Message volunteers</h3><textarea placeholder="Message"></textarea>${box('Send as text message', 'sms')}${box('Copy me in', '')}
    <footer><button type="button"><i class="material-icons">send</i><span>Send message</span></button></footer></aside></main>`);
  it('"Show my shifts only" is the input, not its caption', () => {
    expect(p.pick('Show my shifts only')).toEqual(p.at('mine'));
  });
  it('"Send as text message checkbox" is that checkbox, not the Send message button', () => {
    expect(p.pick('Send as text message checkbox')).toEqual(p.at('sms'));
  });
});

describe('a verb right before a bare field noun says what the field is for', () => {
  it('"search field in the volunteers table" and "comment box" are read as fields, never as a button acting on an unnamed field', () => {
    for (const text of ['search field in the volunteers table', 'comment box', 'filter input above the list']) {
      const readings = interpretations(text);
      expect(readings.map((d) => d.reading)).not.toContain('verb-on-object');
      expect(readings[0]?.kind).toBe('textbox');
    }
  });
  it('a verb before a named object still acts on it ("search the orders table")', () => {
    expect(interpretations('search the orders table').map((d) => d.reading)).toContain('verb-on-object');
  });
});

describe('a short caption ending in a colon names the one field right after it', () => {
  it('"Items per page dropdown" is the pager\'s select, whose own name is only "Open"', () => {
    const p = onPage(`<main><h2>Desserts</h2><table><thead><tr><th>Dessert</th><th>Calories</th></tr></thead><tbody><tr><td>Frozen Yogurt</td><td>159</td></tr><tr><td>Eclair</td><td>262</td></tr></tbody></table>
      <div class="v-data-table-footer"><div class="v-data-table-footer__items-per-page"><span>Items per page:</span><div class="v-input v-select"><div class="v-field"><div class="v-select__selection"><span>10</span></div>
      <input type="text" readonly aria-label="Open" title="Open" value="10" data-k="perpage"></div><i class="mdi-menu-down mdi v-icon" aria-hidden="true"></i></div></div>
      <div class="v-data-table-footer__info">1-10 of 30</div><div class="v-pagination"><button type="button" aria-label="Previous page">‹</button><button type="button" aria-label="Next page">›</button></div></div></main>`);
    expect(p.pick('Items per page dropdown')).toEqual(p.at('perpage'));
  });
});

describe('a select is a dropdown by its role', () => {
  it('"the weight unit dropdown" is the native Unit select, though nothing on it says "dropdown"', () => {
    const p = onPage(`<main><div class="card"><h2>Shipping</h2><label><input type="checkbox" checked> This is a physical product</label>
      <div class="row"><div><label for="w">Weight</label><input id="w" type="number" value="0.4"></div>
      <div><label for="u">Unit</label><select id="u" data-k="unit"><option>kg</option><option>g</option><option>lb</option><option>oz</option></select></div></div>
      <p>Used to calculate shipping rates at checkout and label prices during fulfillment.</p></div></main>`);
    expect(p.pick('the weight unit dropdown')).toEqual(p.at('unit'));
  });
});

describe('a landmark is named however people dress it up', () => {
  const p = onPage(`<div class="g-wrapper"><header class="g-header" data-k="header"><a href="/" class="g-logo">GAdmin</a><ul class="nav"><li><a href="/messages">6</a></li></ul></header>
    <nav class="g-sidebar"><ul><li><a href="/">Dashboard</a></li><li><a href="#pages">Pages</a><ul><li><a href="/login">Login page</a></li><li><a href="/404">404 page</a></li></ul></li></ul></nav></div>
    <div class="g-content"><main class="g-main container-fluid" data-k="main"><div class="row"><div class="card"><span>Sales</span><strong>1234.50</strong></div><div class="card"><span>Orders</span><strong>86</strong></div></div>
    <section class="g-section"><h2>Activity</h2><ul><li>Anna placed an order</li></ul></section></main></div>
    <footer class="g-footer text-right" data-k="footer">Copyright 2018 GAdmin</footer>`);
  it('"page footer" is the footer, though only a menu says "page"', () => {
    expect(p.pick('page footer')).toEqual(p.at('footer'));
  });
  it('"main content area" is the main landmark', () => {
    expect(p.pick('main content area')).toEqual(p.at('main'));
  });
  it('"the top header bar" is the header', () => {
    expect(p.pick('the top header bar')).toEqual(p.at('header'));
  });
});

describe('a control named "Go to next page" is drawn as an arrow too', () => {
  it('"go to next page arrow" is the pager\'s icon-only next button (Twilio Paste\'s pagination)', () => {
    const arrow = (title: string, id: string): string => `<span data-paste-element="PAGINATION_ARROW_ICON" class="css-aj0ian"><svg role="img" aria-hidden="false" viewBox="0 0 20 20" aria-labelledby="${id}"><title id="${id}">${title}</title><path d="M1 1"></path></svg></span>`;
    const p = onPage(`<main><table><tbody><tr><td>Holiday opening hours</td></tr><tr><td>Six-month check-up reminder</td></tr></tbody></table>
      <nav aria-label="Pagination"><button type="button" disabled class="css-1x">${arrow('Go to previous page', 'ArrowBackIcon-:r2i:')}</button>
      <button type="button" aria-label="Go to page 1" aria-current="page">1</button><button type="button" aria-label="Go to page 2">2</button>
      <button type="button" class="css-1x" data-k="next">${arrow('Go to next page', 'ArrowForwardIcon-:r2j:')}</button></nav></main>`);
    expect(p.pick('go to next page arrow')).toEqual(p.at('next'));
  });
});

describe('the field inside an ARIA 1.1 combobox wrapper is the combobox', () => {
  it('"campaign type combobox" is the Downshift input, not its empty listbox or its wrapper', () => {
    const p = onPage(`<main><section><h2>Filters</h2><label id="ct-label" for="ct-input">Campaign type</label>
      <div role="combobox" aria-haspopup="listbox" aria-owns="ct-menu" aria-expanded="false" class="css-1vxmk41"><input readonly type="text" id="ct-input" aria-autocomplete="list" aria-controls="ct-menu" aria-labelledby="ct-label" placeholder="Any type" value="" data-k="input">
      <div class="css-h5r0zr"><span class="css-chevron"><svg aria-hidden="true"><path d="M1 1"></path></svg></span></div></div>
      <button type="button">Create campaign</button></section></main>
      <div><div role="listbox" id="ct-menu" aria-labelledby="ct-label"></div></div>`);
    expect(p.pick('campaign type combobox')).toEqual(p.at('input'));
  });
});

describe('a map draws its zoom buttons as + and −', () => {
  it('"minus button on the map" is Zoom out', () => {
    const p = onPage(`<main><section><h2>Where you'll be</h2><div class="map"><div class="controls"><button type="button" aria-label="Zoom in"><svg aria-hidden="true"><path d="M1 1"></path></svg></button>
      <button type="button" aria-label="Zoom out" data-k="out"><svg aria-hidden="true"><path d="M1 1"></path></svg></button></div><button type="button" aria-label="Enter fullscreen"><svg aria-hidden="true"><path d="M1 1"></path></svg></button></div></section>
      <section><h2>Guests</h2><button type="button" aria-label="Decrease number of adults">−</button><span>2</span><button type="button" aria-label="Increase number of adults">+</button></section></main>`);
    expect(p.pick('minus button on the map')).toEqual(p.at('out'));
  });
});

describe('a card\'s heading names the card\'s one picture', () => {
  it('"Sale Item picture" is the image of the card titled Sale Item, though its alt is only "..."', () => {
    const card = (title: string, key: string): string => `<div class="col mb-5"><div class="card h-100"><img class="card-img-top" src="https://dummyimage.com/450x300.jpg" alt="..." ${key ? `data-k="${key}"` : ''}>
      <div class="card-body p-4"><div class="text-center"><h5 class="fw-bolder">${title}</h5>$18.00</div></div>
      <div class="card-footer"><div class="text-center"><a class="btn btn-outline-dark" href="#">Add to cart</a></div></div></div></div>`;
    const p = onPage(`<nav><a class="navbar-brand" href="#">Start Bootstrap</a><a href="#">All Products</a></nav>
      <section><div class="row">${card('Fancy Product', '')}${card('Sale Item', 'sale')}${card('Popular Item', '')}</div></section>`);
    expect(p.pick('Sale Item picture')).toEqual(p.at('sale'));
  });
});

describe('the page\'s own title is its h1', () => {
  it('"the listing title" is the h1, not the section headings below it', () => {
    const p = onPage(`<main><div class="title"><span><h1 data-k="title">Tregarrow Cottage – sea views, woodburner &amp; garden</h1></span><button type="button">Share</button><button type="button">Save</button></div>
      <section><h2>Entire cottage in Porthkennack, United Kingdom</h2><p>6 guests · 3 bedrooms</p></section>
      <section><h3>Self check-in</h3><p>Check yourself in with the keypad.</p></section><section><h2>Where you'll sleep</h2></section></main>`);
    expect(p.pick('the listing title')).toEqual(p.at('title'));
  });
});

describe('a section or card asked for is the container its heading titles, not the heading', () => {
  const p = onPage(`<main class="g-main"><div class="row"><div class="col-md-6"><section class="g-section" data-k="visitors"><div class="g-section-header"><h2>Visitors Report</h2><select><option>7 Days</option><option>30 Days</option></select></div>
      <div class="g-section-body"><h3>Location</h3><div id="location-map"></div></div></section></div>
    <div class="col-md-6"><section class="g-section" data-k="activity"><div class="g-section-header"><h2>Activity</h2></div><ul><li>Anna placed an order</li><li>Ben left a review</li></ul><a href="/activity">View all recent activity</a></section></div></div>
    <div class="row">${['Fancy Product', 'Sale Item'].map((t) => `<div class="col"><div class="card h-100" ${t === 'Fancy Product' ? 'data-k="fancy"' : ''}><img class="card-img-top" src="/p.jpg" alt="..."><div class="card-body"><div class="text-center"><h5 class="fw-bolder">${t}</h5>$40.00 - $80.00</div></div>
      <div class="card-footer"><a class="btn btn-outline-dark" href="#">View options</a></div></div></div>`).join('')}</div></main>`);
  it('"Activity section" is the section, not its h2', () => {
    expect(p.pick('Activity section')).toEqual(p.at('activity'));
  });
  it('"Visitors Report section" is the section, though a sub-heading follows its title', () => {
    expect(p.pick('Visitors Report section')).toEqual(p.at('visitors'));
  });
  it('"Fancy Product card" is the card, not its title', () => {
    expect(p.pick('Fancy Product card')).toEqual(p.at('fancy'));
  });
  it('"Sales card" is the stat box a small label titles, not the label or the box\'s BEM parts', () => {
    const box = (icon: string, label: string, value: string, key: string): string => `<div class="col-6 col-lg-3"><div class="g-status-box" ${key ? `data-k="${key}"` : ''}><i class="g-status-box__icon fas ${icon}"></i>
      <div class="g-status-box__content"><div class="g-status-box__header"><span class="g-status-box__label">${label}</span></div><div class="g-status-box__body"><span class="g-status-box__value">${value}</span></div>
      <div class="g-status-box__footer"><span class="g-status-box__change"><i class="fas fa-caret-up"></i> 5%</span> from last week</div></div></div></div>`;
    const q = onPage(`<main class="g-main"><div class="row">${box('fa-dollar-sign', 'Sales', '1234.50', 'sales')}${box('fa-inbox', 'Orders', '6', '')}</div><section><h2>Sales by region</h2></section></main>`);
    expect(q.pick('Sales card')).toEqual(q.at('sales'));
  });
});

describe('opening a menu clicks the menu\'s own button', () => {
  it('"open the More actions menu in the page header" is the header\'s More actions button, not an Open button', () => {
    const dots = '<svg viewBox="0 0 20 20" aria-hidden="true"><path d="M6 10a1.5 1.5 0 1 1-3 0"></path></svg>';
    const p = onPage(`<main><div class="Page-Header"><h1>#1047</h1><button type="button">Refund</button><button type="button">Edit</button>
      <button type="button" aria-haspopup="true" aria-expanded="false" data-k="more">More actions ${dots}</button></div>
      <div class="Card"><h2>Unfulfilled</h2><button type="button" aria-label="More actions" aria-haspopup="true" aria-expanded="false">${dots}</button><a href="/p/1">Speckled stoneware mug</a></div>
      <div class="Card"><h2>Paid</h2><button type="button" aria-label="More actions" aria-haspopup="true" aria-expanded="false">${dots}</button><p>Subtotal £89.55</p></div></main>`);
    expect(p.pick('open the More actions menu in the page header')).toEqual(p.at('more'));
  });
  it('is read as the menu itself, with no reading of an Open button beside or inside it', () => {
    const readings = interpretations('open the account menu');
    expect(readings[0]?.kind).toBe('menu');
    expect(readings.map((d) => d.reading)).not.toContain('verb-on-object');
  });
});

describe('a button that opens the site search is the search bar', () => {
  it('"the search bar in the header" is GitHub\'s "Search or jump to…" button, not a hidden form field', () => {
    const p = onPage(`<header class="AppHeader"><a href="/" aria-label="Homepage">Octo</a><qbsearch-input><button type="button" class="header-search-button" data-k="search"><span class="placeholder">Search or jump to…</span></button></qbsearch-input>
      <a href="/pulls">Pull requests</a></header><main><h1>CI</h1><table><tbody><tr><td>bundle-stats</td><td><form action="/delete"><input type="hidden" name="_method" value="delete"><button type="submit" aria-label="Remove artifact bundle-stats">×</button></form></td></tr></tbody></table></main>`);
    expect(p.pick('the search bar in the header')).toEqual(p.at('search'));
  });
});

describe('an apostrophe inside a name joins it', () => {
  it('"Zaatar flatbreads recipe" finds "Za’atar Flatbreads", while "Dana\'s link" still finds Dana', () => {
    const p = onPage(`<main><h2>Recipes</h2><ul class="documents">${['Lemon Ricotta Pancakes', 'Za’atar Flatbreads', 'Miso Butter Roast Chicken'].map((t, n) => `<li><a href="/recipe/${n}" ${n === 1 ? 'data-k="zaatar"' : ''}><span>${t}</span><span>Baking · Priscilla Osei</span></a></li>`).join('')}</ul>
      <section><h2>Team</h2><a href="/u/dana" data-k="dana">Dana Kim</a><a href="/u/omar">Omar Said</a></section></main>`);
    expect(p.pick('Zaatar flatbreads recipe')).toEqual(p.at('zaatar'));
    expect(p.pick("Dana's link")).toEqual(p.at('dana'));
  });
});

describe('a control only by its role, drawn inside a link, is part of the link', () => {
  it('"Comments in the left nav" is the link, not the option element the link wraps', () => {
    const item = (n: number, label: string): string =>
      `<li role="presentation"><a id="menu-item-${n}" class="menu-item-link" href="/c/${n}" tabindex="-1" ${label === 'Comments' ? 'data-k="comments"' : ''}><paper-icon-item role="option" tabindex="-1" aria-selected="false"><iron-icon icon="${label.toLowerCase()}"></iron-icon>${label}</paper-icon-item></a></li>`;
    const p = onPage(`<nav><ul role="listbox" aria-label="Navigation menu">${['Dashboard', 'Content', 'Comments', 'Analytics'].map((l, n) => item(n, l)).join('')}</ul></nav>
      <main><h1>Channel content</h1><a href="/v/1/comments">312 comments</a></main>`);
    expect(p.pick('Comments in the left nav')).toEqual(p.at('comments'));
  });
  it('a native link inside a role-only item is still the one clicked', () => {
    const p = onPage(`<ul role="tree"><li role="treeitem"><a href="/users" data-k="users">Users</a></li><li role="treeitem"><a href="/groups">Groups</a></li></ul>`);
    expect(p.pick('Users')).toEqual(p.at('users'));
  });
});

describe('a name with a relation word inside it, followed by a place', () => {
  it('"View on YouTube button for the sourdough video" keeps "View on YouTube" whole and the video as the place', () => {
    const row = (title: string, id: string, key: string): string => `<div role="row"><div role="cell"><h3><a href="/v/${id}/edit">${title}</a></h3>
      <a href="https://youtu.be/${id}" tabindex="-1"><span role="button" tabindex="0" aria-label="View on YouTube" ${key ? `data-k="${key}"` : ''}><svg viewBox="0 0 24 24"><path d="M10 15l5-3-5-3z"></path></svg></span></a>
      <span role="button" tabindex="0" aria-label="Details"><svg viewBox="0 0 24 24"><path d="M3 17v4h4z"></path></svg></span></div></div>`;
    const p = onPage(`<main><div role="table">${row('Miso glazed aubergine', 'a1', '')}${row('Sourdough starter from scratch', 'b2', 'watch')}${row('Pumpkin gnocchi', 'c3', '')}</div></main>`);
    expect(p.pick('View on YouTube button for the sourdough starter video')).toEqual(p.at('watch'));
  });
  it('"Share on Twitter link in the footer" is the footer\'s share link, not the article\'s', () => {
    const p = onPage(`<main><article><h1>Spring menu</h1><p>New dishes.</p><a href="https://twitter.com/share?u=1">Share on Twitter</a></article></main>
      <footer><a href="/about">About</a><a href="https://twitter.com/share?u=home" data-k="footer">Share on Twitter</a></footer>`);
    expect(p.pick('Share on Twitter link in the footer')).toEqual(p.at('footer'));
    const flat = interpretations('Share on Twitter link in the footer').find((d) => d.reading === 'flat');
    expect(flat?.words).toEqual(['share', 'twitter']);
    expect(flat?.kind).toBe('link');
    expect(flat?.relations.map((r) => r.anchor.kind)).toEqual(['footer']);
  });
});

describe('choosing a value of a native drop-down acts on the drop-down', () => {
  it('"Select 7 Days in the sessions filter" is the <select>, not its <option>, while "the 7 Days option" is the option', () => {
    const p = onPage(`<main><div class="card"><div class="card-header"><h3>Sessions</h3>
      <select class="custom-select" data-k="sessions"><option>30 Days</option><option>15 Days</option><option data-k="option">7 Days</option></select></div>
      <div class="card-body"><canvas id="sessions-chart"></canvas></div></div>
      <div class="card"><div class="card-header"><h3>Sales</h3><a href="/sales?range=7">Last 7 days</a></div></div></main>`);
    expect(p.pick('Select 7 Days in the sessions filter')).toEqual(p.at('sessions'));
    expect(p.pick('the 7 Days option')).toEqual(p.at('option'));
  });
});

describe('a list whose every item is called what the ordinal counts', () => {
  it('"actions menu of the third issue" counts the rows classed "issue", not the page\'s top-level blocks', () => {
    const row = (id: number, subject: string): string =>
      `<tr id="issue-${id}" class="hascontextmenu issue tracker-1 status-${id % 3}"><td class="id"><a href="/issues/${id}">${id}</a></td><td class="subject"><a href="/issues/${id}">${subject}</a></td>
      <td class="buttons"><a title="Actions" class="icon-only icon-actions" href="#" ${id === 1843 ? 'data-k="third"' : ''}>Actions</a></td></tr>`;
    const p = onPage(`<div id="top-menu"><a href="/my/account">My account</a><a href="/logout">Sign out</a></div>
      <div id="header"><h1>Harbor Sync</h1><div id="main-menu"><ul><li><a href="/overview">Overview</a></li><li><a class="issues selected" href="/issues">Issues</a></li></ul></div></div>
      <div id="main"><div id="sidebar"><h3>Issues</h3><a href="/issues">View all issues</a><a href="/issues/report">Summary</a></div>
      <div id="content"><h2>Issues</h2><table class="list issues"><thead><tr><th>#</th><th>Subject</th><th></th></tr></thead><tbody>
      ${row(1845, 'Show vessel ETA')}${row(1844, 'Sync stalls on large manifests')}${row(1843, 'Customs broker export')}${row(1842, 'Duplicate container IDs')}</tbody></table></div></div>
      <div id="footer">Powered by Redmine</div>`);
    expect(p.pick('actions menu of the third issue')).toEqual(p.at('third'));
  });
});

describe('the name after "by" in a meta line is the author', () => {
  it('"the author link on the third post" is the third post\'s "Posted by" link, on a page that never says author', () => {
    const post = (n: number, title: string, who: string): string => `<div class="post-preview"><a href="/post/${n}"><h2 class="post-title">${title}</h2></a>
      <p class="post-meta">Posted by <a href="/u/${n}" ${n === 3 ? 'data-k="third"' : ''}>${who}</a> on July ${n}, 2024</p></div><hr>`;
    const p = onPage(`<nav><a href="/">Home</a><a href="/about">About</a><a href="/contact">Contact</a></nav><main>${post(1, 'Harbour lights', 'Mara Quinn')}${post(2, 'Tidal charts', 'Mara Quinn')}${post(3, 'Night ferries', 'Jonas Berg')}${post(4, 'Gull season', 'Mara Quinn')}</main>`);
    expect(p.pick('the author link on the third post')).toEqual(p.at('third'));
  });
});

describe('a social app\'s word for a post', () => {
  it('"the Toot button" is the compose box\'s Post button; "the Publish button" too', () => {
    const p = onPage(`<form class="compose-form"><textarea aria-label="What's on your mind?"></textarea><button type="button" aria-label="Add media">📎</button>
      <button type="button" class="dropdown-button">Public</button><button type="submit" class="button" data-k="post">Post</button></form>
      <main><article><a href="/@ana">Ana</a><p>Morning!</p><button type="button" aria-label="Boost">🔁</button><button type="button" aria-label="Favourite">★</button></article></main>`);
    expect(p.pick('the Toot button')).toEqual(p.at('post'));
    expect(p.pick('the Publish button')).toEqual(p.at('post'));
  });
});

describe('a value named by its column is one of what the ordinal counts', () => {
  it('"the 3rd campaign name link" is the third row\'s link under "Campaign name", not a pager button', () => {
    const row = (n: number, name: string): string => `<tr><td><input type="checkbox" aria-label="Select ${name}"></td><td><a href="/c/${n}" ${n === 3 ? 'data-k="third"' : ''}>${name}</a><div>Announcement · CM${n}</div></td><td><span>Active</span></td></tr>`;
    const p = onPage(`<main><h1>SMS campaigns</h1><div><div><span>2 of 12 campaigns selected</span><button type="button">Bulk actions</button></div>
      <div><label><input type="checkbox">Select all campaigns</label><button type="button">Sort campaign name</button></div>
      <div><span>Showing 1–4 of 47 campaigns</span><nav aria-label="Campaigns pagination"><button type="button" aria-label="Go to page 1">1</button><button type="button" aria-label="Go to page 2">2</button></nav></div></div>
      <table><thead><tr><th></th><th><button type="button"><span>Sort campaign name descending</span></button>Campaign</th><th>Status</th></tr></thead><tbody>${row(1, 'Six-month check-up reminder')}${row(2, 'Winter whitening offer')}${row(3, 'Hygienist availability')}${row(4, 'Missed appointment follow-up')}</tbody></table>
      </main>`);
    expect(p.pick('the 3rd campaign name link')).toEqual(p.at('third'));
  });
});

describe('a control is never a row', () => {
  it('"Dmitri Sokolov\'s row" is the row, not its "row-menu" button named for him', () => {
    const row = (name: string, email: string, key: string): string => `<tr ${key ? `data-k="${key}"` : ''}><td><span class="avatar">${name.split(' ').map((w) => w[0]).join('')}</span><a href="/m/${email}">${name}</a><span>${email}</span></td><td>Web &amp; Product Engineering</td><td><button type="button" aria-label="Role for ${name}">Member</button></td><td>Active 2 hours ago</td>
      <td><button class="icon-btn row-menu" aria-label="More actions for ${name}" type="button" aria-haspopup="menu"><svg viewBox="0 0 15 15"><path d="M3 7.5a1 1 0 1 0 2 0"></path></svg></button></td></tr>`;
    const p = onPage(`<main><h2>Members</h2><table><thead><tr><th>Member</th><th>Role</th><th></th></tr></thead><tbody>${row('Ana Lima', 'ana@kf.studio', '')}${row('Dmitri Sokolov', 'dmitri@kf.studio', 'dmitri')}${row('Yuki Sato', 'yuki@kf.studio', '')}</tbody></table></main>`);
    expect(p.pick("Dmitri Sokolov's row")).toEqual(p.at('dmitri'));
  });
  it('"the row for \'Ten Recipes for Stale Bread\'" is the row, not its "RaDatagrid-rowCell" cell', () => {
    const row = (id: number, title: string): string => `<tr class="RaDatagrid-row" ${id === 22 ? 'data-k="row"' : ''}><td class="RaDatagrid-rowCell"><input type="checkbox" aria-label="Select this row"></td>
      <td class="RaDatagrid-rowCell column-id">${id}</td><td class="RaDatagrid-rowCell column-title"><span>${title}</span></td><td class="RaDatagrid-rowCell">10/15/2025</td><td class="RaDatagrid-rowCell">Food and drink</td><td class="RaDatagrid-rowCell">Marta Ruiz</td><td class="RaDatagrid-rowCell">431</td><td class="RaDatagrid-rowCell"><a href="#/posts/${id}">Edit</a><a href="#/posts/${id}/show">Show</a></td></tr>`;
    const p = onPage(`<main><table class="RaDatagrid-table"><thead><tr><th></th><th>Id</th><th>Title</th><th>Published at</th><th></th></tr></thead><tbody>${row(21, 'The Night Ferry to Ostrand')}${row(22, 'Ten Recipes for Stale Bread')}${row(23, 'Ravens of the Salt Coast')}</tbody></table></main>`);
    expect(p.pick("the row for 'Ten Recipes for Stale Bread'")).toEqual(p.at('row'));
  });
});

describe('a list box is a control only through its options', () => {
  it('"Artists filter chip" is the Artists chip, not the "Filter options" list holding it; a native multi-select is still itself', () => {
    const chip = (label: string): string => `<button role="option" aria-selected="false" class="Chip-sc-tzlrqi-0" type="button" ${label === 'Artists' ? 'data-k="artists"' : ''}><span class="Chip__ChipInner">${label}</span></button>`;
    const p = onPage(`<nav aria-label="Your Library"><h2>Your Library</h2><div role="listbox" aria-label="Filter options" class="ChipGroup-sc-1ggp5jd-0">${['Playlists', 'Podcasts & Shows', 'Albums', 'Artists'].map(chip).join('')}</div>
      <ul><li><a href="/artist/1">For Artists</a></li></ul></nav>
      <form><label for="tags">Tags</label><select id="tags" multiple data-k="multi"><option>Jazz</option><option>Folk</option></select></form>`);
    expect(p.pick('Artists filter chip')).toEqual(p.at('artists'));
    expect(p.pick('the multi select')).toEqual(p.at('multi'));
  });
});

describe('a native drop-down is the control, not its option', () => {
  it('"disabled select menu" is the <select> whose one option says "Disabled select"; "the Disabled select option" is the option', () => {
    const p = onPage(`<form role="form"><fieldset disabled><div class="form-group"><label for="disabledSelect">Disabled input</label><input class="form-control" id="disabledInput" type="text" placeholder="Disabled input" disabled></div>
      <div class="form-group"><label for="disabledSelect">Disabled select menu</label><select id="disabledSelect" class="form-control" data-k="select"><option data-k="option">Disabled select</option></select></div></fieldset></form>`);
    expect(p.pick('disabled select menu')).toEqual(p.at('select'));
    expect(p.pick('the Disabled select option')).toEqual(p.at('option'));
  });
});

describe('"the box that says X": the role noun before the name is the kind', () => {
  it('reads "the button that says Save", "the link labelled Pricing in the footer" and "the box that says Enter text" as a kind and a name', () => {
    const save = interpretations('the button that says Save')[0];
    expect([save?.kind, save?.words]).toEqual(['button', ['save']]);
    const pricing = interpretations('the link labelled Pricing in the footer')[0];
    expect([pricing?.kind, pricing?.words, pricing?.relations.map((r) => r.anchor.kind)]).toEqual(['link', ['pricing'], ['footer']]);
    const box = interpretations('Type hello into the box that says Enter text')[0];
    expect([box?.kind, box?.words]).toEqual(['textbox', ['enter', 'text']]);
  });
  it('"Type hello into the box that says Enter text" is the field with that placeholder', () => {
    const p = onPage(`<form role="form"><div class="form-group"><label>Text Input</label><input class="form-control"></div>
      <div class="form-group"><label>Text Input with Placeholder</label><input class="form-control" placeholder="Enter text" data-k="enter"></div>
      <div class="form-group"><label>Text area</label><textarea class="form-control" rows="3"></textarea></div></form>`);
    expect(p.pick('Type hello into the box that says Enter text')).toEqual(p.at('enter'));
  });
});

describe('two words that are one word', () => {
  it('"site map link" finds "Sitemap", and "the time zone dropdown" the select labelled "Timezone"', () => {
    const p = onPage(`<main><form><label for="tz">Timezone</label><select id="tz" data-k="tz"><option>UTC</option></select><label for="lang">Language</label><select id="lang"><option>English</option></select></form></main>
      <footer class="ui inverted vertical footer segment"><h4>About</h4><div class="ui link list"><a href="#" class="item" data-k="sitemap">Sitemap</a><a href="#" class="item">Contact Us</a><a href="#" class="item">Maps and directions</a></div></footer>`);
    expect(p.pick('site map link')).toEqual(p.at('sitemap'));
    expect(p.pick('the time zone dropdown')).toEqual(p.at('tz'));
  });
});

describe('"Click Next to see more": a name, then why', () => {
  it('reads the capitalised Next as the name and "to see more results" as the purpose; "the field next to Save" stays a place', () => {
    const next = interpretations('Click Next to see more results')[0];
    expect([next?.words, next?.relations.length]).toEqual([['next'], 0]);
    const field = interpretations('the field next to Save')[0];
    expect(field?.relations.map((r) => r.kind)).toEqual(['near']);
    const p = onPage(`<main><ul class="jobs">${[1, 2, 3].map((n) => `<li><a href="/jobs/${n}">Engineer ${n}</a></li>`).join('')}</ul>
      <div class="show-more-less"><button type="button" aria-label="Click to see more description">…see more</button></div>
      <nav aria-label="Pagination"><button type="button" aria-label="Previous">Previous</button><button type="button" aria-label="Page 1">1</button><button type="button" aria-label="Next" data-k="next">Next</button></nav></main>`);
    expect(p.pick('Click Next to see more results')).toEqual(p.at('next'));
  });
});

describe('a counted answer keeps to the place the description names', () => {
  it('"last product title link under You may also like" counts the cards under that heading, not the accordions above it', () => {
    // A Shopify Dawn product page: the product's accordions, then the related products.
    const p = onPage(`<main id="MainContent"><section id="shopify-section-template--main" class="shopify-section section"><div class="product product--large grid"><div class="product__info-wrapper grid__item"><div id="ProductInfo-template--main" class="product__info-container">
<h1 class="product__title">Marlow Linen Overshirt</h1><div class="price">£68.00</div>
<div class="product__accordion accordion"><details id="Details-collapsible_tab_materials"><summary><div class="summary__title"><h2 class="h4 accordion__title">Materials</h2></div></summary><div class="accordion__content"><p>100% linen.</p></div></details></div>
<div class="product__accordion accordion"><details id="Details-collapsible_tab_shipping"><summary><div class="summary__title"><h2 class="h4 accordion__title">Shipping &amp; returns</h2></div></summary><div class="accordion__content"><p>Free over £80.</p></div></details></div>
<div class="product__accordion accordion"><details id="Details-collapsible_tab_care"><summary><div class="summary__title"><h2 class="h4 accordion__title">Care instructions</h2></div></summary><div class="accordion__content"><p>Wash cold.</p></div></details></div>
</div></div></div></section>
<section class="related-products"><h2 class="related-products__heading">You may also like</h2><ul class="grid product-grid" role="list">
<li class="grid__item"><div class="card-wrapper product-card-wrapper"><div class="card__content"><h3 class="card__heading" id="title-related-products-1"><a href="/products/harlan" id="CardLink-related-products-1" class="full-unstyled-link">Harlan Twill Chore Jacket</a></h3><span class="price-item">£89.00</span></div></div></li>
<li class="grid__item"><div class="card-wrapper product-card-wrapper"><div class="card__content"><h3 class="card__heading" id="title-related-products-2"><a href="/products/alder" id="CardLink-related-products-2" class="full-unstyled-link">Alder Wool Beanie</a></h3><span class="price-item">£24.00</span></div></div></li>
<li class="grid__item"><div class="card-wrapper product-card-wrapper"><div class="card__content"><h3 class="card__heading" id="title-related-products-3"><a href="/products/keswick" id="CardLink-related-products-3" class="full-unstyled-link">Keswick Canvas Tote</a></h3><span class="price-item">£32.00</span></div></div></li>
<li class="grid__item"><div class="card-wrapper product-card-wrapper"><div class="card__content"><h3 class="card__heading" id="title-related-products-4"><a href="/products/otley" id="CardLink-related-products-4" class="full-unstyled-link" data-k="last">Otley Waffle Henley</a></h3><span class="price-item">£45.00</span></div></div></li>
</ul></section></main>`);
    expect(p.pick('last product title link under You may also like')).toEqual(p.at('last'));
  });
});

describe('people count what they see', () => {
  it('"all items in the top menu bar" are the shown menu bar\'s items, not those of a hidden context menu before it', () => {
    // Dijit's theme tester, unrendered: a context menu kept in display:none, then the menu bar.
    const items = (type: string, labels: string[], key: string): string => labels.map((l) => `<div data-dojo-type="dijit/${type}" id="${key ? l.toLowerCase() : `ctx${l}`}" ${key ? `data-k="${key}"` : ''}><span>${l}</span><div data-dojo-type="dijit/Menu"><div data-dojo-type="dijit/MenuItem">Open</div></div></div>`).join('');
    const p = onPage(`<body><div data-dojo-type="dijit/Menu" id="submenu1" style="display: none;">${items('PopupMenuItem', ['Cut', 'Copy', 'Paste'], '')}</div>
      <div id="header" data-dojo-type="dijit/MenuBar" data-dojo-props="region:'top'">${items('PopupMenuBarItem', ['File', 'Edit', 'View'], 'shown')}</div>
      <div id="main"><h1>Dijit theme tester</h1><button type="button">Show Tooltip Dialog</button></div></body>`);
    expect(p.pick('all items in the top menu bar')).toEqual(p.at('shown'));
  });
});

describe('a control drawn only as its icon, with no name at all', () => {
  it('"click the hamburger icon to collapse the sidebar" is the bare ≡ toggle, not the sidebar\'s "Multilevel Menu" entry', () => {
    const p = onPage(`<header class="g-header"><a class="g-header__brand" href="/">GAdmin</a><a class="g-header__sidebar-toggle" href="javascript:void(0)" data-k="toggle"><i class="fas fa-bars"></i></a>
      <a class="g-header__notification" href="#"><i class="fas fa-envelope"></i><span class="badge">6</span></a></header>
      <aside class="g-sidebar"><ul class="g-sidebar__menu"><li class="g-sidebar__menu-item"><a class="g-sidebar__menu-link" href="/"><i class="g-sidebar__menu-icon fas fa-home"></i><span class="g-sidebar__menu-description">Dashboard</span></a></li>
      <li class="g-sidebar__menu-item"><a class="g-sidebar__menu-link"><i class="g-sidebar__menu-icon fas fa-list-ul"></i><span class="g-sidebar__menu-description">Multilevel Menu</span></a><ul class="g-sidebar__menu-list"><li class="g-sidebar__menu-item"><a class="g-sidebar__menu-link" href="#">Level One</a></li></ul></li></ul></aside>`);
    expect(p.pick('click the hamburger icon to collapse the sidebar')).toEqual(p.at('toggle'));
  });
});

describe('a contraction written without its apostrophe', () => {
  it('"Im still quite interested" is the "I\'m Still Quite Interested" button, as "dont" is "don\'t"', () => {
    const p = onPage(`<div class="ui vertical stripe segment"><div class="ui text container"><h3 class="ui header">Breaking The Grid, Grabs Your Attention</h3>
      <p>Instead of focusing on content creation and hard work, we have learned how to master the art of doing nothing.</p>
      <a class="ui large button">Read More</a><a class="ui large button" data-k="k">I'm Still Quite Interested</a></div></div>`);
    expect(p.pick('Im still quite interested')).toEqual(p.at('k'));
    expect(p.pick('dont show again')).toEqual([]);
  });
});

describe('a short word with an inner letter left out', () => {
  it('"chek them out buton" is the "Check Them Out" button; "line" still does not find "Linen"', () => {
    const p = onPage(`<div class="ui vertical stripe segment"><div class="ui middle aligned stackable grid container">
      <h3 class="ui header">We Make Bananas That Can Dance</h3><p>Yes that's right, you thought it was the stuff of dreams.</p>
      <a class="ui huge button" data-k="k">Check Them Out</a><a class="ui button" href="/linen">Linen Overshirt</a></div></div>`);
    expect(p.pick('chek them out buton')).toEqual(p.at('k'));
    expect(p.pick('the line button')).toEqual([]);
  });
});

describe('a verb ending in e and its -ed and -ing forms', () => {
  it('"Like button" finds "Add to Liked Songs", and "regular sized button" the "Regular size" one', () => {
    const row = (n: number, title: string, key: string): string => `<div role="row" aria-rowindex="${n}"><div role="gridcell"><span>${n}</span></div>
      <div role="gridcell"><div class="title">${title}</div><a href="/artist/${n}">Oriel Vance</a></div>
      <div role="gridcell"><button aria-label="Add to Liked Songs" ${key}><svg viewBox="0 0 16 16"><path d="M1 1"></path></svg></button><div>3:41</div>
      <button aria-label="More options for ${title}"><svg viewBox="0 0 16 16"><path d="M2 2"></path></svg></button></div></div>`;
    const p = onPage(`<div role="grid" aria-label="Midnight Ferry Radio">${row(1, 'Low Tide Telephone', '')}${row(2, "Ferryman's Waltz", 'data-k="k"')}</div>
      <section><h3>Sizes</h3><button class="btn btn-lg">Large</button><button class="btn" data-k="regular">Regular size</button><button class="btn btn-sm">Small</button></section>`);
    expect(p.pick("Like button for Ferryman's Waltz")).toEqual(p.at('k'));
    expect(p.pick('Regular sized button')).toEqual(p.at('regular'));
  });
});

describe('a pasted label with its kind after it', () => {
  it('"Frontend engineer in United States heading" is the heading that says so, not a job card inside a "United States" heading', () => {
    const card = (title: string): string => `<li class="jobs-search-results__list-item"><div class="job-card-container"><a href="/jobs/view/1" class="job-card-container__link job-card-list__title" aria-label="${title}"><span aria-hidden="true"><strong>${title}</strong></span></a>
      <div class="job-card-container__company-name">Halvorsen Labs</div><ul><li class="job-card-container__metadata-item">Remote, United States</li></ul>
      <button aria-label="Dismiss ${title} job" class="artdeco-button"><svg></svg></button></div></li>`;
    const p = onPage(`<main><div class="jobs-search-results-list"><header class="scaffold-layout__list-header"><div class="jobs-search-results-list__title-heading"><h1 class="jobs-search-results-list__title" title="Frontend engineer in United States" data-k="k">Frontend engineer in United States</h1>
      <div class="jobs-search-results-list__subtitle"><span dir="ltr">1,024 results</span></div></div></header>
      <ul>${card('Senior Frontend Engineer')}${card('Staff Software Engineer')}</ul></div></main>`);
    expect(p.pick('Frontend engineer in United States heading')).toEqual(p.at('k'));
  });
});

describe('a figure set as a heading', () => {
  it('"Preparing heading in Order Status": the big numbers in h4s do not end the Order Status section', () => {
    const card = (title: string, count: string, key = ''): string => `<div class="col-xl-3 mb-5"><div class="o-cards"><h5 class="txt-o-${title.toLowerCase()}" ${key}>${title}</h5><div class="o-counter"><h4>${count}</h4><h6>Today's Order</h6></div></div></div>`;
    const p = onPage(`<div class="page-header"><div class="page-title"><h3>Orders</h3></div></div>
      <div class="order-top-section"><h4 class="mb-5 card-title text-center">Order Status</h4><div class="card-section"><div class="row mt-5">
      ${card('Placed', '2215')}${card('Preparing', '1,043', 'data-k="k"')}${card('Shipped', '768')}</div></div></div>
      <div class="widget"><h4>Recent Orders</h4><table><tr><th>Status</th></tr><tr><td><span class="badge">Preparing</span></td></tr></table></div>`);
    expect(p.pick('Preparing heading in Order Status')).toEqual(p.at('k'));
  });
});

describe('a role noun written before the name', () => {
  it('"page title Orders" is the Orders heading and "tab Three in the Tab Bar" the third tab, as test scripts write them', () => {
    const p = onPage(`<nav class="sidebar"><ul><li><a href="/orders">Orders</a></li><li><a href="/products">Products</a></li></ul></nav>
      <div id="content"><div class="page-header"><div class="page-title"><h3 data-k="title">Orders</h3></div></div>
      <div class="order-top-section"><h4 class="card-title">Order Status</h4><p>Orders placed today</p></div>
      <h2>Tab Bar</h2><div class="tab-bar"><button class="tab" aria-selected="true">One</button><button class="tab">Two</button><button class="tab" data-k="three">Three</button></div>
      <p>Three ways to pay</p></div>`);
    expect(p.pick('page title Orders')).toEqual(p.at('title'));
    expect(p.pick('tab Three in the Tab Bar')).toEqual(p.at('three'));
  });
});

describe('"right", "just", "directly", "immediately" before a place word', () => {
  it('"button right below Add to cart" is the button after it, and "the link directly below Orders" the next link', () => {
    const p = onPage(`<form class="product-form"><div class="product-form__buttons"><button type="submit" name="add" class="product-form__submit button button--full-width button--secondary">Add to cart</button>
      <div class="shopify-payment-button"><button type="button" class="shopify-payment-button__button" data-k="buy">Buy it now</button></div></div></form>
      <p class="product__text">Free shipping over $50</p><button class="share-button__button">Share</button>
      <nav class="sidebar"><ul><li><a href="/dashboard">Dashboard</a></li><li><a href="/orders">Orders</a></li><li><a href="/products" data-k="products">Products</a></li><li><a href="/customers">Customers</a></li></ul></nav>`);
    expect(p.pick('button right below Add to cart')).toEqual(p.at('buy'));
    expect(p.pick('the link directly below Orders')).toEqual(p.at('products'));
  });
});

describe('a name and the picture that stands for it', () => {
  it('"notifications bell" is the bell in the top bar, not the sidebar link that says Notifications', () => {
    const p = onPage(`<header class="header"><ul class="navbar-nav">
      <li class="nav-item dropdown"><a href="javascript:void(0);" class="nav-link dropdown-toggle" id="notification-dropdown" data-toggle="dropdown" data-k="bell"><span class="icon flaticon-bell-4"></span><span class="badge badge-success">15</span></a>
      <div class="dropdown-menu" aria-labelledby="notification-dropdown"><a class="dropdown-item" href="#">Server rebooted</a></div></li>
      <li class="nav-item dropdown"><a href="#" class="nav-link" id="user-dropdown"><span class="icon flaticon-user-11"></span></a></li></ul></header>
      <nav id="sidebar"><ul><li><a href="/notifications">Notifications</a></li><li><a href="/settings">Settings</a></li></ul></nav>`);
    expect(p.pick('notifications bell')).toEqual(p.at('bell'));
  });
});

describe('an icon name stands for another word only where it names an icon', () => {
  it('"hamburger button that collapses the sidebar" is the ≡ toggle, not the "Bar" chart link (fa-bars is the hamburger)', () => {
    const p = onPage(`<header class="header"><a href="javascript:void(0);" class="nav-link sidebarCollapse d-inline-block" data-k="toggle"><i class="flaticon-menu-line-3"></i></a>
      <a href="index.html"><img src="logo.png" alt="logo"></a></header>
      <nav id="sidebar"><ul><li><a href="#charts">Charts</a><ul><li><a href="chart_bar.html">Bar</a></li><li><a href="chart_line.html">Line</a></li></ul></li>
      <li><a href="#"><i class="fa fa-bars"></i> Menu levels</a></li></ul></nav>
      <p>Opening times: 9 to 5</p><div class="toast"><span>Saved</span><button class="btn-close"><i class="fa fa-times"></i></button></div>`);
    expect(p.pick('hamburger button that collapses the sidebar')).toEqual(p.at('toggle'));
  });
});

describe('a phone number is named by what it is', () => {
  it('"the phone number in the contact section" is the number written out, not the "Phone" heading above it', () => {
    const p = onPage(`<section class="contact-section"><div class="card"><i class="fas fa-map-marked-alt"></i><h4>Address</h4><div class="small text-black-50">4923 Market Street</div></div>
      <div class="card"><i class="fas fa-envelope"></i><h4>Email</h4><div class="small text-black-50"><a href="#">hello@example.com</a></div></div>
      <div class="card"><i class="fas fa-mobile-alt"></i><h4>Phone</h4><div class="small text-black-50" data-k="phone">+1 (555) 902-8832</div></div></section>
      <footer><span>Opened 2021-03-14</span><span>Order 12345678</span></footer>`);
    expect(p.pick('the phone number in the contact section')).toEqual(p.at('phone'));
    expect(p.pick('phone number')).toEqual(p.at('phone'));
  });
});

describe('everyday words for the same action', () => {
  it('"Add teammate button" is the Invite member link', () => {
    const p = onPage(`<header><h1>Team permissions</h1><a href="#invite" data-k="invite">Invite member</a><a href="#roles">Roles</a></header>
      <table><tr><th>Name</th><th>Role</th></tr><tr><td>Ana Ruiz</td><td><button>Change role</button></td></tr></table><button>Add role</button>`);
    expect(p.pick('Add teammate button')).toEqual(p.at('invite'));
  });
  it('"bookmark the post" is the Save post button', () => {
    const p = onPage(`<article><h1>Overnight proofing</h1><button aria-label="Upvote">▲</button><button>Share</button><button data-k="save">Save post</button><button>Report</button></article>
      <aside><button>Add r/Sourdough to favorites</button><button>Join</button></aside>`);
    expect(p.pick('bookmark the post')).toEqual(p.at('save'));
  });
  it('"Create PO" is Create purchase order', () => {
    const p = onPage(`<div class="toolbar"><button>Export stock</button><button data-k="po">Create purchase order</button><button>Print labels</button></div>
      <ul><li>Position: A-12</li><li>Product: Cordless drill</li></ul>`);
    expect(p.pick('Create PO')).toEqual(p.at('po'));
  });
});

describe("the user's own picture", () => {
  it('"my avatar in the top bar" is the account button the avatar fills, while "Dana\'s avatar" is still the picture', () => {
    const p = onPage(`<header class="top-bar"><a href="/">Home</a><input type="search" placeholder="Search files">
      <button aria-label="Account menu for Jordan Ellis" data-k="me"><img src="/avatars/jordan.png" alt=""></button></header>
      <main><ul><li><img src="/avatars/dana.png" alt="Dana Okafor" data-k="dana"><span>Dana Okafor edited Homepage</span></li></ul></main>`);
    expect(p.pick('my avatar in the top bar')).toEqual(p.at('me'));
    expect(p.pick("Dana's avatar")).toEqual(p.at('dana'));
  });
});

describe('two slips in a long word', () => {
  it('"Typografy link" is the Typography link, and "Portugese" the Português menu item', () => {
    const p = onPage(`<nav><ul><li><a href="list-view.html">List View</a></li><li><a href="typography-2.html" data-k="typo">Typography</a></li>
      <li><a href="cards.html">Card View - Multi Select</a></li></ul>
      <ul class="dropdown-menu"><li><a href="#">English</a></li><li><a href="#" data-k="pt">Português <span class="badge">soon</span></a></li><li><a href="#">Polski</a></li></ul></nav>`);
    expect(p.pick('Typografy link')).toEqual(p.at('typo'));
    expect(p.pick('Portugese')).toEqual(p.at('pt'));
  });
});

describe('an ordinal the page writes as a number', () => {
  it('"the X on the third line item" is the X of "line 3", counted by its number, not by position', () => {
    const p = onPage(`<table class="line-items"><tbody>
      <tr><td><input aria-label="Description, line 1" value="Design retainer"></td><td><button aria-label="Remove line 1">×</button></td></tr>
      <tr><td><input aria-label="Description, line 2" value="Hosting"></td><td><button aria-label="Remove line 2">×</button></td></tr>
      <tr class="empty"><td><input aria-label="Description, line 4" value=""></td><td><button aria-label="Remove line 4">×</button></td></tr>
      <tr><td><input aria-label="Description, line 3" value="Workshop"></td><td><button aria-label="Remove line 3" data-k="x3">×</button></td></tr>
      </tbody></table><ul class="desks"><li>Desk 2B-07 <button>Select</button></li></ul>`);
    expect(p.pick('the X on the third line item')).toEqual(p.at('x3'));
  });
});

describe('player and booking words', () => {
  it('"Loop button" is Enable repeat; "Book now button" is Reserve', () => {
    const p = onPage(`<footer class="now-playing-bar"><button aria-label="Enable shuffle"></button><button aria-label="Previous"></button><button aria-label="Play"></button>
      <button aria-label="Next"></button><button aria-label="Enable repeat" data-k="repeat"></button><button aria-label="Queue"></button></footer>
      <div class="book-it"><span>£142 night</span><button>128 reviews</button><button data-k="reserve">Reserve</button><span>You won't be charged yet</span></div>`);
    expect(p.pick('Loop button')).toEqual(p.at('repeat'));
    expect(p.pick('Book now button')).toEqual(p.at('reserve'));
  });
});

describe('the badge in a cell', () => {
  it('"the Failed status badge" is the badge, while "the Failed status" is still the cell', () => {
    const p = onPage(`<table><thead><tr><th>Recipient</th><th>Sent</th><th>Status</th></tr></thead><tbody>
      <tr><td>+44 7700 900123</td><td>09:12</td><td data-k="cell"><span data-element="BADGE" class="css-1vguvuk" data-k="badge">Failed</span></td></tr>
      <tr><td>+44 7700 900456</td><td>09:13</td><td><span data-element="BADGE" class="css-1vguvuk">Delivered</span></td></tr></tbody></table>`);
    expect(p.pick('the Failed status badge')).toEqual(p.at('badge'));
    expect(p.pick('the Failed status')).toEqual(p.at('cell'));
  });
});

describe('a grid drawn without a table', () => {
  it('"Date added cell for Vapor Trails" is that row\'s cell under the Date added column of an ARIA grid', () => {
    const row = (n: number, title: string, added: string, k = '') => `<div role="row" aria-rowindex="${n + 1}"><div role="gridcell">${n}</div>
      <div role="gridcell"><a href="/track/${n}">${title}</a></div><div role="gridcell"><a href="/album/${n}">Night Drives</a></div>
      <div role="gridcell"${k ? ` data-k="${k}"` : ''}>${added}</div><div role="gridcell">3:41</div></div>`;
    const p = onPage(`<div role="grid" aria-label="Late Drive Home"><div role="presentation"><div role="row" aria-rowindex="1">
      <div role="columnheader">#</div><div role="columnheader"><button>Title</button></div><div role="columnheader">Album</div>
      <div role="columnheader"><button>Date added</button></div><div role="columnheader">Duration</div></div></div>
      <div role="presentation">${row(1, 'Midnight Overpass', '3 days ago')}${row(2, 'Vapor Trails', '2 weeks ago', 'added')}${row(3, 'Slow Exit', '1 month ago')}</div></div>`);
    expect(p.pick('Date added cell for Vapor Trails')).toEqual(p.at('added'));
  });
});

describe('short forms of option names', () => {
  it('"auto-record checkbox" is Automatically record meeting; "alt host input" is Alternative Hosts', () => {
    const p = onPage(`<form><label><input type="checkbox" id="mute"> Mute participants upon entry</label>
      <label><input type="checkbox" id="autorec" data-k="auto"> Automatically record meeting</label>
      <label for="alt">Alternative Hosts</label><input id="alt" type="text" placeholder="Enter user name or email addresses" data-k="alt">
      <label for="host">Host</label><input id="host" type="text"><button>Save</button></form>`);
    expect(p.pick('auto-record checkbox')).toEqual(p.at('auto'));
    expect(p.pick('alt host input')).toEqual(p.at('alt'));
  });
});

describe('a focusable item around a bare link', () => {
  it('"go to page 3" is the focusable pager item, not the href-less <a> that draws its number', () => {
    const p = onPage(`<ul class="ant-pagination"><li title="Previous Page" class="ant-pagination-prev" tabindex="-1"><button class="ant-pagination-item-link" type="button">‹</button></li>
      <li title="1" class="ant-pagination-item ant-pagination-item-1 ant-pagination-item-active" tabindex="0"><a rel="nofollow">1</a></li>
      <li title="2" class="ant-pagination-item ant-pagination-item-2" tabindex="0"><a rel="nofollow">2</a></li>
      <li title="3" class="ant-pagination-item ant-pagination-item-3" tabindex="0" data-k="p3"><a rel="nofollow">3</a></li>
      <li title="Next Page" class="ant-pagination-next" tabindex="0"><button class="ant-pagination-item-link" type="button">›</button></li></ul>`);
    expect(p.pick('go to page 3')).toEqual(p.at('p3'));
  });
});

describe('a place named by a role word', () => {
  it('"third checkbox under Options" counts the checkboxes under the Options heading, and "next to Columns" is beside the Columns button', () => {
    const p = onPage(`<form><h3>Meeting ID</h3><label><input type="checkbox"> Recurring meeting</label><label><input type="checkbox"> Passcode</label>
      <label><input type="checkbox"> Waiting Room</label>
      <h3>Options</h3><label><input type="checkbox"> Allow participants to join anytime</label><label><input type="checkbox"> Mute participants upon entry</label>
      <label><input type="checkbox" data-k="third"> Breakout Room pre-assign</label><label><input type="checkbox"> Automatically record meeting</label>
      <select><option>Option A</option><option>Option B</option></select></form>
      <div class="toolbar"><button>Filter</button><button>Columns</button><button data-k="export">Export</button></div>`);
    expect(p.pick('third checkbox under Options')).toEqual(p.at('third'));
    expect(p.pick('Exprot button next to Columns')).toEqual(p.at('export'));
  });
});

describe('"per second" is a unit', () => {
  it('"Requests per second panel" is the panel of that name, not the second panel', () => {
    const p = onPage(`<div class="dashboard"><section aria-label="Availability"><h2>Availability</h2><div>99.98%</div></section>
      <section aria-label="Error rate"><h2>Error rate</h2><div>0.4%</div></section>
      <section aria-label="Requests per second" data-k="rps"><h2>Requests per second</h2><div>1.2k</div></section></div>`);
    expect(p.pick('Requests per second panel')).toEqual(p.at('rps'));
  });
});

describe('a clause that says what the element does', () => {
  it('"the arrow that moves the time range backwards" is the button labelled so, not any button drawing an arrow', () => {
    const p = onPage(`<div class="toolbar"><button aria-label="Move time range backwards" data-k="back"><svg class="icon-angle-left"></svg></button>
      <button aria-label="Time range picker">Last 6 hours</button><button aria-label="Move time range forwards"><svg class="icon-angle-right"></svg></button></div>
      <table><thead><tr><th><button class="sort">Service <i class="fa fa-arrow-down"></i></button></th><th>Latency</th></tr></thead>
      <tbody><tr><td>ledger</td><td>120 ms</td></tr></tbody></table>`);
    expect(p.pick('Click the arrow that moves the time range backwards')).toEqual(p.at('back'));
  });
});

describe('the person billed', () => {
  it('"customer field" is the Contact field of an invoice', () => {
    const p = onPage(`<form class="invoice"><label for="contact">Contact</label><input id="contact" role="combobox" data-k="contact">
      <label for="issue">Issue date</label><input id="issue" type="date"><label for="ref">Reference</label><input id="ref">
      <label for="notes">Note to customer</label><textarea id="notes"></textarea></form>`);
    expect(p.pick('customer field')).toEqual(p.at('contact'));
  });
});

describe('a badge drawn inside a button', () => {
  it('"Pending tag on Fernhill Books" is the tag, not the transaction button around it', () => {
    const p = onPage(`<ul class="feed"><li><button class="txn"><img alt="Grindhouse Coffee logo"><span class="name">Grindhouse Coffee</span><span class="cat">Eating out</span><span class="amount">-£3.40</span></button></li>
      <li><button class="txn"><img alt="Fernhill Books logo"><span class="name">Fernhill Books</span><span class="cat">Shopping</span><span class="tag" data-k="pending">Pending</span><span class="amount">-£12.99</span></button></li>
      <li><button class="txn"><img alt="Lumen Cinemas logo"><span class="name">Lumen Cinemas</span><span class="tag">Pending</span><span class="amount">-£9.50</span></button></li></ul>`);
    expect(p.pick('Pending tag on Fernhill Books')).toEqual(p.at('pending'));
  });
});

describe('a heading whose text is a link', () => {
  it('"Trending Now heading" is the heading, not the link it wraps', () => {
    const p = onPage(`<div class="lolomoRow"><h2 class="rowHeader" data-k="h"><a class="rowTitle" aria-label="trending now" href="/browse/trending"><div class="row-header-title">Trending Now</div><div class="see-all-link">Explore All</div></a></h2>
      <div class="slider"><a href="/title/1">Red Meridian</a><a href="/title/2">Sable Street</a></div></div>
      <div class="lolomoRow"><h2 class="rowHeader"><a class="rowTitle" aria-label="my list" href="/browse/my-list"><div class="row-header-title">My List</div></a></h2></div>`);
    expect(p.pick('Trending Now heading')).toEqual(p.at('h'));
  });
});

describe('configure is settings', () => {
  it('"the settings page link for this job" is the Configure task', () => {
    const p = onPage(`<div id="tasks"><a href="/job/api/">Status</a><a href="/job/api/changes">Changes</a><a href="/job/api/build">Build Now</a>
      <a href="/job/api/configure" data-k="configure">Configure</a><a href="/job/api/delete">Delete Pipeline</a><a href="/job/api/rename">Rename</a></div>
      <div id="history"><a href="/job/api/48/">#48</a> <span>1 commit</span></div>`);
    expect(p.pick('the settings page link for this job')).toEqual(p.at('configure'));
  });
});

describe('what a button turns on, said as a verb', () => {
  it('"unmute button" is "Turn on sound"; "Top up button" is "Add money"', () => {
    const p = onPage(`<div class="billboard"><button aria-label="Play">Play</button><button aria-label="More info">More info</button>
      <button class="audio-toggle" aria-label="Turn on sound" data-k="sound"><svg></svg></button><span class="maturity-rating">15</span></div>
      <div class="balance"><button data-k="add">Add money</button><button>Move money</button><button>Pay someone</button></div>`);
    expect(p.pick('unmute button')).toEqual(p.at('sound'));
    expect(p.pick('Top up button')).toEqual(p.at('add'));
  });
});

describe('beside a control that shows the words', () => {
  it('"the link beside \'Watercourse\'" is the value next to the Watercourse link, not that link', () => {
    const p = onPage(`<div class="facts"><div class="fact"><a href="/s?q=watercourse">Watercourse</a>: <a href="/s?q=tessel+creek" data-k="value">Tessel Creek</a></div>
      <div class="fact"><a href="/s?q=height">Height</a>: <span>41 m</span></div><div class="fact"><a href="/s?q=county">County</a>: <a href="/s?q=halver">Halver County</a></div></div>`);
    expect(p.pick("the link beside 'Watercourse'")).toEqual(p.at('value'));
  });

  it('"the button beside Disabled" is the other button of the group', () => {
    const p = onPage(`<h4>.siblings()</h4><div class="btn-group"><button class="btn btn-default" disabled>Disabled</button><button class="btn btn-default" data-k="other">Button</button></div>
      <h4>.prev()</h4><ul><li>Apples</li><li class="third">Oranges</li></ul>`);
    expect(p.pick('the button beside Disabled')).toEqual(p.at('other'));
  });
});

describe('a role word as the verb of a quoted choice', () => {
  it('"Select \'Schedule for later\'" is the radio of that name, not a drop-down', () => {
    const p = onPage(`<div role="dialog" aria-label="Pay someone"><label>Reference <input></label><label for="cat">Category</label><select id="cat" class="Select_select__gH5tY" data-testid="category-select"><option>General</option><option>Bills</option></select>
      <fieldset><legend>When</legend><label><input type="radio" name="when" checked> Pay now</label><label><input type="radio" name="when" data-k="later"> Schedule for later</label></fieldset>
      <button>Continue</button></div>`);
    expect(p.pick("Select 'Schedule for later'")).toEqual(p.at('later'));
  });
});

describe('a breadcrumb written as two words', () => {
  it('"bread crumb Library link" is the Library link of the breadcrumb, not the Library menu item', () => {
    const p = onPage(`<nav class="navbar"><ul><li><a href="/library">Library</a></li><li><a href="/data">Data</a></li></ul></nav>
      <ol class="breadcrumb"><li><a href="/home">Home</a></li><li><a href="/library" data-k="crumb">Library</a></li><li class="active">Data</li></ol>`);
    expect(p.pick('bread crumb Library link')).toEqual(p.at('crumb'));
  });
});

describe('words that only name a picture', () => {
  it('"hamburger menu" is the icon-only button, not a link that writes a synonym', () => {
    const p = onPage(`<nav class="main-header navbar"><ul class="navbar-nav"><li class="nav-item"><a class="nav-link" data-widget="pushmenu" href="#" role="button" data-k="burger"><i class="fas fa-bars"></i></a></li>
      <li class="nav-item"><a href="index.html" class="nav-link">Home</a></li></ul></nav>
      <aside class="main-sidebar"><nav><ul><li><a href="top-nav.html">Top Navigation</a></li><li><a href="kanban.html">Kanban Board</a></li></ul></nav></aside>`);
    expect(p.pick('hamburger menu')).toEqual(p.at('burger'));
  });
});

describe('two words the page writes as one', () => {
  it('"White boards tab" is the Whiteboards shortcut, "key word field" the Keyword field', () => {
    const p = onPage(`<div role="tablist" class="shortcuts"><button role="tab">For you</button><button role="tab">Docs</button><button role="tab" data-k="wb">Whiteboards</button>
      <button role="tab">Presentations</button></div><form><label for="kw">Keyword</label><input id="kw" data-k="kw"><label for="own">Owner</label><input id="own"></form>`);
    expect(p.pick('White boards tab')).toEqual(p.at('wb'));
    expect(p.pick('key word field')).toEqual(p.at('kw'));
  });
});

describe('a toggle that is a button', () => {
  it('"full-screen toggle" is the Fullscreen button of the player, not another control the word toggle names', () => {
    const p = onPage(`<div class="video-player__controls"><button aria-label="Pause (space/k)"><svg></svg></button><button aria-label="Mute (m)"><svg></svg></button>
      <input type="range" aria-label="Volume"><button aria-label="Settings" class="settings-menu-toggle"><svg></svg></button>
      <button aria-label="Theatre Mode (alt+t)"><svg></svg></button><button aria-label="Fullscreen (f)" data-k="fs"><svg></svg></button></div>`);
    expect(p.pick('full-screen toggle')).toEqual(p.at('fs'));
  });
});

describe('checkout, address and editor words', () => {
  it('"Check out button" is Place Order; "the apartment / suite number" is Apt / Suite; "headline field" is the post title', () => {
    const p = onPage(`<form class="checkout"><label for="addr">Street address</label><input id="addr"><label for="apt">Apt / Suite / Floor</label><input id="apt" data-k="apt">
      <button type="button">Add payment method</button><button type="button">Change</button><button type="submit" data-k="order">Place Order</button></form>
      <div class="editor"><textarea placeholder="Post title" data-k="title"></textarea><div contenteditable="true" aria-label="Post content"></div><input aria-label="Image caption"></div>`);
    expect(p.pick('Check out button')).toEqual(p.at('order'));
    expect(p.pick('Fill in the apartment / suite number')).toEqual(p.at('apt'));
    expect(p.pick('headline field')).toEqual(p.at('title'));
  });
});

describe('opening a dialog or panel', () => {
  it('"Open the slow loading modal dialog" is the link that shows it, not a dialog on the page', () => {
    const p = onPage(`<p>Dialogs: <a href="#" onclick="dialog1.show()" data-k="open">slow loading modal dialog</a>, <a href="#" onclick="dialog2.show()">tooltip dialog</a></p>
      <div class="dijitDialog" role="dialog" aria-labelledby="d3title"><div id="d3title" class="dijitDialogTitleBar">Slow loading modal dialog</div>
      <div class="dijitDialogPaneContent">Please wait while the modal content loads slowly from the server.</div><button>OK</button></div>`);
    expect(p.pick('Open the slow loading modal dialog')).toEqual(p.at('open'));
  });
});

describe('an arrow no class names', () => {
  it('"arrow to collapse the left sidebar" is the button that collapses it, drawn as an svg path', () => {
    const p = onPage(`<nav class="side-nav" aria-label="Followed channels"><div class="side-nav-header"><h2>For you</h2>
      <button aria-label="Collapse Side Nav" data-k="collapse"><svg viewBox="0 0 20 20"><path d="M16 16V4h2v12h-2zM6 9l2.501-2.5-1.5-1.5-5 5 5 5 1.5-1.5-2.5-2.5h8V9H6z"></path></svg></button></div>
      <a href="/mossfern">MossfernPlays</a><a href="/wren">wrenfield_k</a><button>Show more</button></nav>`);
    expect(p.pick('arrow to collapse the left sidebar')).toEqual(p.at('collapse'));
  });
});
