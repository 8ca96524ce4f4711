/**
 * Word-level normalisation and similarity: the engine's error correction. A description's
 * word matches a page word exactly, by word form ("links" ~ "link"), as a synonym
 * ("basket" ~ "cart"), or with a typo ("buton" ~ "button"), each scoring a little less.
 *
 * Pure string work; no page knowledge.
 */
import { AMERICAN_SPELLINGS, COMPOUNDS, GLYPH_WORDS, PHRASE_SYNONYMS } from './vocabulary.ts';

/** How much each kind of word match is worth (1 = the same word). */
export const SIMILARITY = {
  exact: 1,
  wordForm: 0.95,
  synonym: 0.85,
  typo: 0.8,
  twoTypos: 0.7,
  derived: 0.75,
  prefix: 0.6,
} as const;

/** Words this long forgive two slips ("Typografy", "Portugese"); shorter ones one. */
export const TWO_TYPOS_MIN_LENGTH = 8;

const GLYPH_PATTERN = new RegExp(`[${Object.keys(GLYPH_WORDS).join('').replace(/[\]\\^-]/g, '\\$&')}]`, 'gu');
const COMPOUND_FIRST_WORDS = new Set(Object.keys(COMPOUNDS).map((k) => k.split(' ')[0]));

/**
 * Splits text into normalised words: glyphs become words, camelCase and kebab-case are
 * split, accents dropped, case folded, and known two-word compounds joined.
 * "SignIn", "sign-in" and "Sign in" all give ["signin"].
 */
export function words(text: string): string[] {
  if (!text) return [];
  // A capitalised two-part name in prose is one word: YouTube, LinkedIn, GitHub, PayPal.
  return spell(text.replace(NAME_IN_TWO_PARTS, (name) => name.toLowerCase()));
}

/**
 * Words of an identifier (class, id, test id, URL): every hump of camelCase is a word,
 * as developers join words ("AppHeader-logo", "sidebarToggle", "MuiIconButton").
 */
export function identifierWords(text: string): string[] {
  return text ? spell(text) : [];
}

const NAME_IN_TWO_PARTS = /(?<![\p{L}\p{N}])\p{Lu}\p{Ll}+\p{Lu}\p{Ll}+(?![\p{L}\p{N}])/gu;

const DIGIT_GROUP_SEPARATOR = /(?<=\d)[.,](?=\d)/g;
const INNER_APOSTROPHE = /(?<=\p{L})['’](?=\p{L}{2,}|[mtd](?!\p{L}))(?!(?:re|ll|ve)(?!\p{L}))/gu;
const NUMBER_ABBREVIATION = /(?<=\p{L}\p{L} |^)(?<!\b(?:or|and|yes|say|says) )(?:no|nr)\.(?= |$)/giu;

/** "..." standing alone, as a pager's gap or a "more" button writes it; not the trail of "Loading...". */
const LONE_ELLIPSIS = /(?<=^|\s)(?:\.{3,}|…)(?=\s|$)/gu;

/** "PRs", "URLs", "VMs": an acronym made plural is the acronym ("MUIButton" is two words). */
const ACRONYM_PLURAL = /(?<![\p{L}\p{N}])(\p{Lu}{2,})s(?![\p{L}\p{N}])/gu;

function spell(text: string): string[] {
  const spelled = text
    .replace(LONE_ELLIPSIS, ' ellipsis ')
    .replace(GLYPH_PATTERN, (g) => ` ${GLYPH_WORDS[g] ?? ''} `)
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(ACRONYM_PLURAL, '$1')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    // "3,125.00" and "2.4" are one number: "page 3" must not find a price that starts with 3.
    .replace(DIGIT_GROUP_SEPARATOR, '')
    // "Za’atar", "O’Brien": an apostrophe inside a name joins it, and so it does in "I'm",
    // "don't", "I'd", which people type without it ("Im", "dont"); not "Dana's" or "we're".
    .replace(INNER_APOSTROPHE, '')
    // "Phone no.", "Invoice No.", "No. of guests": the abbreviation of number.
    .replace(NUMBER_ABBREVIATION, 'number')
    .toLowerCase();
  const raw = spelled.split(/[^\p{L}\p{N}]+/u).filter(Boolean).flatMap(splitLettersFromDigits);
  return joinCompounds(raw);
}

/** "item3" -> ["item", "3"]; ordinals such as "2nd" stay whole. */
function splitLettersFromDigits(word: string): string[] {
  if (!/\d/.test(word) || /^\d+(st|nd|rd|th)$/.test(word) || /^\d+$/.test(word)) return [word];
  return word.split(/(?<=\d)(?=\p{L})|(?<=\p{L})(?=\d)/u);
}

/** Spells words the American way and joins adjacent words that form a known compound ("log" "in" -> "login"). */
function joinCompounds(list: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < list.length; i++) {
    const w = AMERICAN_SPELLINGS[list[i] as string] ?? (list[i] as string);
    const next = list[i + 1];
    if (next !== undefined && COMPOUND_FIRST_WORDS.has(w)) {
      const joined = compoundOf(w, next);
      if (joined) {
        out.push(joined);
        i++;
        continue;
      }
    }
    out.push(w);
  }
  return out;
}

/**
 * The joined form of two words, keeping a plural ending: "progress bars" is the plural of
 * "progressbar", "radio buttons" of "radiobutton".
 */
function compoundOf(first: string, second: string): string | undefined {
  const joined = COMPOUNDS[`${first} ${second}`];
  if (joined || !second.endsWith('s') || second.endsWith('ss')) return joined;
  for (const ending of ['es', 's']) {
    const stem = second.slice(0, -ending.length);
    const one = second.endsWith(ending) ? COMPOUNDS[`${first} ${stem}`] : undefined;
    if (one) return one + ending;
  }
  return undefined;
}

/** Marks an alias token, so it never reads as a word of the label itself. */
export const ALIAS_MARK = '~';

/** `PHRASE_SYNONYMS` as word lists: each phrase with every word it stands for. */
export const PHRASE_ALIASES: readonly { words: readonly string[]; aliases: readonly string[] }[] = Object.entries(PHRASE_SYNONYMS).map(([phrase, a]) => ({
  words: phrase.split(' '),
  aliases: typeof a === 'string' ? [a] : a,
}));

const PHRASES_BY_FIRST_WORD: ReadonlyMap<string, { words: readonly string[]; alias: string }[]> = (() => {
  const out = new Map<string, { words: readonly string[]; alias: string }[]>();
  for (const { words: w, aliases } of PHRASE_ALIASES) {
    for (const alias of aliases) out.set(w[0] as string, [...(out.get(w[0] as string) ?? []), { words: w, alias: ALIAS_MARK + alias }]);
  }
  return out;
})();

/**
 * Page words plus an alias token for each phrase of `PHRASE_SYNONYMS` they contain:
 * ["create", "account"] -> ["create", "account", "~signup"]. The ranking matches a
 * description word against the aliases of it and its synonyms at synonym strength.
 */
export function phraseAliases(list: string[]): string[] {
  let out: string[] | null = null;
  for (let i = 0; i < list.length; i++) {
    for (const p of PHRASES_BY_FIRST_WORD.get(list[i] as string) ?? []) {
      if (p.words.every((w, k) => list[i + k] === w)) (out ??= [...list]).push(p.alias);
    }
  }
  return out ?? list;
}

/** The words of the phrases an alias stands for ("~signup" -> create, account, new...), for precision. */
export function aliasedWords(alias: string): readonly string[] {
  return WORDS_BY_ALIAS.get(alias.slice(ALIAS_MARK.length)) ?? [];
}

const WORDS_BY_ALIAS: ReadonlyMap<string, string[]> = (() => {
  const out = new Map<string, string[]>();
  for (const { words: w, aliases } of PHRASE_ALIASES) for (const alias of aliases) out.set(alias, [...(out.get(alias) ?? []), ...w]);
  return out;
})();

/**
 * A light English stemmer: enough to make plurals and common verb forms meet
 * ("boxes" -> "box", "searching" -> "search", "categories" -> "category").
 */
export function stem(word: string): string {
  let s = stemMemo.get(word);
  if (s === undefined) {
    s = stemUncached(word);
    if (stemMemo.size > 50_000) stemMemo.clear();
    stemMemo.set(word, s);
  }
  return s;
}

const stemMemo = new Map<string, string>();

function stemUncached(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ches|shes|sses|xes|zes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('ing') && word.length > 5) return undouble(word.slice(0, -3));
  if (word.endsWith('ed') && word.length > 4) return undouble(word.slice(0, -2));
  if (word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us') && !word.endsWith('is')) return word.slice(0, -1);
  return word;
}

function undouble(w: string): string {
  return /([b-df-hj-np-tv-z])\1$/.test(w) && !/(ll|ss|zz)$/.test(w) ? w.slice(0, -1) : w;
}

/**
 * Damerau-Levenshtein distance (adjacent transpositions count once), giving up early:
 * returns `max + 1` as soon as the distance must exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = b.length;
  let prevPrev = new Array<number>(n + 1).fill(0);
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  let cur = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= n; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let v = Math.min((prev[j] as number) + 1, (cur[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, (prevPrev[j - 2] as number) + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [prevPrev, prev, cur] = [prev, cur, prevPrev];
  }
  return prev[n] as number;
}

/**
 * "invite" ~ "invitations", "notify" ~ "notification", "create" ~ "creation": the verb
 * loses its last e or y before a noun-making suffix.
 */
function isDerivedForm(verb: string, noun: string): boolean {
  if (!/[ey]$/.test(verb)) return false;
  const root = verb.slice(0, -1);
  return noun.startsWith(root) && DERIVING_SUFFIXES.has(noun.slice(root.length));
}

const DERIVING_SUFFIXES: ReadonlySet<string> = new Set(['ation', 'ations', 'ion', 'ions', 'ication', 'ications', 'ing']);

/** Whether `short` is `long` with one of its doubled letters written once ("alow" for "allow"). */
function isUndoubled(short: string, long: string): boolean {
  if (long.length !== short.length + 1) return false;
  let k = 0;
  while (k < short.length && short[k] === long[k]) k++;
  return k > 0 && long[k] === long[k - 1] && short.slice(k) === long.slice(k + 1);
}

/**
 * Whether `short` is `long` with one inner letter left out ("chek" for "check"). A
 * missing first or last letter is another word too often ("line" and "linen").
 */
function isDropped(short: string, long: string): boolean {
  let k = 0;
  while (k < short.length && short[k] === long[k]) k++;
  return k > 0 && k < short.length && short.slice(k) === long.slice(k + 1);
}

/** Whether two words of one length differ only by two neighbouring letters swapped. */
function isSwap(a: string, b: string): boolean {
  let k = 0;
  while (k < a.length && a[k] === b[k]) k++;
  return k < a.length - 1 && a[k] === b[k + 1] && a[k + 1] === b[k] && a.slice(k + 2) === b.slice(k + 2);
}

/**
 * How well a description word matches a page word by spelling alone, 0..1 (see
 * SIMILARITY): typos, derived forms and prefixes; exact words, word forms and synonyms are
 * matched through the page's vocabulary (`similarWords` in rank-features.ts). Typos are
 * only forgiven in longer words, where a one-letter slip cannot turn one real word into
 * another as easily ("cart"/"card" must not meet; "buton"/"button" should).
 */
export function spellingSimilarity(query: string, candidate: string): number {
  if (/\d/.test(query) || /\d/.test(candidate)) return 0;
  const shorter = Math.min(query.length, candidate.length);
  if (shorter >= 5) {
    const max = shorter >= TWO_TYPOS_MIN_LENGTH ? 2 : 1;
    const d = editDistance(query, candidate, max);
    if (d === 1) return SIMILARITY.typo;
    if (d === 2 && max >= 2) return SIMILARITY.twoTypos;
  }
  // In a short word only two swapped letters are forgiven ("Mpas"): a changed letter
  // there makes another word too often.
  if (query.length === 4 && candidate.length === 4 && isSwap(query, candidate)) return SIMILARITY.typo;
  // Nor is a doubled letter written once, or once written twice ("alow", "setings"): the
  // slip people make most, and one that rarely turns a word into another.
  if (shorter === 4 && (isUndoubled(query, candidate) || isUndoubled(candidate, query))) return SIMILARITY.typo;
  // "vew" for "view" too: a three-letter slip that drops an inner letter is rarely another word's.
  if ((query.length === 4 || query.length === 3) && candidate.length === query.length + 1 && isDropped(query, candidate)) return SIMILARITY.typo;
  // Derived forms: "confirmation" ~ "confirm", "upload" ~ "uploader".
  if (shorter >= 5 && (candidate.startsWith(query) || query.startsWith(candidate))) return SIMILARITY.derived;
  if (shorter >= 5 && (isDerivedForm(stem(query), candidate) || isDerivedForm(stem(candidate), query))) return SIMILARITY.derived;
  if (query.length >= 4 && candidate.length > query.length && candidate.startsWith(query)) return SIMILARITY.prefix;
  return 0;
}
