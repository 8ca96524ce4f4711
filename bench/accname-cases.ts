/**
 * The WPT accname cases (`../shared/bench/accname/cases.json`, see its README): each case
 * is located with our own `selectCss`, named with `indexPage`, and compared exactly with
 * the name WPT expects. Shared by `bench/accname.ts` (the figure) and the accname test
 * (the floor it must stay above).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { indexPage, selectCss } from '../src/engine/index.ts';
import type { PageIndex } from '../src/engine/types.ts';

export const ACCNAME_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'shared', 'bench', 'accname');

export interface AccnameCase {
  file: string;
  locate: { css: string; expectedlabel_index?: number };
  expected_name: string;
  role_if_stated: string | null;
  testname: string;
}

export interface AccnameOutcome {
  case: AccnameCase;
  actual: string;
  pass: boolean;
}

export function loadAccnameCases(): AccnameCase[] {
  return JSON.parse(readFileSync(join(ACCNAME_DIR, 'cases.json'), 'utf8')) as AccnameCase[];
}

/** Every case's outcome. Pages are read as UTF-8 (they declare no charset) and indexed once each. */
export function scoreAccnameCases(cases: readonly AccnameCase[] = loadAccnameCases()): AccnameOutcome[] {
  const pages = new Map<string, { html: string; index: PageIndex }>();
  return cases.map((c) => {
    let page = pages.get(c.file);
    if (!page) {
      const html = readFileSync(join(ACCNAME_DIR, c.file), 'utf8');
      page = { html, index: indexPage(html) };
      pages.set(c.file, page);
    }
    const [identifier, ...others] = selectCss(page.html, c.locate.css);
    const element = identifier && others.length === 0 ? page.index.byIdentifier(identifier) : undefined;
    const actual = element ? element.name : `<${identifier ? 'several' : 'no'} element for ${c.locate.css}>`;
    return { case: c, actual, pass: element !== undefined && actual === c.expected_name };
  });
}
