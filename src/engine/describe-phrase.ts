/**
 * One noun phrase -> `Description`: the head noun's kind ("button", "field"), the words
 * naming the element, ordinals ("the second", "3rd", "last"), plurals, and relation
 * markers ("in the footer", "next to Email", "after the password field", "Dana's
 * profile") whose anchors are parsed the same way. `describe.ts` handles instructions
 * and readings around it.
 */
import type { Description, RelationKind } from './describe.ts';
import { editDistance, stem, words } from './fuzzy.ts';
import { COMMA, POSSESSIVE, type WordToken } from './describe-tokens.ts';
import { CARDINALS, CONTAINER_KINDS, GENERIC_NOUNS, ORDERING_VERBS, ORDINALS, PLURAL_DETERMINERS, ROLE_WORDS, SIZE_WORDS, STOP_WORDS, type RoleKind } from './vocabulary.ts';

export function emptyDescription(phrase: string): Description {
  return {
    phrase, action: 'click', kind: null, quoted: [], quotedText: [], words: [], hints: [], headWord: null, ordinal: null, ordinalPhrase: null,
    plural: false, pluralPhrases: [], reading: 'structured', relations: [], penalty: 1,
  };
}

type Marker = { at: number; length: number; kind: RelationKind | 'name' | 'between' };

/** Relation words; at one position the first listed sequence that matches wins, so longer ones come first. */
const MARKERS: readonly [string[], RelationKind | 'name' | 'between'][] = [
  [['to', 'the', 'right', 'of'], 'after'], [['to', 'the', 'left', 'of'], 'before'],
  [['on', 'the', 'right', 'of'], 'after'], [['on', 'the', 'left', 'of'], 'before'],
  [['that', 'belongs', 'to'], 'near'], [['belonging', 'to'], 'near'], [['associated', 'with'], 'near'],
  [['with', 'the', 'text'], 'name'], [['with', 'the', 'label'], 'name'], [['with', 'the', 'placeholder'], 'name'],
  [['with', 'the', 'name'], 'name'], [['with', 'the', 'title'], 'name'], [['with', 'text'], 'name'],
  [['with', 'label'], 'name'], [['with', 'placeholder'], 'name'], [['with', 'title'], 'name'], [['with', 'name'], 'name'],
  [['with', 'value'], 'name'], [['that', 'says'], 'name'], [['which', 'says'], 'name'], [['that', 'reads'], 'name'],
  [['that', 'contains'], 'name'],
  [['with', 'the', 'test', 'id'], 'name'], [['with', 'test', 'id'], 'name'], [['with', 'testid'], 'name'],
  [['with', 'the', 'id'], 'name'], [['with', 'id'], 'name'], [['data', 'testid'], 'name'], [['data', 'test', 'id'], 'name'],
  [['test', 'id'], 'name'], [['testid'], 'name'],
  [['between'], 'between'],
  [['next', 'to'], 'near'], [['close', 'to'], 'near'], [['adjacent', 'to'], 'near'], [['right', 'of'], 'after'],
  [['left', 'of'], 'before'],
  // "right below", "directly above", "immediately after": only closer.
  ...['right', 'just', 'directly', 'immediately'].flatMap((close): [string[], RelationKind][] => [
    [[close, 'after'], 'after'], [[close, 'below'], 'after'], [[close, 'under'], 'after'], [[close, 'beneath'], 'after'], [[close, 'underneath'], 'after'],
    [[close, 'before'], 'before'], [[close, 'above'], 'before'],
  ]),
  [['labelled'], 'name'], [['labeled'], 'name'], [['named'], 'name'], [['called'], 'name'], [['titled'], 'name'],
  [['saying'], 'name'], [['reading'], 'name'], [['containing'], 'name'],
  [['at', 'the', 'very', 'top'], 'inside'], [['at', 'the', 'top'], 'inside'], [['at', 'the', 'bottom'], 'inside'],
  [['on', 'top', 'of'], 'inside'], [['on', 'top'], 'inside'],
  [['inside'], 'inside'], [['within'], 'inside'], [['in'], 'inside'], [['on'], 'inside'], [['from'], 'near'],
  [['beside'], 'near'], [['near'], 'near'], [['nearby'], 'near'], [['by'], 'near'], [['for'], 'near'], [['of'], 'near'],
  [['with'], 'near'], [['alongside'], 'near'], [['about'], 'near'],
  [['after'], 'after'], [['following'], 'after'], [['below'], 'after'], [['beneath'], 'after'], [['underneath'], 'after'],
  [['under'], 'after'],
  [['before'], 'before'], [['preceding'], 'before'], [['above'], 'before'], [['over'], 'before'],
];

function findMarker(tokens: WordToken[], from: number): Marker | null {
  for (let at = from; at < tokens.length; at++) {
    for (const [seq, kind] of MARKERS) {
      if (at + seq.length > tokens.length) continue;
      if (seq.every((w, k) => tokens[at + k]?.quote === undefined && tokens[at + k]?.word === w)) {
        if (isFalseMarker(tokens, at, seq)) continue;
        return { at, length: seq.length, kind };
      }
    }
  }
  return null;
}

/**
 * A relation word that is not one here: "next to last" is an ordinal, not a neighbour; in
 * "the About link" the word after "the" starts a name.
 */
function isFalseMarker(tokens: WordToken[], at: number, seq: string[]): boolean {
  const after = tokens[at + seq.length]?.word;
  if (seq[0] === 'next' && (after === 'last' || after === 'final')) return true;
  // "the Group by dropdown", "Sort by menu": the label of the control that arranges a list.
  if (seq[0] === 'by' && at > 0 && ORDERING_VERBS.has(tokens[at - 1]?.word ?? '') && tokens[at - 1]?.quote === undefined) return true;
  // With only an article before it, there is nothing for a relation to relate.
  return at > 0 && tokens.slice(0, at).every((t) => t.quote === undefined && DETERMINERS.has(t.word));
}

/**
 * Parses a noun phrase: the head part names the element; each relation word starts an
 * anchor phrase parsed the same way (so "the row for Alice" is itself a phrase with a
 * relation). `depth` stops runaway recursion.
 */
export function parsePhrase(tokens: WordToken[], quotes: string[], depth: number): Description {
  const possessive = splitPossessive(tokens);
  if (possessive && depth < 4) {
    const d = parsePhrase(possessive.head, quotes, depth + 1);
    // "Dana's profile link" is "the profile link for Dana": the same relation, so it reads flat the same way too.
    d.relations.push({ kind: 'near', anchor: parsePhrase(possessive.owner, quotes, depth + 1), weak: false, word: 'for' });
    return d;
  }
  tokens = tokens.filter((t) => t.word !== POSSESSIVE || t.quote !== undefined);
  const comma = tokens.findIndex((t) => t.word === COMMA && t.quote === undefined);
  if (comma >= 0) {
    const leading = findMarker(tokens, 0);
    const before = tokens.slice(0, comma);
    const after = tokens.slice(comma + 1).filter((t) => t.word !== COMMA);
    if (leading && leading.at === 0 && leading.kind !== 'name' && hasContent(after)) {
      // "Under the Shipping heading, the City field": the relation comes first.
      const d = parsePhrase(after, quotes, depth + 1);
      const anchor = parsePhrase(before.slice(leading.length), quotes, depth + 1);
      d.relations.push({ kind: refineKind(leading, anchor, before), anchor, weak: false });
      return d;
    }
    tokens = tokens.filter((t) => t.word !== COMMA || t.quote !== undefined);
  }
  const leadingName = findMarker(tokens, 0);
  if (leadingName && leadingName.at === 0 && leadingName.kind === 'name') {
    // "data-testid=member-filter", "test id sort-select": what follows is the name.
    return parsePhrase(tokens.slice(leadingName.length), quotes, depth + 1);
  }
  const marker = depth < 3 ? findMarker(tokens, 1) : null;
  if (!marker) return parseHead(tokens, quotes);
  const head = tokens.slice(0, marker.at);
  const tail = tokens.slice(marker.at + marker.length);
  if (marker.kind === 'name') {
    // "the button labelled Save in the dialog": the name runs until the next relation word.
    const next = findMarker(tail, 1);
    const nameTokens = next ? tail.slice(0, next.at) : tail;
    const rest = next ? tail.slice(next.at) : [];
    // "the box that says Enter text": the role noun before the marker is the head, and the
    // name is a name ("text" in it is no kind), as in "the Enter text box".
    const noun = head[head.length - 1];
    if (noun && noun.quote === undefined && !noun.capital && roleWordOf(noun.word) !== null && nameTokens.length > 0) {
      const named = nameTokens.map((t) => (t.quote === undefined ? { ...t, capital: true } : t));
      return parsePhrase([...head.slice(0, -1), ...named, noun, ...rest], quotes, depth + 1);
    }
    return parsePhrase([...head, ...nameTokens, ...rest], quotes, depth + 1);
  }
  if (marker.kind === 'between') {
    // "the field between Key and Template": after the first, before the second.
    const and = tail.findIndex((t) => t.quote === undefined && t.word === 'and');
    const d = parseHead(head, quotes);
    if (and > 0) {
      d.relations.push({ kind: 'after', anchor: parsePhrase(tail.slice(0, and), quotes, depth + 1), weak: false });
      d.relations.push({ kind: 'before', anchor: parsePhrase(tail.slice(and + 1), quotes, depth + 1), weak: false });
    } else d.words.push(...contentWords(tail));
    return d;
  }
  const d = parseHead(head, quotes);
  const markerWords = tokens.slice(marker.at, marker.at + marker.length).map((t) => t.word);
  // "at the top right": after a place word, a side says where on the screen, which no markup shows.
  const sideOnly = markerWords.some(isPlaceWord) && tail.length > 0 && tail.every((t) => t.quote === undefined && (SIDE_WORDS.has(t.word) || !isContentWord(t.word)));
  if (tail.length === 0 || !hasContent(tail) || sideOnly) {
    if (!sideOnly) d.words.push(...contentWords(tail));
    // "the next page arrow at the bottom": of the equally good ones, the last on the page.
    placeFromWords(d, markerWords);
    return d;
  }
  const anchor = parsePhrase(tail, quotes, depth + 1);
  namedAfterItsKind(anchor, tail);
  // "in the bottom toolbar": a place named only by where it is, read as a position.
  // A landmark keeps its relation ("the top navigation bar" is still the navbar).
  const placeOnly = anchor.quoted.length === 0 && anchor.relations.length === 0 && onlySayWhere(anchor.words);
  // "in the toolbar": pages draw toolbars as a row of buttons and seldom name them, so
  // the word asks for an element among such buttons rather than for a named container.
  const toolbar = marker.kind === 'inside' && placeOnly && anchor.headWord !== null && TOOLBAR_WORDS.has(anchor.headWord);
  if (toolbar) d.inControlGroup = true;
  if (marker.kind === 'inside' && placeOnly && anchor.words.length > 0 && (anchor.kind === null || anchor.kind === 'section')) {
    if (placeFromWords(d, anchor.words) || toolbar) return d;
  }
  if (toolbar) return d;
  // "the Tablets link in the top navigation": "top" is where the navigation is, not a word
  // it carries. It picks among the page's navigations and helps when a class says it.
  if (placeOnly && anchor.words.length > 0 && anchor.kind !== null && anchor.kind !== 'section') {
    const place = anchor.words;
    anchor.words = [];
    anchor.hints.push(...place);
    placeFromWords(anchor, place);
  }
  d.relations.push({ kind: refineKind(marker, anchor, tokens), anchor, weak: false, word: tokens[marker.at]?.word ?? '' });
  return d;
}

/**
 * "under Options", "in Details": a role word written alone and capitalised, with no "the",
 * is the name of the place (a heading, a tab), not a kind of element.
 */
function namedAfterItsKind(anchor: Description, tokens: WordToken[]): void {
  const only = tokens.length === 1 ? tokens[0] : undefined;
  if (!only || only.quote !== undefined || !only.capital || anchor.kind === null || anchor.words.length > 0) return;
  anchor.words = [only.word];
  anchor.kind = null;
  anchor.headWord = null;
  anchor.plural = false;
}

/** Container nouns for a row of buttons. */
const TOOLBAR_WORDS: ReadonlySet<string> = new Set(['toolbar', 'toolbars', 'buttonbar', 'actionbar']);

/** Place words that say where among equally good elements: the top one comes first on the page, the bottom one last. */
const PLACE_ORDINALS: Readonly<Record<string, number>> = { top: 1, upper: 1, topmost: 1, bottom: -1, lower: -1, bottommost: -1 };
/** Sides of the screen ("top right", "bottom-left corner"): layout no markup shows, so they only go with a place word. */
const SIDE_WORDS: ReadonlySet<string> = new Set(['left', 'right', 'corner', 'side', 'hand']);

function isPlaceWord(word: string): boolean {
  return PLACE_ORDINALS[word] !== undefined;
}

/** Words that say only where: place words, with any side beside one ("top right"); none at all ("the toolbar") too. */
function onlySayWhere(words: readonly string[]): boolean {
  const side = words.some((w) => SIDE_WORDS.has(w));
  return words.every((w) => isPlaceWord(w) || SIDE_WORDS.has(w)) && (!side || words.some(isPlaceWord));
}

/** Sets a position from place words ("top", "bottom"); false when they name none or the phrase has one already. */
function placeFromWords(d: Description, placeWords: string[]): boolean {
  const ordinal = placeWords.map((w) => PLACE_ORDINALS[w]).find((o) => o !== undefined);
  if (ordinal === undefined || d.ordinal !== null) return false;
  d.ordinal = ordinal;
  d.placeOrdinal = true;
  return true;
}

/** Words that open a noun phrase: what follows is the object, not a name. */
export const DETERMINERS = new Set(['the', 'a', 'an', 'this', 'that', 'these', 'those', 'my', 'your', 'our', 'its', 'their', 'his', 'her', 'please']);

/** Verbs that name what a control does: "archive the email" is the Archive button near the email. */
export const CONTROL_VERBS: ReadonlySet<string> = new Set([
  'archive', 'snooze', 'approve', 'reject', 'resend', 'discard', 'transfer', 'export', 'import', 'invite', 'remove',
  'restore', 'rename', 'duplicate', 'copy', 'move', 'pin', 'unpin', 'mute', 'unmute', 'block', 'report', 'flag', 'star',
  'unstar', 'follow', 'unfollow', 'subscribe', 'unsubscribe', 'accept', 'decline', 'retry', 'undo', 'redo', 'reply',
  'forward', 'print', 'preview', 'publish', 'unpublish', 'schedule', 'assign', 'suspend', 'activate', 'deactivate',
  'enable', 'disable', 'verify', 'confirm', 'reset', 'clear', 'apply', 'filter', 'sort', 'expand', 'collapse',
  'favorite', 'bookmark', 'like', 'upvote', 'downvote', 'comment', 'attach', 'send', 'save', 'cancel',
  'delete', 'edit', 'add', 'create', 'update', 'upload', 'download', 'share', 'open', 'close', 'view', 'show', 'hide',
  'join', 'leave', 'book', 'order', 'buy', 'pay', 'checkout', 'register', 'signout', 'logout', 'dismiss', 'submit',
  'load', 'refresh', 'search', 'turn', 'play', 'pause', 'stop', 'mark', 'unmark', 'select', 'check', 'uncheck', 'toggle',
  'connect', 'disconnect', 'manage', 'configure', 'install', 'uninstall', 'link', 'unlink', 'sync', 'kick', 'ban',
  'promote', 'demote', 'revoke', 'renew', 'upgrade', 'downgrade', 'claim', 'redeem', 'track', 'return', 'checkin',
]);

/** A relation word that is one word long ("in", "on", "under"), written as such, not quoted. */
function isOneWordMarker(t: WordToken): boolean {
  return t.quote === undefined && MARKERS.some(([seq]) => seq.length === 1 && seq[0] === t.word);
}

/** Contractions that look like possessives. */
const NOT_POSSESSIVE = new Set(['let', 'it', 'that', 'what', 'here', 'there', 'he', 'she', 'who', 'where']);

/**
 * "the first message's checkbox", "Michael Bruce's salary": the owner is the run of words
 * before "'s" (with its ordinal); the rest names the element.
 */
function splitPossessive(tokens: WordToken[]): { owner: WordToken[]; head: WordToken[] } | null {
  const at = tokens.findIndex((t) => t.word === POSSESSIVE && t.quote === undefined);
  if (at <= 0 || at === tokens.length - 1) return null;
  if (NOT_POSSESSIVE.has(tokens[at - 1]?.word ?? '')) return null;
  let start = at;
  while (start > 0) {
    const t = tokens[start - 1] as WordToken;
    if (t.quote === undefined && STOP_WORDS.has(t.word) && ORDINALS[t.word] === undefined) break;
    if (isOneWordMarker(t)) break;
    start--;
  }
  // "the Follow button on Marc's profile card": after a relation word the owner belongs to
  // that anchor ("Marc's profile card"), whose own parse splits it.
  const before = tokens[start - 1];
  if (before && isOneWordMarker(before)) return null;
  const owner = tokens.slice(start, at);
  const head = [...tokens.slice(0, start), ...tokens.slice(at + 1)].filter((t) => t.word !== POSSESSIVE || t.quote !== undefined);
  return owner.length && head.some((t) => t.quote !== undefined || !STOP_WORDS.has(t.word)) ? { owner, head } : null;
}

/** "under the Shipping heading" is inside its section; "under the password field" is after it. */
function refineKind(marker: Marker, anchor: Description, tokens: WordToken[]): RelationKind {
  const word = tokens[marker.at]?.word;
  if ((word === 'under' || word === 'below' || word === 'beneath' || word === 'underneath') && anchor.kind === 'heading') return 'inside';
  return marker.kind as RelationKind;
}

function hasContent(tokens: WordToken[]): boolean {
  return tokens.some((t) => t.quote !== undefined || isContentWord(t.word, t.capital) || ROLE_WORDS[singular(t.word)] !== undefined);
}

/**
 * A lone letter is most often debris of the text ("the user s profile"), but written as a
 * capital after other words it names something: "the Size M chip", "Plan B", "Gate A".
 */
export function isContentWord(word: string, capital = false): boolean {
  if (word.length === 1 && word !== 'x' && !/\d/.test(word) && !(capital && word !== 'i')) return false;
  return !STOP_WORDS.has(word) && !GENERIC_NOUNS.has(word);
}

function contentWords(tokens: WordToken[]): string[] {
  return tokens.filter((t) => t.quote === undefined && isContentWord(t.word, t.capital) && !PLURAL_DETERMINERS.has(t.word)).map((t) => t.word);
}

/** Plural role nouns -> singular ("checkboxes" -> "checkbox"). */
export function singular(word: string): string {
  if (ROLE_WORDS[word] !== undefined) return word;
  const s = stem(word);
  if (ROLE_WORDS[s] !== undefined) return s;
  if (word.endsWith('es') && ROLE_WORDS[word.slice(0, -2)] !== undefined) return word.slice(0, -2);
  if (word.endsWith('s') && ROLE_WORDS[word.slice(0, -1)] !== undefined) return word.slice(0, -1);
  return word;
}

/** A role word, allowing one typo in longer words ("buton", "chekbox", "dropdwon"). */
export function roleWordOf(word: string): RoleKind | null {
  const exact = ROLE_WORDS[singular(word)];
  if (exact) return exact;
  if (word.length < 5 || /\d/.test(word)) return null;
  // Typos rarely hit the first letter; requiring it keeps "sodal(es)" away from "modal".
  const forms = word.endsWith('s') ? [word, word.slice(0, -1)] : [word];
  for (const form of forms) {
    for (const [roleWord, kind] of Object.entries(ROLE_WORDS)) {
      if (roleWord.length < 5 || roleWord[0] !== form[0] || Math.abs(roleWord.length - form.length) > 1) continue;
      if (editDistance(form, roleWord, 1) <= 1) return kind;
    }
  }
  return null;
}

/** Ordinal tokens, including "second to last", "2nd last", "next to last". */
function readOrdinal(tokens: WordToken[], k: number): { value: number; length: number } | null {
  const t = tokens[k];
  if (!t || t.quote !== undefined) return null;
  const w = t.word;
  if (w === 'next' && tokens[k + 1]?.word === 'to' && tokens[k + 2]?.word === 'last') return { value: -2, length: 3 };
  const numeric = /^(\d+)(st|nd|rd|th)$/.exec(w);
  const base = numeric ? Number(numeric[1]) : ORDINALS[w];
  if (base === undefined || base === 0) return null;
  // "Requests per second": a unit of time, not a position.
  if (w === 'second' && tokens[k - 1]?.word === 'per') return null;
  if (base > 0 && tokens[k + 1]?.word === 'to' && tokens[k + 2]?.word === 'last') return { value: -base, length: 3 };
  if (base > 1 && tokens[k + 1]?.word === 'last') return { value: -base, length: 2 };
  return { value: base, length: 1 };
}

/**
 * A number word or figure that counts the plural role noun right after it ("all four
 * buttons", "the 3 checkboxes"); null otherwise, so "three dots" and "give it 4 stars"
 * keep their numbers as words.
 */
function countBefore(t: WordToken, after: WordToken | undefined): number | null {
  if (t.quote !== undefined || !after || after.quote !== undefined) return null;
  const n = CARDINALS[t.word] ?? (/^\d{1,2}$/.test(t.word) ? Number(t.word) : undefined);
  if (n === undefined || n < 2) return null;
  return isPluralNoun(after.word) && roleWordOf(after.word) !== null ? n : null;
}

/**
 * The head part of a phrase: ordinal, plural determiner, the kind named by the last role
 * noun, quoted phrases and the remaining words.
 */
function parseHead(tokens: WordToken[], quotes: string[]): Description {
  const d = emptyDescription(tokens.map((t) => (t.quote !== undefined ? `"${quotes[t.quote]}"` : t.word)).join(' '));
  const kept: WordToken[] = [];
  let numericOrdinal: string | null = null;
  let allWord = false;
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k] as WordToken;
    const after = tokens[k + 1];
    if (t.quote === undefined) {
      const ord = d.ordinal === null ? readOrdinal(tokens, k) : null;
      if (ord) {
        d.ordinal = ord.value;
        if (/^\d/.test(t.word)) numericOrdinal = t.word.replace(/\D+$/, '');
        else if (ord.length === 1 && after && after.quote === undefined) {
          d.ordinalPhrase = { pair: `${t.word} ${after.word}`, restore: [t.word] };
          // "the third line" where the page numbers its lines ("Remove line 3").
          if (ord.value > 0) d.ordinalPhrase.numbered = { pair: `${after.word} ${ord.value}`, restore: [String(ord.value)] };
        }
        k += ord.length - 1;
        continue;
      }
      // "row 3", "item 2": a numbered kind is an ordinal, unless the page says "Tab 2".
      if (d.ordinal === null && after && after.quote === undefined && /^\d+$/.test(after.word) && roleWordOf(t.word) && Number(after.word) > 0) {
        d.ordinal = Number(after.word);
        d.ordinalPhrase = { pair: `${t.word} ${after.word}`, restore: [after.word] };
        kept.push(t);
        k++;
        continue;
      }
      const count = countBefore(t, after);
      if (count !== null) {
        d.plural = true;
        d.count = count;
        continue;
      }
      if (PLURAL_DETERMINERS.has(t.word) && t.word !== 'any') {
        d.plural = true;
        if (t.word === 'both') d.count = 2;
        if (t.word === 'all') {
          allWord = true;
          const before = k > 0 ? tokens[k - 1] : undefined;
          if (after && after.quote === undefined) d.pluralPhrases.push(`all ${after.word}`);
          if (before && before.quote === undefined) d.pluralPhrases.push(`${before.word} all`);
        }
        continue;
      }
    }
    kept.push(t);
  }
  applyHeadNoun(d, kept, quotes);
  moveAlternativesToHints(d, kept);
  moveSortNounToHints(d);
  moveSizeWordsToHints(d, kept);
  readEnabled(d);
  recoverFillerNames(d, kept);
  // "Select all checkbox": "all" before a singular kind is part of its name.
  if (allWord && d.kind !== null && !d.pluralFromNoun) {
    d.plural = false;
    d.pluralPhrases = [];
    d.words.push('all');
  }
  // "pick the 20th": with nothing else named, the number is the name.
  if (numericOrdinal && d.kind === null && d.words.length + d.quoted.length === 0) {
    d.words.push(numericOrdinal);
    d.ordinal = null;
  }
  // "my avatar", "my profile picture": the user's own picture is the account menu's button.
  if (d.kind === 'image' && tokens[0]?.quote === undefined && tokens[0]?.word === 'my') d.own = true;
  delete d.pluralFromNoun;
  return d;
}

/**
 * "the To field", "the Go! button": when filler words are all that names the element,
 * they are its name after all.
 */
function recoverFillerNames(d: Description, tokens: WordToken[]): void {
  if (d.words.length + d.quoted.length > 0) return;
  for (const t of tokens) {
    if (t.quote !== undefined || DETERMINERS.has(t.word) || GENERIC_NOUNS.has(t.word) || roleWordOf(t.word)) continue;
    if (STOP_WORDS.has(t.word) && !PLURAL_DETERMINERS.has(t.word)) d.words.push(t.word);
  }
}

/**
 * The last role noun is the head ("the search box" -> a textbox named "search"). A quoted
 * role word followed by a generic noun names a kind too ('Click on a "checkbox" widget').
 * Earlier role nouns of another kind stay as name words ("the image button").
 */
function applyHeadNoun(d: Description, tokens: WordToken[], quotes: string[]): void {
  let headAt = -1;
  // "link to Dana's profile", "button to checkout": the kind comes before "to" and where it leads.
  const toAt = tokens.findIndex((t, k) => k > 0 && t.quote === undefined && t.word === 'to' && roleWordOf(tokens[k - 1]?.word ?? '') !== null);
  const searchFrom = toAt > 0 && !tokens.slice(toAt + 1).some((t) => t.quote === undefined && roleWordOf(t.word)) ? toAt - 1 : tokens.length - 1;
  for (let k = searchFrom; k >= 0; k--) {
    const t = tokens[k] as WordToken;
    if (t.quote !== undefined) {
      const next = tokens[k + 1];
      const inner = words(quotes[t.quote] ?? '');
      const kind = inner.length === 1 ? quotedWidgetKind(inner[0] as string) ?? ROLE_WORDS[inner[0] as string] ?? null : null;
      if (kind && (!next || GENERIC_NOUNS.has(next.word))) {
        headAt = k;
        d.kind = kind;
        break;
      }
      continue;
    }
    if (GENERIC_NOUNS.has(t.word) || STOP_WORDS.has(t.word)) continue;
    const kind = roleWordOf(t.word);
    if (kind) {
      headAt = k;
      d.kind = kind;
      if (isPluralNoun(t.word)) {
        d.plural = true;
        d.pluralFromNoun = true;
      }
      // "expand Shipping options", "Table List in the sidebar": the role noun may end a
      // label the page writes.
      const before = tokens[k - 1];
      if (before && before.quote === undefined && !STOP_WORDS.has(before.word)) d.headNounPhrase = { pair: `${before.word} ${t.word}`, word: t.word };
    }
    break;
  }
  if (d.kind === null) headAt = leadingHeadNoun(d, tokens);
  // "the footer area", "sidebar panel": a container noun after a landmark is the landmark.
  const beforeHead = tokens[headAt - 1];
  let containerNoun = -1;
  if (d.kind === 'section' && beforeHead && beforeHead.quote === undefined && !beforeHead.capital) {
    const landmark = roleWordOf(beforeHead.word);
    if (landmark !== null && LANDMARK_KINDS.has(landmark)) {
      containerNoun = headAt--;
      d.kind = landmark;
    }
  }
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k] as WordToken;
    if (k === containerNoun) continue;
    // "page footer", "the top header": which page and where is the landmark itself, no word of it.
    if (k === headAt - 1 && d.kind !== null && LANDMARK_KINDS.has(d.kind) && t.quote === undefined && LANDMARK_FILLER.has(t.word)) continue;
    if (k === headAt) {
      if (t.quote === undefined) d.headWord = singular(t.word);
      continue;
    }
    if (t.quote !== undefined) {
      d.quoted.push(words(quotes[t.quote] ?? ''));
      d.quotedText.push(asWritten(quotes[t.quote] ?? ''));
      continue;
    }
    // "page 3": the page counted by a pager, whose links say "3" and whose classes or names say page;
    // "last page link", "next page button": a pager's control, before the role noun.
    if (t.word === 'page' && ((/^\d+$/.test(tokens[k + 1]?.word ?? '') && tokens[k + 1]?.quote === undefined) || (k + 1 === headAt && d.kind !== null))) {
      d.hints.push(t.word);
      continue;
    }
    if (!isContentWord(t.word, t.capital) || PLURAL_DETERMINERS.has(t.word)) continue;
    const kind = roleWordOf(t.word);
    // "email input field": the same kind twice; "Culture section link": a container
    // word describing where the link leads. Both help when they match, never required.
    if (kind && (kind === d.kind || (d.kind !== null && CONTAINER_KINDS.has(kind) && !t.capital))) {
      d.hints.push(singular(t.word));
      continue;
    }
    d.words.push(t.word);
  }
}

/**
 * "button Save", "page title Orders", "the link 'Pricing'": a role noun written before the
 * name, the way test scripts name things, when only capitalised or quoted words follow.
 * Returns where the noun is, or -1.
 */
function leadingHeadNoun(d: Description, tokens: WordToken[]): number {
  let k = tokens.length - 1;
  while (k >= 0 && ((tokens[k] as WordToken).quote !== undefined || (tokens[k] as WordToken).capital)) k--;
  const noun = tokens[k];
  if (k < 0 || k === tokens.length - 1 || !noun || noun.quote !== undefined || noun.initial) return -1;
  const kind = roleWordOf(noun.word);
  if (!kind || isPluralNoun(noun.word)) return -1;
  d.kind = kind;
  return k;
}

/** The parts every page has one of, whatever it calls them. */
const LANDMARK_KINDS: ReadonlySet<RoleKind> = new Set<RoleKind>(['header', 'footer', 'main', 'sidebar']);
/** Words before a landmark that only repeat that it is the page's own. */
const LANDMARK_FILLER: ReadonlySet<string> = new Set(['page', 'site', 'website', 'app', 'top', 'bottom']);

/** "buttons", "checkboxes", "butttons" (a typo still has its plural s). */
function isPluralNoun(word: string): boolean {
  if (/ss$/.test(word) || !word.endsWith('s')) return false;
  return singular(word) !== word || roleWordOf(word.slice(0, -1)) !== null || ROLE_WORDS[word] === undefined;
}

/** Lower case, spaces collapsed: how quoted text is compared with an element's text. */
export function asWritten(text: string): string {
  return text.replace(/\s+/g, ' ').trim().toLowerCase();
}

/** "the folder or file named X": either word may fit, so neither is required. */
function moveAlternativesToHints(d: Description, tokens: WordToken[]): void {
  // Without a quoted name, "Country or region" may well be the label itself.
  if (d.quoted.length === 0) return;
  const alternatives = new Set<string>();
  tokens.forEach((t, k) => {
    if (t.quote !== undefined || t.word !== 'or') return;
    for (const near of [tokens[k - 1], tokens[k + 1]]) if (near && near.quote === undefined) alternatives.add(near.word);
  });
  if (alternatives.size > 0) d.hints.push(...takeWords(d, (w) => alternatives.has(w)));
}

/** Removes the words `is` picks from the name words, and returns them. */
function takeWords(d: Description, is: (word: string) => boolean): string[] {
  const taken = d.words.filter(is);
  if (taken.length > 0) d.words = d.words.filter((w) => !is(w));
  return taken;
}

/** Nouns that, after a name, say what sort of thing it shows: "Week view", "list view". */
const VIEW_NOUNS: ReadonlySet<string> = new Set(['view']);

/** Nouns that say whose menu it is: "the user menu", "account menu". */
const MENU_OWNER_NOUNS: ReadonlySet<string> = new Set(['user', 'account', 'profile']);

/**
 * A trailing noun that says what sort of thing the name is, kept as a hint so an element
 * that does say it still matches it better:
 * - "switch to Week view": a segmented control or tab says "Week"; the noun says it is a view.
 * - "the Priya Nair user menu": the menu's opener says the person's name; "user" says what
 *   sort of menu it is, and a page writes it only in classes.
 */
function moveSortNounToHints(d: Description): void {
  const last = d.words[d.words.length - 1];
  if (d.words.length < 2 || last === undefined) return;
  if ((d.kind === null && VIEW_NOUNS.has(last)) || (d.kind === 'menu' && MENU_OWNER_NOUNS.has(last))) {
    d.words = d.words.slice(0, -1);
    d.hints.push(last);
  }
}

/**
 * "the big image of the featured post": the engine sees no layout, so a size is a hint
 * (a "Large modal" button still matches it better) and never a word the element must carry.
 * Only in lower case, beside a kind or other words: "Large" alone is a name.
 */
function moveSizeWordsToHints(d: Description, tokens: WordToken[]): void {
  // "close the Small Modal", "select size Large": capitalised, the size is part of a name.
  const named = new Set(tokens.filter((t) => t.capital).map((t) => t.word));
  const isSize = (w: string): boolean => SIZE_WORDS.has(w) && !named.has(w);
  if (d.kind === null && d.words.every(isSize)) return;
  d.hints.push(...takeWords(d, isSize));
}

/**
 * "the enabled Text input field", "the button that is enabled": a state no page writes,
 * the absence of the disabled one. Not a word the element must carry.
 */
function readEnabled(d: Description): void {
  if (d.words.length < 2 && d.kind === null) return;
  if (takeWords(d, (w) => w === 'enabled').length > 0) d.enabled = true;
}

/** MiniWoB-style widget names: a "text" widget is a text input. */
function quotedWidgetKind(word: string): RoleKind | null {
  return word === 'text' ? 'textbox' : null;
}
