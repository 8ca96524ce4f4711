/**
 * Description text -> tokens and clauses, the first step of `describe`: words (each
 * marked when capitalised mid-phrase), quoted phrases as one token each, the possessive
 * "'s", and sentence/clause boundaries; then the clauses of an instruction ("Find the
 * email by Ann, then click the star icon"). Also the verb table lookups both steps share.
 */
import type { Action } from './describe.ts';
import { words } from './fuzzy.ts';
import { ACTION_VERBS } from './vocabulary.ts';

export type Token = { word: string; quote?: number; capital?: boolean; initial?: boolean } | { boundary: 'sentence' | 'clause' };

const QUOTE_PATTERN = /"([^"]+)"|“([^”]+)”|‘([^’]+)’|«([^»]+)»|`([^`]+)`|(?<![\p{L}\p{N}])'([^']+?)'(?![\p{L}\p{N}])/gu;
const SENTENCE_END = '\u0001';
const CLAUSE_END = '\u0002';
const POSSESSIVE_MARK = '\u0003';

/** The token standing for "'s": "Dana's profile" is the profile near Dana. */
export const POSSESSIVE = "'s";

/** Splits the text into words, quoted phrases (one token each) and sentence/clause boundaries. */
export function tokenize(text: string): { tokens: Token[]; quotes: string[] } {
  const tokens: Token[] = [];
  const quotes: string[] = [];
  let last = 0;
  for (const match of text.matchAll(QUOTE_PATTERN)) {
    pushPlain(text.slice(last, match.index), tokens);
    const inner = match.slice(1).find((g) => g !== undefined) ?? '';
    if (words(inner).length) {
      tokens.push({ word: inner.trim().toLowerCase(), quote: quotes.length });
      quotes.push(inner.trim());
    }
    last = match.index + match[0].length;
  }
  pushPlain(text.slice(last), tokens);
  return { tokens, quotes };
}

function pushPlain(text: string, tokens: Token[]): void {
  // "Get Started! button" is one phrase: a sentence ends only before a capital or at the end.
  const marked = text
    .replace(/[.!?]+(?=\s+[\p{Lu}\d]|\s*$)|;/gu, SENTENCE_END)
    .replace(/,|:(?=\s|$)/g, CLAUSE_END)
    .replace(/(?<=[\p{L}\p{N}])['’]s\b/gu, ` ${POSSESSIVE_MARK} `)
    // "Garrett Winters' salary", "James' profile": the possessive of a word ending in s.
    .replace(/(?<=\p{L}s)['’](?=\s)/gu, ` ${POSSESSIVE_MARK} `);
  for (const piece of marked.split(/([\u0001\u0002\u0003])/u)) {
    if (piece === SENTENCE_END) tokens.push({ boundary: 'sentence' });
    else if (piece === CLAUSE_END) tokens.push({ boundary: 'clause' });
    else if (piece === POSSESSIVE_MARK) tokens.push({ word: POSSESSIVE });
    else pushWords(piece, tokens);
  }
}

/**
 * Words of a piece of text, each marked when the user capitalised it mid-phrase ("the
 * Tables item"): a capitalised role noun is a name, not a kind.
 */
function pushWords(piece: string, tokens: Token[]): void {
  const lower = piece.toLowerCase();
  let cursor = 0;
  for (const word of words(piece)) {
    const at = lower.indexOf(word, cursor);
    // A letter glued to digits ("Q3", "4A") is part of a code the digits already carry.
    const glued = word.length === 1 && /[\p{N}]/u.test(`${piece[at - 1] ?? ''}${piece[at + 1] ?? ''}`);
    const upper = /\p{Lu}/u.test(piece[at] ?? '');
    const first = !tokens.some((t) => 'word' in t);
    const capital = at > 0 && upper && !first && !glued;
    if (at >= 0) cursor = at + word.length;
    // "Image Gallery" at the start is a title, where "button Save" names a button.
    const initial = upper && first;
    tokens.push(capital ? { word, capital } : initial ? { word, initial } : { word });
  }
}

export type WordToken = { word: string; quote?: number; capital?: boolean; initial?: boolean };

/** A comma inside a clause; only a leading relation ("Under X, the Y") uses it. */
export const COMMA = ',';
const isWord = (t: Token): t is WordToken => 'word' in t;

/** Gerunds after "by" that introduce the real target ("Close the dialog by clicking the x"). */
const BY_GERUNDS = new Set(['clicking', 'pressing', 'tapping', 'selecting', 'choosing', 'hitting', 'using', 'typing', 'entering', 'checking']);

/**
 * Splits an instruction into clauses: at sentence ends, at "and"/"then"/commas followed
 * by a verb, and before "by clicking ...".
 */
export function splitClauses(tokens: Token[]): WordToken[][] {
  const clauses: WordToken[][] = [[]];
  const current = (): WordToken[] => clauses[clauses.length - 1] as WordToken[];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as Token;
    const next = tokens[i + 1];
    const nextWord = next && isWord(next) && next.quote === undefined ? next.word : '';
    if (!isWord(t)) {
      if (t.boundary === 'sentence' || startsClause(tokens, i + 1)) clauses.push([]);
      else current().push({ word: COMMA });
      continue;
    }
    if (t.quote === undefined && (t.word === 'and' || t.word === 'then') && startsClause(tokens, i + 1)) {
      clauses.push([]);
      continue;
    }
    if (t.quote === undefined && t.word === 'by' && BY_GERUNDS.has(nextWord)) {
      clauses.push([]);
      continue;
    }
    current().push(t);
  }
  return clauses.filter((c) => c.length > 0);
}

/** Whether a verb (possibly after "then"/"please") starts at position i. */
function startsClause(tokens: Token[], i: number): boolean {
  for (let j = i; j < tokens.length; j++) {
    const t = tokens[j] as Token;
    if (!isWord(t) || t.quote !== undefined) return false;
    if (t.word === 'then' || t.word === 'please' || t.word === 'now' || t.word === 'also') continue;
    return verbOf(t.word) !== null;
  }
  return false;
}

export function verbOf(word: string): Action | null {
  return ACTION_VERBS[baseVerb(word)] ?? null;
}

/** "clicking" -> "click", "selects" -> "select"; a verb as listed stays whole ("press"). */
export function baseVerb(word: string): string {
  if (ACTION_VERBS[word]) return word;
  if (word.endsWith('ing')) {
    const b = word.slice(0, -3);
    return ACTION_VERBS[b] ? b : ACTION_VERBS[`${b}e`] ? `${b}e` : b.replace(/(.)\1$/, '$1');
  }
  return word.endsWith('s') ? word.slice(0, -1) : word;
}
