/**
 * Confidence and reading rules that keep the engine "empty when unsure" (issue 4): words
 * the page never writes count against an answer, verbs that are part of a control's name
 * stay in it, and a caption before a row of option buttons names them. Each runs on a
 * real index of a small page written like the pages people build.
 */
import { describe, expect, it } from 'vitest';
import { interpretations } from '../../src/engine/describe.ts';
import { indexPage } from '../../src/engine/page-index.ts';
import { rankDescription } from '../../src/engine/rank.ts';
import type { PageIndex } from '../../src/engine/types.ts';

const LOGIN = `<!DOCTYPE html><html><body>
<form class="login">
  <input type="email" placeholder="Email address">
  <input type="password" placeholder="Password">
  <button type="submit">Log in</button>
  <a href="/register" class="btn">Create an account</a>
  <a href="/forgot">Forgot password?</a>
</form>
<a href="#page-top" class="scroll-to-top rounded"><i class="fas fa-angle-up"></i></a>
<button id="sidebarToggleTop" class="btn btn-link rounded-circle"><i class="fa fa-bars"></i></button>
</body></html>`;

const PRODUCT = `<!DOCTYPE html><html><body>
<h1>Admin theme</h1>
<button type="button" class="tab">Reviews · 248</button>
<div class="product-option">
  <div class="option-label">Support</div>
  <div class="option-values"><button type="button">Basic</button><button type="button">Team</button></div>
</div>
<div class="product-option">
  <div class="option-label">License</div>
  <div class="option-values"><button type="button">Single project</button><button type="button">Team</button><button type="button">Enterprise</button></div>
</div>
</body></html>`;

const login = indexPage(LOGIN);
const product = indexPage(PRODUCT);
const selectedNames = (index: PageIndex, text: string): string[] => rankDescription(index, text).selected.map((c) => c.name);

describe('words the page never writes', () => {
  it('answers nothing when a name word is missing from every element ("Sign up with Apple" for "Create an account")', () => {
    expect(selectedNames(login, 'the Sign up with Apple button')).toEqual([]);
  });

  it('still finds the control when every name word is accounted for', () => {
    expect(selectedNames(login, 'the Sign up button')).toEqual(['Create an account']);
  });

  it('reads a flattened "X with Y button" as a button', () => {
    const flat = interpretations('the Sign up with Apple button').find((d) => d.reading === 'flat');
    expect(flat?.kind).toBe('button');
    expect(flat?.words).toEqual(['signup', 'apple']);
  });
});

describe('verbs that are part of a control name', () => {
  it('keeps a typing verb before a button kind in the name ("Write a review button")', () => {
    const [main] = interpretations('Write a review button');
    expect(main?.action).toBe('click');
    expect(main?.words).toEqual(['write', 'review']);
  });

  it('answers nothing for "Write a review button" when only a "Reviews" button exists', () => {
    expect(selectedNames(product, 'Write a review button')).toEqual([]);
  });

  it('keeps a movement verb without a determiner in the name ("scroll to top button")', () => {
    const [main] = interpretations('scroll to top button');
    expect(main?.words).toEqual(['scroll', 'top']);
    const picked = rankDescription(login, 'scroll to top button').selected;
    expect(picked.map((c) => c.tag)).toEqual(['a']);
  });

  it('still reads "go to the Pricing link" as going to the link', () => {
    const [main] = interpretations('go to the Pricing link');
    expect(main?.action).toBe('navigate');
    expect(main?.words).toEqual(['pricing']);
  });
});

describe('captioned option groups', () => {
  it('names a row of option buttons by the caption before it ("the Team license option")', () => {
    const ranking = rankDescription(product, 'the Team license option');
    expect(ranking.selected).toHaveLength(1);
    const all = product.elements.filter((e) => e.name === 'Team');
    expect(ranking.selected[0]?.identifier).toBe(all[1]?.identifier);
  });

  it('does not answer the other group by its caption alone', () => {
    const ranking = rankDescription(product, 'the Team support option');
    const all = product.elements.filter((e) => e.name === 'Team');
    expect(ranking.selected[0]?.identifier).toBe(all[0]?.identifier);
  });
});

const GRID = `<!DOCTYPE html><html><body>
<nav><a href="/blog/next-steps">Next steps</a></nav>
<h2>Running shoes</h2>
<div class="product-grid">
  <div class="product"><a class="product-link" href="/p/cloud"><img src="c.jpg" alt="Cloudrunner 2 shoe in blue"></a><a class="product-link" href="/p/cloud">Cloudrunner 2</a><button>Add to cart</button></div>
  <div class="product"><a class="product-link" href="/p/ghost"><img src="g.jpg" alt="Ghost 15 shoe in grey"></a><a class="product-link" href="/p/ghost">Ghost 15</a><button>Add to cart</button></div>
  <div class="product"><a class="product-link" href="/p/pegasus"><img src="p.jpg" alt="Pegasus 40 shoe in white"></a><a class="product-link" href="/p/pegasus">Pegasus 40</a><button>Add to cart</button></div>
</div>
<table class="users">
  <thead><tr><th><input type="checkbox" aria-label="Select all rows"></th><th>Name</th></tr></thead>
  <tbody>
    <tr><td><input type="checkbox" aria-label="Select row"></td><td>Ann</td></tr>
    <tr><td><input type="checkbox" aria-label="Select row"></td><td>Bob</td></tr>
    <tr><td><input type="checkbox" aria-label="Select row"></td><td>Cy</td></tr>
  </tbody>
</table>
<ul class="pager"><li><button type="button" class="btn"><i class="fas fa-chevron-left"></i></button></li><li><button type="button" class="btn"><i class="fas fa-chevron-right"></i></button></li></ul>
</body></html>`;
const grid = indexPage(GRID);

describe('one link per destination', () => {
  it('answers "all product links" with the titled link of each card, not also its photo', () => {
    expect(selectedNames(grid, 'all product links')).toEqual(['Cloudrunner 2', 'Ghost 15', 'Pegasus 40']);
  });

  it('answers a singular description with the titled twin of a photo link', () => {
    expect(selectedNames(grid, 'the product link after Ghost 15')).toEqual(['Pegasus 40']);
  });

  it('keeps the photo link when a picture is asked for', () => {
    const picked = rankDescription(grid, 'the Ghost 15 image').selected;
    expect(picked).toHaveLength(1);
    expect(picked[0]?.name).toContain('shoe in grey');
  });
});

describe('plurals over table rows', () => {
  it('leaves the header row\'s "Select all" out of "all row checkboxes"', () => {
    expect(selectedNames(grid, 'all row checkboxes')).toEqual(['Select row', 'Select row', 'Select row']);
  });
});

describe('icon shapes', () => {
  it('reads a chevron icon as an arrow ("next page arrow")', () => {
    const picked = rankDescription(grid, 'next page arrow').selected;
    const buttons = grid.elements.filter((e) => e.tag === 'button' && e.name === '');
    expect(picked.map((c) => c.identifier)).toEqual([buttons[1]?.identifier]);
  });
});

describe('selecting a row', () => {
  it('answers "select Bob\'s row" with the row\'s checkbox', () => {
    const picked = rankDescription(grid, "select Bob's row").selected;
    const bobRow = grid.elements.find((e) => e.tag === 'tr' && e.text.includes('Bob'));
    const checkbox = grid.elements.find((e) => e.role === 'checkbox' && bobRow && e.xpath.startsWith(bobRow.xpath));
    expect(picked.map((c) => c.identifier)).toEqual([checkbox?.identifier]);
  });
});

describe('site idioms', () => {
  it('finds "careers" as the footer\'s "Work for us" link', () => {
    const footer = indexPage('<footer><a href="/about">About us</a><a href="/jobs-board">Work for us</a><a href="/contact">Contact</a></footer>');
    expect(selectedNames(footer, 'careers')).toEqual(['Work for us']);
  });
});
