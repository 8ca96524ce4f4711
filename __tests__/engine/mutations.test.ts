import { describe, expect, test } from 'vitest';
import { assignIdentifiers, createRng, MUTATION_KINDS, mutatePage } from '../../bench/mutations.ts';
import { indexPage } from '../../src/engine/index.ts';

const PAGE = `<!doctype html><html lang="en"><head><title>Acme</title></head><body class="page">
<header class="site-header"><nav aria-label="Main" class="menu">
  <ul><li><a href="/" class="menu-link">Home</a></li><li><a href="/shop" class="menu-link">Shop</a></li><li><a href="/help" class="menu-link">Help</a></li></ul>
</nav></header>
<main id="main">
  <section class="hero"><h1>Outdoor gear</h1><p>Everything for the trail.</p><a href="#signup" class="btn">Join now</a></section>
  <section class="products"><h2>Products</h2>
    <ul class="grid">
      <li class="card"><h3>Summit Jacket</h3><p class="price">$120</p><button class="btn add" type="button">Add to cart</button></li>
      <li class="card"><h3>Trail Runner</h3><p class="price">$90</p><button class="btn add" type="button">Add to cart</button></li>
      <li class="card"><h3>Cedar Mug</h3><p class="price">$12</p><button class="btn add" type="button">Add to cart</button></li>
    </ul>
  </section>
  <section id="signup" class="signup"><h2>Sign up</h2>
    <form id="signup-form" class="form">
      <div class="row"><label for="email-field">Email address</label><input id="email-field" name="email" type="email" class="input"></div>
      <div class="row"><label for="name-field">Full name</label><input id="name-field" name="name" class="input"></div>
      <button id="signup-btn" type="submit" class="btn btn-primary">Create account</button>
    </form>
  </section>
</main>
<footer class="site-footer"><p>© Acme</p><a href="/privacy">Privacy</a></footer>
</body></html>`;

const ORIGINAL = indexPage(PAGE);
// Targets by ordinal (document order) on the original page.
const SIGNUP_BUTTON = ORIGINAL.elements.find((e) => e.attributes.id === 'signup-btn')!.ordinal;
const SECOND_ADD = ORIGINAL.elements.filter((e) => e.name === 'Add to cart')[1]!.ordinal;
const EMAIL = ORIGINAL.elements.find((e) => e.attributes.id === 'email-field')!.ordinal;

describe('page mutators change pages the way releases do and keep the target tracked', () => {
  for (const kind of MUTATION_KINDS) {
    test(`${kind} keeps the page parseable and the target tracked`, () => {
      for (const [target, seed] of [[SIGNUP_BUTTON, 1], [SECOND_ADD, 2], [EMAIL, 3]] as const) {
        const original = ORIGINAL.elements[target]!;
        const mutated = mutatePage(PAGE, target, [kind], seed);
        expect(mutated.html).not.toBe(PAGE);
        expect(mutated.html).not.toContain('data-bench-target');
        expect(mutated.targetXPath).not.toBeNull();
        const found = indexPage(mutated.html).byXPath(mutated.targetXPath!);
        expect(found?.tag).toBe(original.tag);
        expect(found?.attributes.type).toBe(original.attributes.type);
      }
    });
  }

  test('inserted siblings copy a <template> with its content (React leaves empty ones as placeholders)', () => {
    const card = (name: string) => `<li class="card"><template></template><h3>${name}</h3><template><p>Out of stock</p></template><button type="button">Add</button></li>`;
    const page = `<!doctype html><html><head><title>Shop</title></head><body><ul class="grid">${card('Jacket')}${card('Mug')}${card('Boots')}</ul></body></html>`;
    const target = indexPage(page).elements.filter((e) => e.tag === 'button')[1]!.ordinal;
    const templates = (html: string) => html.split('<template>').length - 1;
    const outOfStock = (html: string) => html.split('Out of stock').length - 1;
    const pages = [1, 2, 3, 4, 5].map((seed) => mutatePage(page, target, ['insert-siblings'], seed).html);
    const grown = pages.find((html) => templates(html) > templates(page));
    expect(grown).toBeDefined();
    expect(outOfStock(grown!)).toBeGreaterThan(outOfStock(page));
  });

  test('the same seed gives the same page, another seed another page', () => {
    const kinds = ['add-wrappers', 'move-elements', 'edit-text'] as const;
    expect(mutatePage(PAGE, SECOND_ADD, kinds, 7)).toEqual(mutatePage(PAGE, SECOND_ADD, kinds, 7));
    expect(mutatePage(PAGE, SECOND_ADD, kinds, 7).html).not.toBe(mutatePage(PAGE, SECOND_ADD, kinds, 8).html);
  });

  test('rehashed classes look like CSS-in-JS output, the same class list always hashing alike', () => {
    const { html } = mutatePage(PAGE, SIGNUP_BUTTON, ['rehash-classes'], 1);
    const classes = indexPage(html).elements.flatMap((e) => (e.attributes.class === undefined ? [] : [e.attributes.class]));
    expect(classes.length).toBeGreaterThan(10);
    for (const value of classes) expect(value).toMatch(/^css-[0-9a-z]{1,6}$/);
    const cards = indexPage(html).elements.filter((e) => e.tag === 'li' && e.text.includes('Add to cart'));
    expect(new Set(cards.map((e) => e.attributes.class)).size).toBe(1);
  });

  test('renamed ids keep labels and links pointing at what they named', () => {
    const { html } = mutatePage(PAGE, EMAIL, ['rename-ids'], 4);
    const index = indexPage(html);
    const ids = new Set(index.elements.map((e) => e.attributes.id).filter(Boolean));
    expect(ids.has('email-field') && ids.has('signup-btn') && ids.has('main')).toBe(false);
    for (const label of index.elements.filter((e) => e.tag === 'label')) expect(ids.has(label.attributes.for!)).toBe(true);
    expect(index.elements.filter((e) => e.tag === 'input').map((e) => e.name)).toEqual(['Email address', 'Full name']);
  });

  test('added wrappers put a new element around the target or one of its near ancestors', () => {
    const depth = (xpath: string) => xpath.split('/').length;
    const depthBefore = depth(ORIGINAL.elements[SIGNUP_BUTTON]!.xpath);
    for (const seed of [1, 2, 3, 4, 5]) {
      const mutated = mutatePage(PAGE, SIGNUP_BUTTON, ['add-wrappers'], seed);
      const after = indexPage(mutated.html);
      expect(after.elements.length).toBeGreaterThan(ORIGINAL.elements.length);
      expect(depth(mutated.targetXPath!)).toBe(depthBefore + 1);
    }
  });

  test('inserted siblings add content and removed siblings take some away, never the target', () => {
    const count = (html: string) => indexPage(html).elements.length;
    const inserted = mutatePage(PAGE, SECOND_ADD, ['insert-siblings'], 5);
    const removed = mutatePage(PAGE, SECOND_ADD, ['remove-siblings'], 5);
    expect(count(inserted.html)).toBeGreaterThan(count(PAGE));
    expect(count(removed.html)).toBeLessThan(count(PAGE));
    expect(indexPage(removed.html).byXPath(removed.targetXPath!)?.name).toBe('Add to cart');
  });

  test('edited text changes copy consistently wherever the same string appears', () => {
    const edited = new Set<string>();
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const { html } = mutatePage(PAGE, SECOND_ADD, ['edit-text'], seed);
      const names = indexPage(html).elements.filter((e) => e.tag === 'button' && e.attributes.type === 'button').map((e) => e.name);
      expect(new Set(names).size).toBe(1);
      edited.add(names[0]!);
    }
    // Else the copy was never edited, and "consistently" held only because nothing changed.
    expect([...edited].filter((name) => name !== 'Add to cart')).not.toEqual([]);
  });

  test('removing the target leaves no target to find', () => {
    const mutated = mutatePage(PAGE, SECOND_ADD, ['remove-target'], 1);
    expect(mutated.targetXPath).toBeNull();
    expect(indexPage(mutated.html).elements.filter((e) => e.name === 'Add to cart')).toHaveLength(2);
  });

  test('sl-identifiers are stripped as a new capture would, unless kept for the fast path', () => {
    const captured = assignIdentifiers(PAGE, 3);
    expect(captured).toContain('sl-identifier=');
    expect(mutatePage(captured, SIGNUP_BUTTON, ['move-elements'], 1).html).not.toContain('sl-identifier=');
    const kept = mutatePage(captured, SIGNUP_BUTTON, ['move-elements'], 1, { keepIdentifiers: true });
    const original = indexPage(captured).elements[SIGNUP_BUTTON]!.identifier;
    expect(indexPage(kept.html).byXPath(kept.targetXPath!)?.identifier).toBe(original);
  });

  test('the seeded generator repeats its sequence', () => {
    const a = createRng(42);
    const b = createRng(42);
    expect(Array.from({ length: 5 }, () => a.next())).toEqual(Array.from({ length: 5 }, () => b.next()));
  });
});
