import { describe, expect, test } from 'vitest';
import { roleOf } from './index-helpers.ts';

describe('explicit roles (WAI-ARIA 1.2 role attribute)', () => {
  test.each([
    ['the first valid token of the role list wins', '<div id="t" role="nonsense tab button">x</div>', 'tab'],
    ['role tokens are case-insensitive', '<div id="t" role="BUTTON">x</div>', 'button'],
    ['an invalid role falls back to the implicit one', '<button id="t" role="wat">x</button>', 'button'],
    ['presentation removes the role of a plain element', '<h2 id="t" role="presentation">x</h2>', ''],
    ['presentation is ignored on a focusable element', '<h2 id="t" role="none" tabindex="0">x</h2>', 'heading'],
    ['presentation is ignored when a global ARIA attribute is present', '<ul id="t" role="none" aria-label="l"></ul>', 'list'],
    ['generic is reported as no role', '<span id="t" role="generic">x</span>', ''],
  ])('%s', (_behaviour, body, role) => {
    expect(roleOf(body, '#t')).toBe(role);
  });
});

describe('implicit roles (HTML-AAM element mappings, with ARIA in HTML context rules)', () => {
  test.each([
    ['a with href is a link', '<a id="t" href="/x">x</a>', 'link'],
    ['a without href has no role', '<a id="t">x</a>', ''],
    ['area with href is a link', '<map><area id="t" href="/x" alt="x"></map>', 'link'],
    ['img with alt text is an img', '<img id="t" src="a.png" alt="Logo">', 'img'],
    ['img with empty alt is presentational', '<img id="t" src="a.png" alt="">', ''],
    ['img without alt is still an img', '<img id="t" src="a.png">', 'img'],
    ['input without type is a textbox', '<input id="t">', 'textbox'],
    ['input type=email is a textbox', '<input id="t" type="email">', 'textbox'],
    ['input with a list is a combobox', '<input id="t" type="text" list="l"><datalist id="l"></datalist>', 'combobox'],
    ['input type=search is a searchbox', '<input id="t" type="search">', 'searchbox'],
    ['input type=checkbox is a checkbox', '<input id="t" type="checkbox">', 'checkbox'],
    ['input type=radio is a radio', '<input id="t" type="radio">', 'radio'],
    ['input type=range is a slider', '<input id="t" type="range">', 'slider'],
    ['input type=number is a spinbutton', '<input id="t" type="number">', 'spinbutton'],
    ['input type=submit is a button', '<input id="t" type="submit">', 'button'],
    ['input type=image is a button', '<input id="t" type="image" alt="Go">', 'button'],
    ['input type=password is a textbox', '<input id="t" type="password">', 'textbox'],
    ['an unknown input type is a textbox', '<input id="t" type="fancy">', 'textbox'],
    ['select is a combobox', '<select id="t"><option>a</option></select>', 'combobox'],
    ['select multiple is a listbox', '<select id="t" multiple><option>a</option></select>', 'listbox'],
    ['select with size over 1 is a listbox', '<select id="t" size="4"><option>a</option></select>', 'listbox'],
    ['option is an option', '<select><option id="t">a</option></select>', 'option'],
    ['textarea is a textbox', '<textarea id="t"></textarea>', 'textbox'],
    ['button is a button', '<button id="t">x</button>', 'button'],
    ['h1-h6 are headings', '<h4 id="t">x</h4>', 'heading'],
    ['header at top level is a banner', '<header id="t">x</header>', 'banner'],
    ['header inside an article is not a banner', '<article><header id="t">x</header></article>', ''],
    ['footer at top level is contentinfo', '<footer id="t">x</footer>', 'contentinfo'],
    ['footer inside a section is not contentinfo', '<section><footer id="t">x</footer></section>', ''],
    ['section with a name is a region', '<section id="t" aria-label="News">x</section>', 'region'],
    ['section without a name has no role', '<section id="t">x</section>', ''],
    ['form with a name is a form', '<form id="t" aria-label="Login"></form>', 'form'],
    ['form without a name has no role', '<form id="t"></form>', ''],
    ['nav is navigation', '<nav id="t">x</nav>', 'navigation'],
    ['main is main', '<main id="t">x</main>', 'main'],
    ['aside at top level is complementary', '<aside id="t">x</aside>', 'complementary'],
    ['aside inside main is complementary', '<main><aside id="t">x</aside></main>', 'complementary'],
    ['aside inside an article is not complementary', '<article><aside id="t">x</aside></article>', ''],
    ['header inside main is not a banner', '<main><header id="t">x</header></main>', ''],
    ['li in a list is a listitem', '<ul><li id="t">x</li></ul>', 'listitem'],
    ['ul and ol are lists', '<ol id="t"><li>x</li></ol>', 'list'],
    ['table parts map to table, rowgroup, row and cell', '<table><tbody id="t"><tr><td>x</td></tr></tbody></table>', 'rowgroup'],
    ['td is a cell', '<table><tr><td id="t">x</td></tr></table>', 'cell'],
    ['td in a grid is a gridcell', '<table role="grid"><tr><td id="t">x</td></tr></table>', 'gridcell'],
    ['th in thead is a columnheader', '<table><thead><tr><th id="t">x</th></tr></thead></table>', 'columnheader'],
    ['th beside td cells is a rowheader', '<table><tr><th id="t">x</th><td>y</td></tr></table>', 'rowheader'],
    ['th with scope=col is a columnheader', '<table><tr><th id="t" scope="col">x</th><td>y</td></tr></table>', 'columnheader'],
    ['dialog is a dialog', '<dialog id="t" open>x</dialog>', 'dialog'],
    ['details is a group', '<details id="t"><summary>s</summary>x</details>', 'group'],
    ['the summary of a details is its (button) disclosure control', '<details><summary id="t">s</summary>x</details>', 'button'],
    ['fieldset is a group', '<fieldset id="t"></fieldset>', 'group'],
    ['hr is a separator', '<hr id="t">', 'separator'],
    ['progress is a progressbar', '<progress id="t"></progress>', 'progressbar'],
    ['svg is an img', '<svg id="t"></svg>', 'img'],
    ['div and span have no role', '<div id="t">x</div>', ''],
  ])('%s', (_behaviour, body, role) => {
    expect(roleOf(body, '#t')).toBe(role);
  });
});

test('a custom element named like an Object property has no role', () => {
  expect(roleOf('<constructor id="t">x</constructor>', '#t')).toBe('');
});

test('a web component avatar is the image its shadow root draws, named by its label', () => {
  expect(roleOf('<sl-avatar id="t" image="/a/dev.jpg" label="Dev Patel"></sl-avatar>', '#t')).toBe('img');
  expect(roleOf('<sl-avatarish id="t"></sl-avatarish>', '#t')).toBe('');
});
