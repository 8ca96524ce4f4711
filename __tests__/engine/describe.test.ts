/**
 * How descriptions are read (issue 4, "Descriptions are understood as users write them"):
 * each kind of description parses into the query the ranking needs.
 */
import { describe, expect, it } from 'vitest';
import { describe as parse, interpretations, type Description } from '../../src/engine/describe.ts';

const anchorOf = (d: Description, k = 0): Description => {
  const r = d.relations[k];
  if (!r) throw new Error(`no relation ${k} in ${JSON.stringify(d)}`);
  return r.anchor;
};

describe('role words and their synonyms', () => {
  it.each([
    ['the Sign in button', 'button'],
    ['the pricing link', 'link'],
    ['the email field', 'textbox'],
    ['the email input', 'textbox'],
    ['the search box', 'textbox'],
    ['the email textbox', 'textbox'],
    ['the terms checkbox', 'checkbox'],
    ['the Express radio button', 'radio'],
    ['the country dropdown', 'select'],
    ['the country select', 'select'],
    ['the country combobox', 'select'],
    ['the Reviews tab', 'tab'],
    ['the Settings menu item', 'menuitem'],
    ['the company logo', 'image'],
    ['the trash icon', 'icon'],
    ['the product picture', 'image'],
    ['the Pricing heading', 'heading'],
    ['the page title', 'heading'],
    ['the first row', 'row'],
    ['the Total cell', 'cell'],
  ])('"%s" names the kind %s', (text, kind) => {
    expect(parse(text).kind).toBe(kind);
  });

  it('keeps the words that name the element apart from the role noun', () => {
    const d = parse('the Add to cart button');
    expect(d.words).toEqual(['add', 'cart']);
    expect(d.kind).toBe('button');
  });

  it('reads a misspelt role noun as the role ("buton", "chekbox")', () => {
    expect(parse('the Sign in buton').kind).toBe('button');
    expect(parse('the terms chekbox').kind).toBe('checkbox');
  });

  it('does not mistake a word one letter away from a role noun for it', () => {
    expect(parse('Click on the link "sodales."').kind).toBe('link');
  });
});

describe('text, quotes and word forms', () => {
  it('keeps quoted text whole, as written and as words', () => {
    const d = parse('Click on the "eget." link');
    expect(d.quoted).toEqual([['eget']]);
    expect(d.quotedText).toEqual(['eget.']);
  });

  it('accepts single, double and curly quotes but not apostrophes', () => {
    expect(parse("Click the 'Save' button").quoted).toEqual([['save']]);
    expect(parse('Click the “Save” button').quoted).toEqual([['save']]);
    expect(parse("the user's Save button").quoted).toEqual([]);
  });

  it('joins "Sign In", "sign-in" and "signin" into one word', () => {
    for (const text of ['Sign In', 'sign-in', 'signin', 'SignIn']) expect(parse(`the ${text} button`).words).toEqual(['signin']);
  });

  it('a quoted role word before "widget" names a kind, not a text', () => {
    expect(parse('Click on a "checkbox" widget.').kind).toBe('checkbox');
    expect(parse('Click on a "text" widget.').kind).toBe('textbox');
  });

  it('keeps filler words when they are the whole name ("the To field")', () => {
    expect(parse('the To field').words).toEqual(['to']);
  });
});

describe('instruction phrasing', () => {
  it('strips the verb: "Click on the Submit button"', () => {
    const d = parse("Click on the 'Submit' button");
    expect(d.action).toBe('click');
    expect(d.kind).toBe('button');
    expect(d.quoted).toEqual([['submit']]);
  });

  it('drops the typed value: "Type your email into the email field"', () => {
    const d = parse('Type your email into the email field');
    expect(d.action).toBe('type');
    expect(d.words).toEqual(['email']);
    expect(d.kind).toBe('textbox');
  });

  it('drops the selected value: "Select Canada from the country dropdown"', () => {
    const d = parse('Select Canada from the country dropdown');
    expect(d.action).toBe('select');
    expect(d.words).toEqual(['country']);
  });

  it('takes the clause that acts: "Find the email by Ann and click the star icon"', () => {
    const d = parse('Find the email by Ann and click the star icon to mark it as important.');
    expect(d.words).toEqual(['star']);
    expect(d.kind).toBe('icon');
    expect(d.relations).toHaveLength(1);
    expect(d.relations[0]?.weak).toBe(true);
  });

  it('takes the target after "by clicking": "Close the dialog box by clicking the x"', () => {
    const d = parse('Close the dialog box by clicking the "x".');
    expect(d.quoted).toEqual([['x']]);
  });

  it('reads "Close the dialog" as the close button inside the dialog', () => {
    const d = parse('Close the dialog');
    expect(d.words).toEqual(['close']);
    expect(d.relations[0]?.kind).toBe('inside');
    expect(anchorOf(d).kind).toBe('dialog');
  });

  it('offers the verb as the name when nothing else names the element ("Follow button")', () => {
    expect(parse('Follow button').words).toEqual(['follow']);
  });

  it('offers a reading where the verb names a control on the object ("archive the Northwind email")', () => {
    const reading = interpretations('archive the Northwind email').find((d) => d.reading === 'verb-on-object');
    expect(reading?.words).toEqual(['archive']);
    expect(anchorOf(reading as Description).words).toContain('northwind');
  });
});

describe('ordinals and plurals', () => {
  it.each([
    ['the second Add to cart button', 2],
    ['the 3rd link', 3],
    ['the last checkbox', -1],
    ['the first row', 1],
    ['the second to last link', -2],
    ['the 20th link', 20],
  ])('"%s" asks for position %i', (text, ordinal) => {
    expect(parse(text).ordinal).toBe(ordinal);
  });

  it('keeps "last name" available as a label for the ranking to settle', () => {
    expect(parse('the last name field').ordinalPhrase).toEqual({ pair: 'last name', restore: ['last'] });
  });

  it('reads plural nouns and "all"/"every" as several elements', () => {
    expect(parse('all product links').plural).toBe(true);
    expect(parse('every checkbox').plural).toBe(true);
    expect(parse('the Add to cart buttons').plural).toBe(true);
    expect(parse('the Add to cart butttons').plural).toBe(true);
  });

  it('reads "all" before a singular kind as part of its name ("select all checkbox")', () => {
    const d = parse('the select all checkbox');
    expect(d.plural).toBe(false);
    expect(d.words).toContain('all');
  });
});

describe('containers, neighbours and possessives', () => {
  it.each([
    ['the Save button in the dialog', 'inside', 'dialog'],
    ['the first link in the footer', 'inside', 'footer'],
    ['the Delete button in the row for Alice', 'inside', 'row'],
    ['the field next to Email', 'near', null],
    ['the button after the password field', 'after', 'textbox'],
    ['the Sign in button under the password field', 'after', 'textbox'],
    ['the City field under the Shipping heading', 'inside', 'heading'],
    ['the link before the Help link', 'before', 'link'],
  ])('"%s" relates to its anchor by %s', (text, kind, anchorKind) => {
    const d = parse(text);
    expect(d.relations[0]?.kind).toBe(kind);
    expect(anchorOf(d).kind).toBe(anchorKind);
  });

  it('parses the anchor phrase with its own relation ("the row for Alice")', () => {
    const row = anchorOf(parse('the Delete button in the row for Alice'));
    expect(anchorOf(row).words).toEqual(['alice']);
  });

  it('reads a leading relation before a comma ("Under Shipping, the City field")', () => {
    const d = parse('Under the Shipping heading, the City field');
    expect(d.words).toEqual(['city']);
    expect(anchorOf(d).words).toEqual(['shipping']);
  });

  it('reads "X\'s Y" as Y near X, keeping the owner\'s ordinal', () => {
    const d = parse("the first message's checkbox");
    expect(d.kind).toBe('checkbox');
    expect(anchorOf(d).ordinal).toBe(1);
    expect(anchorOf(d).words).toEqual(['message']);
  });

  it('offers the flat reading when "with" may be part of the name', () => {
    const flat = interpretations('the Log in with Google button').find((d) => d.reading === 'flat');
    expect(flat?.words).toEqual(['login', 'google']);
  });

  it('never flattens "in the footer": a container is not part of a name', () => {
    expect(interpretations('the Save button in the footer').some((d) => d.reading === 'flat')).toBe(false);
  });
});

describe('context from an earlier clause', () => {
  it('joins every reading once, even readings copied from the main one', () => {
    const readings = interpretations('Find the email from Ann and open the Threads project');
    for (const d of readings) expect(d.relations.filter((r) => r.weak)).toHaveLength(1);
    expect(readings.map((d) => d.reading)).toContain('type-noun');
  });
});

describe('place words', () => {
  it('reads "in the bottom toolbar" as the last among equals, not as a container named "bottom"', () => {
    const d = parse('the forward button in the bottom toolbar');
    expect(d.ordinal).toBe(-1);
    expect(d.placeOrdinal).toBe(true);
    expect(d.relations).toEqual([]);
  });

  it('reads "at the top" as the first among equals', () => {
    const d = parse('the search box at the top');
    expect(d.ordinal).toBe(1);
    expect(d.placeOrdinal).toBe(true);
  });

  it('keeps a container named by more than its place ("in the top navigation bar" still names the navbar)', () => {
    const d = parse('the Home link in the top navigation bar');
    expect(d.relations).toHaveLength(1);
  });
});

describe('multi-word synonyms', () => {
  it('joins "three dots" into one word that means the ellipsis menu', () => {
    expect(parse('the three dots menu on the last row').words.concat(parse('the three dots menu on the last row').hints)).toContain('ellipsis');
  });
});

describe('a bare verb and noun before a control kind is the control\'s label', () => {
  it('"Close issue button" names a button labelled "Close issue", not "close" acting on an issue', () => {
    const readings = interpretations('Close issue button');
    expect(readings[0]!.words).toEqual(['close', 'issue']);
    expect(readings.map((d) => d.reading)).not.toContain('verb-on-object');
  });

  it('"close the issue" still acts: the determiner makes "the issue" an object', () => {
    expect(interpretations('close the issue').map((d) => d.reading)).toContain('verb-on-object');
  });
});

describe('verbs that only bring something into view', () => {
  it('"show closed issues" gets no verb-on-object reading: what names the closed issues shows them', () => {
    expect(interpretations('show closed issues').map((d) => d.reading)).not.toContain('verb-on-object');
    expect(interpretations('archive the closed issues').map((d) => d.reading)).toContain('verb-on-object');
  });
});
