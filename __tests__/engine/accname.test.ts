/**
 * Accessible names, one behaviour per test, grouped by the accname 1.2 step that promises
 * it (https://w3c.github.io/accname/#computation-steps) and HTML-AAM's host-language rules.
 */
import { describe, expect, test } from 'vitest';
import { nameOf } from './index-helpers.ts';

describe('2A hidden nodes', () => {
  test('hidden descendants add nothing to a name from content', () => {
    expect(nameOf('<button id="t">Save <span hidden>draft</span><span aria-hidden="true">★</span> now</button>', '#t')).toBe('Save now');
  });

  test('inline display:none and visibility:hidden hide descendants', () => {
    expect(nameOf('<a id="t" href="#">Open <i style="display: none">x</i><i style="visibility:hidden">y</i>menu</a>', '#t')).toBe('Open menu');
  });

  test('a descendant made visible again under visibility:hidden is read', () => {
    expect(nameOf('<h2 id="t">A <span style="visibility:hidden">b <span style="visibility:visible">c</span></span></h2>', '#t')).toBe('A c');
  });

  test('a hidden element has no name', () => {
    expect(nameOf('<div style="display:none"><button id="t">x</button></div>', '#t')).toBe('');
  });

  test('a hidden node referenced by aria-labelledby is read, with its hidden content', () => {
    expect(nameOf('<button id="t" aria-labelledby="l">x</button><span id="l" hidden>Close <b>dialog</b></span>', '#t')).toBe('Close dialog');
  });

  test('display:none from the page stylesheet hides too', () => {
    expect(nameOf('<style>.sr-hide{display:none}</style><button id="t">Go <span class="sr-hide">away</span></button>', '#t')).toBe('Go');
  });
});

describe('2B aria-labelledby', () => {
  test('aria-labelledby wins over aria-label and content, joining the references in order with spaces', () => {
    expect(nameOf('<span id="a">Billing</span><span id="b">address</span><input id="t" aria-label="x" aria-labelledby="b a">', '#t')).toBe('address Billing');
  });

  test('references are followed one hop only', () => {
    expect(nameOf('<button id="t" aria-labelledby="a">x</button><span id="a" aria-labelledby="b">first</span><span id="b">second</span>', '#t')).toBe('first');
  });

  test('unknown ids are skipped; with none left the next step applies', () => {
    expect(nameOf('<button id="t" aria-labelledby="missing">Content</button>', '#t')).toBe('Content');
  });
});

describe('2C embedded controls inside a label', () => {
  test('a textbox inside the label gives its value', () => {
    expect(nameOf('<label><input id="t" type="checkbox"> Wait <input type="text" value="5"> minutes</label>', '#t')).toBe('Wait 5 minutes');
  });

  test('a select inside the label gives its selected option', () => {
    expect(nameOf('<label><input id="t" type="checkbox">Ship in <select><option>1</option><option selected>2</option></select> days</label>', '#t')).toBe('Ship in 2 days');
  });

  test('a range inside the label gives aria-valuetext, else aria-valuenow', () => {
    expect(nameOf('<label><input id="t" type="checkbox">Volume <span role="slider" aria-valuenow="7"></span></label>', '#t')).toBe('Volume 7');
    expect(nameOf('<label><input id="t" type="checkbox">Volume <span role="slider" aria-valuenow="7" aria-valuetext="loud"></span></label>', '#t')).toBe('Volume loud');
  });

  test('the control being named does not add its own value from inside its label', () => {
    expect(nameOf('<label>Email <input id="t" value="a@b.c"></label>', '#t')).toBe('Email');
  });
});

describe('2D aria-label', () => {
  test('aria-label names an icon-only button', () => {
    expect(nameOf('<button id="t" aria-label="Search"><svg aria-hidden="true"></svg></button>', '#t')).toBe('Search');
  });

  test('a blank aria-label is ignored', () => {
    expect(nameOf('<button id="t" aria-label="  ">Go</button>', '#t')).toBe('Go');
  });
});

describe('2E host language labels (HTML-AAM)', () => {
  test('label[for] names its control', () => {
    expect(nameOf('<label for="e">Email address</label><input id="e">', '#e')).toBe('Email address');
  });

  test('a wrapping label names its first labelable descendant', () => {
    expect(nameOf('<label>Remember me <input id="t" type="checkbox"></label>', '#t')).toBe('Remember me');
  });

  test('several labels are joined in tree order', () => {
    expect(nameOf('<label for="t">Phone</label><input id="t"><label for="t">(mobile)</label>', '#t')).toBe('Phone (mobile)');
  });

  test('input buttons use their value, then the default Submit / Reset', () => {
    expect(nameOf('<input id="t" type="submit" value="Place order">', '#t')).toBe('Place order');
    expect(nameOf('<input id="t" type="submit">', '#t')).toBe('Submit');
    expect(nameOf('<input id="t" type="reset">', '#t')).toBe('Reset');
  });

  test('input type=image uses alt, and Submit without one', () => {
    expect(nameOf('<input id="t" type="image" alt="Checkout" src="c.png">', '#t')).toBe('Checkout');
    expect(nameOf('<input id="t" type="image" src="c.png">', '#t')).toBe('Submit');
  });

  test('img and area use alt', () => {
    expect(nameOf('<img id="t" src="l.png" alt="Acme logo">', '#t')).toBe('Acme logo');
  });

  test('fieldset, figure and table take legend, figcaption and caption', () => {
    expect(nameOf('<fieldset id="t"><legend>Shipping</legend><input></fieldset>', '#t')).toBe('Shipping');
    expect(nameOf('<figure id="t"><img src="a.png" alt="a"><figcaption>Sales 2024</figcaption></figure>', '#t')).toBe('Sales 2024');
    expect(nameOf('<table id="t"><caption>Orders</caption><tr><td>1</td></tr></table>', '#t')).toBe('Orders');
  });

  test('optgroup uses its label attribute', () => {
    expect(nameOf('<select><optgroup id="t" label="Fruit"><option>Apple</option></optgroup></select>', '#t')).toBe('Fruit');
  });

  test('an svg is named by its title child', () => {
    expect(nameOf('<svg id="t"><title>Cart</title><path/></svg>', '#t')).toBe('Cart');
  });

  test('a web component is named by the label attribute its shadow root would draw (Shoelace, Ionic, UI5)', () => {
    expect(nameOf('<sl-input id="t" label="Ticket name" placeholder="e.g. Early bird"></sl-input>', '#t')).toBe('Ticket name');
    expect(nameOf('<sl-icon-button id="t" name="trash" label="Delete ticket"></sl-icon-button>', '#t')).toBe('Delete ticket');
    expect(nameOf('<ui5-input id="t" accessible-name="Amount"></ui5-input>', '#t')).toBe('Amount');
    expect(nameOf('<sl-select id="t" label="Who can buy" aria-label="Buyers"></sl-select>', '#t')).toBe('Buyers');
  });

  test('a plain element\'s label attribute names nothing', () => {
    expect(nameOf('<div role="button" id="t" label="Nope">Go</div>', '#t')).toBe('Go');
  });
});

describe('2F name from content', () => {
  test('buttons, links, headings and cells are named from their content, images by alt', () => {
    expect(nameOf('<a id="t" href="/"><img src="h.png" alt="Home"> page</a>', '#t')).toBe('Home page');
  });

  test('a form inside gives only its own name, as in Chromium: a cell holding a one-button form is unnamed, the button keeps its name', () => {
    const table = (cell: string) => `<table><thead><tr><th>Action</th></tr></thead><tbody><tr><td id="t">${cell}</td></tr></tbody></table>`;
    expect(nameOf(table('<form action="/plan/1"><button id="b">Plan</button></form>'), '#t')).toBe('');
    expect(nameOf(table('<form action="/plan/1"><button id="b">Plan</button></form>'), '#b')).toBe('Plan');
    expect(nameOf(table('<form aria-label="Plan measure 1"><button>Plan</button></form>'), '#t')).toBe('Plan measure 1');
    expect(nameOf(table('<div><button>Plan</button></div>'), '#t')).toBe('Plan');
  });

  test('block children are separated by a space, inline ones are not', () => {
    expect(nameOf('<button id="t"><div>Add</div><div>to cart</div></button>', '#t')).toBe('Add to cart');
    expect(nameOf('<button id="t"><b>Sign</b><i>in</i></button>', '#t')).toBe('Signin');
  });

  test('inline display:inline-block separates like a block', () => {
    expect(nameOf('<button id="t"><span style="display:inline-block">A</span><span style="display:inline-block">B</span></button>', '#t')).toBe('A B');
  });

  test('::before and ::after content from the page stylesheet is part of the name', () => {
    expect(nameOf('<style>.req::after{content:" (required)"}</style><button id="t" class="req">Name</button>', '#t')).toBe('Name (required)');
  });

  test('styles for print or for a viewport we cannot know are not applied', () => {
    expect(nameOf('<style media="print">.x::after{content:" (print)"}</style><button id="t" class="x">Go</button>', '#t')).toBe('Go');
    expect(nameOf('<style>@media (max-width: 10px){.x{display:none}}</style><button id="t"><span class="x">Go</span></button>', '#t')).toBe('Go');
  });

  test('braces inside generated content strings do not end the rule', () => {
    expect(nameOf('<style>.x::before{content:"{"} .x::after{content:"}"}</style><button id="t" class="x">Go</button>', '#t')).toBe('{Go}');
  });

  test('generated content with alternative text uses the alternative', () => {
    expect(nameOf('<style>.star::before{content:"★" / "Featured "}</style><a id="t" href="#" class="star">Boots</a>', '#t')).toBe('Featured Boots');
  });

  test('a region is not named from its content', () => {
    expect(nameOf('<nav id="t"><a href="/">Home</a></nav>', '#t')).toBe('');
  });

  test('a row is named from its cells', () => {
    expect(nameOf('<table><tr id="t"><td>Alice</td><td><a href="#">Edit</a></td></tr></table>', '#t')).toBe('Alice Edit');
  });
});

describe('2G text nodes and white space', () => {
  test('runs of white space collapse to one space and the name is trimmed', () => {
    expect(nameOf('<button id="t">\n   Save\t\t and   close \n</button>', '#t')).toBe('Save and close');
  });

  test('a non-breaking space inside aria-label is kept', () => {
    expect(nameOf('<nav id="t" aria-label="label&nbsp;"></nav>', '#t')).toBe('label\u00a0');
  });
});

describe('2I tooltip', () => {
  test('title names an element that has nothing else', () => {
    expect(nameOf('<button id="t" title="Close"><svg></svg></button>', '#t')).toBe('Close');
  });

  test('a generic element (a bare div, span or i) is not named by its title, as in Chromium; an abbr, a group or a link inside is', () => {
    expect(nameOf('<div id="t" title="Flip Left" class="ui button"><i class="left arrow icon"></i></div>', '#t')).toBe('');
    expect(nameOf('<i id="t" class="material-icons" title="Edit Card">edit</i>', '#t')).toBe('');
    expect(nameOf('<abbr id="t" title="Cascading Style Sheets">CSS</abbr>', '#t')).toBe('Cascading Style Sheets');
    expect(nameOf('<div id="t" role="group" title="Flip">x</div>', '#t')).toBe('Flip');
    expect(nameOf('<a id="t" href="/x"><span title="Edit"></span></a>', '#t')).toBe('Edit');
  });

  test('placeholder names a text field without a label', () => {
    expect(nameOf('<input id="t" placeholder="Search products">', '#t')).toBe('Search products');
  });

  test('a label wins over placeholder', () => {
    expect(nameOf('<label for="t">Email</label><input id="t" placeholder="you@example.com">', '#t')).toBe('Email');
  });
});
