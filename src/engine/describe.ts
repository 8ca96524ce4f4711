/**
 * Description text -> structured query. Users write descriptions as noun phrases ("the
 * second Add to cart button") or as instructions ("Click on the 'Submit' button", "Type
 * your email into the email field", "Find the email by Ann and click the star icon").
 * This module turns either into a `Description`: what kind of element, which words name
 * it, which position among equals, and where it sits (container, neighbour, heading).
 *
 * No page knowledge here: ambiguities that need the page ("the last name field": ordinal
 * or label?) are recorded and settled by the ranking.
 *
 * Top-down: text -> tokens and clauses (describe-tokens.ts) -> the target clause's
 * instruction (verb, typed value, purpose; here) -> its noun phrase (describe-phrase.ts)
 * -> the alternative readings the ranking tries (here).
 */
import { PHRASE_ALIASES, words } from './fuzzy.ts';
import { CONTROL_VERBS, DETERMINERS, asWritten, emptyDescription, isContentWord, parsePhrase, roleWordOf, singular } from './describe-phrase.ts';
import { baseVerb, splitClauses, tokenize, verbOf, type WordToken } from './describe-tokens.ts';
import { ACTION_VERBS, CONTAINER_KINDS, NAVIGATION_VERBS, ORDERING_VERBS, ORDINALS, ROLE_WORDS, STOP_WORDS, type RoleKind } from './vocabulary.ts';

export { CONTROL_VERBS, asWritten, singular };

export type Action = 'click' | 'type' | 'select' | 'check' | 'hover' | 'find' | 'navigate';

/**
 * Which reading of the text a description is: the structured one; the flat one (no
 * relation split); the verb kept as a name ("Follow button", "scroll to top"); or the
 * verb naming a control on the object ("archive the Northwind email").
 */
export type Reading = 'structured' | 'flat' | 'verb-as-name' | 'verb-on-object' | 'literal' | 'plural-container' | 'type-noun' | 'phrase-synonym' | 'noun-as-name';

/** How the element relates to an anchor the description names. */
export type RelationKind = 'inside' | 'near' | 'after' | 'before';

export interface Relation {
  kind: RelationKind;
  anchor: Description;
  /** Context from an earlier clause ("Find the email by Ann and ..."): a tie-breaker only. */
  weak: boolean;
  /** The relation word as written ("with", "next"), when one was. */
  word?: string;
}

export interface Description {
  /** The phrase this description was parsed from (for explain and debugging). */
  phrase: string;
  /** The whole description as the user wrote it (set on the readings of a description, not on anchors). */
  written?: string;
  action: Action;
  /** The kind of element named by the phrase's head noun, if any. */
  kind: RoleKind | null;
  /** Quoted phrases, each as normalised words; they must match the element's text. */
  quoted: string[][];
  /** The same phrases as written (lower case, spaces collapsed): punctuation can decide ("cras." vs "cras"). */
  quotedText: string[];
  /** Unquoted words naming the element. */
  words: string[];
  /** Words that help when they match but cost nothing when they do not (role noun, purpose). */
  hints: string[];
  /** The role noun that named the kind ("toggle" in "navigation toggle"): pages use it in names too. */
  headWord: string | null;
  /** 1-based position among equally good matches; negative counts from the end. */
  ordinal: number | null;
  /**
   * When the ordinal may be part of a label ("the last name field", "Tab 2"): the word
   * pair to look for on the page, and the words that return to the name if it is there.
   */
  ordinalPhrase: { pair: string; restore: string[]; numbered?: { pair: string; restore: string[] } } | null;
  plural: boolean;
  /** How many elements a plural means, when the description says ("all four buttons", "both links"). */
  count?: number;
  /** Word pairs that make "all" part of a name ("Select all", "See all messages") rather than a plural. */
  pluralPhrases: string[];
  /** The head noun with the word before it ("shipping options", "table list"): a label, if the page writes the pair. */
  headNounPhrase?: { pair: string; word: string };
  reading: Reading;
  /** The ordinal came from a place word ("at the bottom", "the top toolbar"): a position among equals, never a count of items. */
  placeOrdinal?: boolean;
  /**
   * Named as sitting in a toolbar ("the trash button in the top toolbar"), a container
   * pages rarely write: read as "among a group of buttons", which any toolbar is.
   */
  inControlGroup?: boolean;
  /** Ranking only: the head noun is nowhere on the page and was read as the list's items ("the second thread"). */
  countedNoun?: boolean;
  /** Parse-time only: the plural came from the head noun ("links"), not from "all". */
  pluralFromNoun?: boolean;
  /** The value a "select X from Y" instruction chooses, as words: an open list's option may be the answer. */
  chosen?: string[];
  /** "expand the Billing section", "collapse the Forms menu": the control that shows or hides what is named. */
  disclose?: boolean;
  /** "tick", "untick", "check", "uncheck": only a checkbox does it ("mark", "toggle" and "turn" also press buttons: "Mark as read"). */
  tick?: boolean;
  /** "my avatar": the signed-in user's own picture, which pages draw inside the account menu's button. */
  own?: boolean;
  /** "the enabled Text input": not a disabled one. Pages mark the disabled state, never the enabled. */
  enabled?: boolean;
  relations: Relation[];
  /** Confidence factor of this reading (below 1 when the ranking had to drop words). */
  penalty: number;
}

// --- the top-level parse ------------------------------------------------------------

/** Parses a description into the reading the engine tries first. */
export function describe(text: string): Description {
  return interpretations(text)[0] as Description;
}

/**
 * Every reading worth ranking, best guess first (the ranking keeps the first unless
 * another is clearly better on the page):
 *   - structured: verb stripped, head noun, relations ("the Save button in the dialog");
 *   - flat: the relation word kept inside the name ("the Log in with Google button");
 *   - verb-as-name / verb-on-object: the leading verb names the element ("Follow button")
 *     or a control on the object ("Archive the Northwind email");
 *   - literal: the whole text is a label ("name@example.com").
 * Context clauses ("Find the email by Ann and ...") add a weak relation to each.
 */
export function interpretations(text: string): Description[] {
  const { tokens, quotes } = tokenize(text);
  const clauses = splitClauses(tokens);
  if (clauses.length === 0) return [emptyDescription(text)];
  const targetIndex = pickTargetClause(clauses);
  const context = clauses.filter((_, i) => i !== targetIndex);
  const target = clauses[targetIndex] as WordToken[];
  const main = parseInstruction(target, quotes, 0);
  const contextRelations = context.flatMap((c) => contextRelation(c, quotes));
  const readings = [main];
  const flat = flatten(main) ?? flattenFirst(main);
  if (flat) readings.push(flat);
  readings.push(...verbReadings(target, quotes));
  const literal = literalReading(text, quotes);
  if (literal) readings.push(literal);
  // Only worth a reading when the structured one found a place inside the label.
  const labelled = main.relations.length > 0 && !main.plural ? literalKindReading(literal) : null;
  if (labelled) readings.push(labelled);
  const typed = typeNounReading(main);
  if (typed) readings.push(typed);
  const named = nounAsNameReading(main, target);
  if (named) readings.push(named);
  const synonym = phraseSynonymReading(main);
  if (synonym) readings.push(synonym);
  const container = pluralContainerReading(main);
  if (container) readings.push(container);
  // A new array per reading: readings copied from the main one share its relations array.
  for (const r of readings) {
    r.relations = [...r.relations, ...contextRelations];
    r.written = text;
  }
  return readings;
}

/**
 * The whole text as the element's exact label: people paste placeholders and labels
 * ("name@example.com", "MM / YY", "e.g. Website launch").
 */
function literalReading(text: string, quotes: string[]): Description | null {
  if (quotes.length > 0) return null;
  const w = words(text);
  if (w.length === 0 || w.length > 8) return null;
  const d = emptyDescription(text);
  d.quoted = [w];
  d.quotedText = [asWritten(text)];
  d.reading = 'literal';
  // "IBM logo" pasted from an alt text still asks for the picture, not the link around it.
  if (roleWordOf(w[w.length - 1] as string) === 'image') d.kind = 'image';
  return d;
}

/**
 * "Frontend engineer in United States heading": a pasted label with the kind after it. The
 * label may hold a relation word ("in", "on", "for") that the structured reading takes
 * for a place; read literally, the whole label names an element of that kind.
 */
function literalKindReading(literal: Description | null): Description | null {
  const w = literal?.quoted[0];
  if (!literal || !w || w.length < 4 || literal.kind !== null) return null;
  const kind = roleWordOf(w[w.length - 1] as string);
  if (!kind) return null;
  const label = w.slice(0, -1);
  const written = (literal.quotedText[0] ?? '').replace(/\s*\S+\s*$/, '');
  return { ...literal, quoted: [label], quotedText: [written], kind, headWord: w[w.length - 1] as string };
}

/**
 * "the Threads project", "Josiah Barclay's story": the last noun says what sort of thing
 * the element is, a word pages seldom write beside each title. Read as a hint, so the
 * title alone names the element; worth more only when the plain reading finds no element
 * that carries the noun too.
 */
export function typeNounReading(main: Description): Description | null {
  if (main.quoted.length > 0 || main.plural || main.words.length < 2) return null;
  const noun = main.words[main.words.length - 1] as string;
  // "the expiry date field" labelled "Expiration": a field's value noun, seldom written.
  const nouns = main.kind === null ? RECORD_NOUNS : main.kind === 'textbox' ? VALUE_NOUNS : null;
  if (!nouns?.has(singular(noun))) return null;
  return { ...main, reading: 'type-noun', words: main.words.slice(0, -1), hints: [...main.hints, noun], penalty: main.penalty * TYPE_NOUN_PENALTY };
}

/**
 * "Click Tables in the sidebar", "Open the Switches page": a role noun capitalised
 * mid-phrase, with nothing else naming the element, is most often the label of a menu
 * entry or a page. Read as that label; the ranking takes it when the page writes it.
 */
function nounAsNameReading(main: Description, tokens: WordToken[]): Description | null {
  if (main.kind === null || main.headWord === null || main.words.length + main.quoted.length > 0 || main.ordinal !== null) return null;
  const head = tokens.find((t) => t.capital && t.quote === undefined && singular(t.word) === main.headWord);
  if (!head) return null;
  return { ...main, reading: 'noun-as-name', kind: null, headWord: null, words: [head.word], plural: false, pluralPhrases: [] };
}

/**
 * "the Create account button" on a page whose button says "Sign up": a phrase the
 * vocabulary knows as another word (`PHRASE_SYNONYMS`) read as that word. The ranking
 * takes it only when it finds a clearly better element than the words as written.
 */
function phraseSynonymReading(main: Description): Description | null {
  const w = main.words;
  for (const { words: p, aliases } of PHRASE_ALIASES) {
    if (p.length < 2) continue;
    const at = w.findIndex((_, k) => p.every((x, j) => w[k + j] === x));
    if (at < 0) continue;
    return { ...main, reading: 'phrase-synonym', words: [...w.slice(0, at), aliases[0] as string, ...w.slice(at + p.length)] };
  }
  return null;
}

/** Nouns for the records pages list, each under its own title: "the Threads project", "the Pro plan". */
export const RECORD_NOUNS: ReadonlySet<string> = new Set([
  'project', 'product', 'story', 'article', 'post', 'plan', 'email', 'message', 'user', 'member', 'customer', 'order',
  'file', 'folder', 'task', 'event', 'room', 'job', 'listing', 'result', 'entry', 'record', 'comment', 'thread',
  'notification', 'review', 'course', 'video', 'photo', 'album', 'track', 'repository', 'repo', 'issue', 'ticket',
  'invoice', 'contact', 'conversation', 'chat', 'team', 'page', 'document', 'report', 'campaign', 'deal', 'lead',
  'account', 'employee', 'candidate', 'package', 'recipe', 'book', 'movie', 'hotel', 'flight', 'offer', 'service',
]);
/** Nouns for what a field holds, which its label often leaves out: "expiry date", "company name". */
const VALUE_NOUNS: ReadonlySet<string> = new Set(['date', 'number', 'name', 'code', 'time']);
/** Confidence kept when the noun that says what the element is was not found with it. */
export const TYPE_NOUN_PENALTY = 0.9;

/**
 * "all portfolio links": the words may name where the links are rather than the links.
 * Only for plurals with a kind; the ranking uses it when the plain reading finds one.
 */
function pluralContainerReading(main: Description): Description | null {
  if (!main.plural || main.kind === null || main.words.length === 0 || main.quoted.length > 0) return null;
  // "Delete selected rows" asks for an action, not for rows in a "delete" section.
  if (CONTROL_VERBS.has(main.words[0] as string)) return null;
  const anchor = emptyDescription(main.words.join(' '));
  anchor.words = [...main.words];
  return { ...main, words: [], reading: 'plural-container', relations: [...main.relations, { kind: 'inside', anchor, weak: false }] };
}

/** Words that only point ("click here"): after a plain verb, the two words are a label. */
const POINTING_WORDS: ReadonlySet<string> = new Set(['me', 'here']);

/** Verbs that only say "act on it": never a name, unless a pointing word follows. */
const PLAIN_VERBS = new Set(['click', 'tap', 'press', 'hit', 'push', 'doubleclick', 'dblclick', 'type', 'enter', 'input', 'write', 'put', 'paste', 'fill', 'find', 'locate', 'use', 'activate', 'trigger', 'hover', 'focus', 'drag', 'slide', 'adjust']);

/**
 * Readings where the leading word is not just an instruction: kept as the name ("Follow
 * button", "Scroll to top"), or naming the control that acts on the object ("Archive the
 * Northwind email", "Discard changes", "Edit the owner").
 */
function verbReadings(clause: WordToken[], quotes: string[]): Description[] {
  let i = 0;
  while (i < clause.length && clause[i]?.quote === undefined && FILLER_BEFORE_VERB.has(clause[i]?.word ?? '')) i++;
  const first = clause[i];
  const rest = clause.slice(i + 1);
  if (!first || first.quote !== undefined || rest.length === 0) return [];
  const word = first.word;
  const known = verbOf(word) !== null;
  // "Click me", "Click here": a plain verb with only a pointing word after it is the label.
  if (PLAIN_VERBS.has(word) && POINTING_WORDS.has(rest[0]?.word ?? '')) return [{ ...parsePhrase(clause.slice(i), quotes, 0), reading: 'verb-as-name' }];
  // "Find jobs button": a plain verb right before a name that ends in a role noun may be the
  // label's first word. Only read so; the ranking takes it only for a whole-label match.
  if (PLAIN_VERBS.has(word) && startsNamedControl(rest)) return [{ ...parsePhrase(clause.slice(i), quotes, 0), reading: 'verb-as-name' }];
  if (PLAIN_VERBS.has(word) || STOP_WORDS.has(word) || ORDINALS[word] !== undefined || (roleWordOf(word) && !known) || /\d/.test(word)) return [];
  const out: Description[] = [];
  if (known) {
    const asName = parsePhrase(clause.slice(i), quotes, 0);
    asName.reading = 'verb-as-name';
    out.push(asName);
  }
  let objectTokens = rest[0]?.quote === undefined && VERB_PARTICLES.has(rest[0]?.word ?? '') ? rest.slice(1) : rest;
  // "add the Special Item to the cart", "move the report to trash": the verb and where it
  // sends the object make the control's name ("Add to cart"); the object is what it acts on.
  const destination = PLACING_VERBS.has(word) ? destinationWords(objectTokens) : null;
  if (destination) objectTokens = objectTokens.slice(0, destination.at);
  const object = parsePhrase(objectTokens, quotes, 1);
  // An unknown first word ("Michael Bruce's salary") is a verb only before a determiner.
  const looksLikeVerb = CONTROL_VERBS.has(word) || known || DETERMINERS.has(objectTokens[0]?.word ?? '');
  // "Close issue button" is a label, not "close" acting on an issue.
  const label = verbStartsLabel(word, verbOf(word), object, objectTokens);
  // "show closed issues" shows them by clicking what names them, not a Show button beside them.
  // "search field in the table", "comment box": a verb right before a bare field noun says
  // what the field is for; no button acts on a field nothing names.
  const compound = object.words.length + object.quoted.length === 0 && objectTokens[0]?.quote === undefined && roleWordOf(objectTokens[0]?.word ?? '') !== null && object.kind !== null && TYPED_KINDS.has(object.kind);
  if (looksLikeVerb && !label && !compound && !opensThePicker(word, object) && !DISPLAY_VERBS.has(word) && (object.words.length + object.quoted.length > 0 || object.kind !== null)) {
    const onObject = emptyDescription(clause.map((t) => t.word).join(' '));
    onObject.words = [known ? baseVerb(word) : word, ...(destination?.words ?? [])];
    onObject.reading = 'verb-on-object';
    // A verb names a control: a button (or a link acting like one), or for "select" and
    // "check" whatever control they act on.
    const action = verbOf(word);
    if (action === 'check' || action === 'select') onObject.action = action;
    else onObject.kind = 'button';
    // "Register with Google": the relation word decides whether the object is the control itself.
    const withWord = objectTokens[0]?.quote === undefined && objectTokens[0]?.word === 'with';
    onObject.relations.push({ kind: 'near', anchor: object, weak: false, ...(withWord ? { word: 'with' } : {}) });
    out.push(onObject);
  }
  return out;
}

/** Words after a verb that end in a role noun with no article between: "jobs button" in "Find jobs button". */
function startsNamedControl(rest: WordToken[]): boolean {
  const next = rest[0];
  const last = rest[rest.length - 1];
  if (!next || !last || rest.length < 2 || next.quote !== undefined || last.quote !== undefined) return false;
  return !STOP_WORDS.has(next.word) && !DETERMINERS.has(next.word) && roleWordOf(next.word) === null && roleWordOf(last.word) !== null;
}

/** Verbs that bring their object into view; the object's own link or tab does that. */
const DISPLAY_VERBS: ReadonlySet<string> = new Set(['show', 'display', 'reveal', 'list']);

/** Verbs that put their object somewhere ("to the cart"), unlike "send ... to Chen Wei". */
const PLACING_VERBS: ReadonlySet<string> = new Set(['add', 'move', 'remove', 'save', 'copy', 'pin', 'archive', 'export', 'upload', 'attach', 'drag', 'drop', 'put']);

/** Prepositions that say where a verb sends its object. */
const DESTINATION_WORDS: ReadonlySet<string> = new Set(['to', 'into', 'onto', 'from']);

/**
 * A closing "to the cart" / "from my basket" (one or two content words after the
 * preposition, with something before it): where it starts and its content words.
 */
function destinationWords(tokens: WordToken[]): { at: number; words: string[] } | null {
  for (let at = tokens.length - 2; at >= 1 && at >= tokens.length - 4; at--) {
    const t = tokens[at] as WordToken;
    if (t.quote !== undefined || !DESTINATION_WORDS.has(t.word)) continue;
    const after = tokens.slice(at + 1);
    if (after.some((x) => x.quote !== undefined)) return null;
    const words = after.map((x) => x.word).filter((w) => !DETERMINERS.has(w) && !STOP_WORDS.has(w));
    return words.length >= 1 && words.length <= 2 ? { at, words } : null;
  }
  return null;
}

/**
 * The clause naming the element: the last one whose verb acts on an element (click,
 * type, select...), else the last one. Clauses led by "find"/"go to"/"switch" only lead
 * the way, unless nothing else is there.
 */
function pickTargetClause(clauses: WordToken[][]): number {
  for (let i = clauses.length - 1; i >= 0; i--) {
    const verb = leadingVerb(clauses[i] as WordToken[]);
    if (verb && !NAVIGATION_VERBS.has(verb)) return i;
  }
  for (let i = clauses.length - 1; i >= 0; i--) if (!leadingVerb(clauses[i] as WordToken[])) return i;
  return clauses.length - 1;
}

function leadingVerb(clause: WordToken[]): string | null {
  for (const t of clause) {
    if (t.quote !== undefined) return null;
    if (t.word === 'please' || t.word === 'then' || t.word === 'now' || t.word === 'just' || t.word === 'also') continue;
    const base = baseVerb(t.word);
    return ACTION_VERBS[base] ? base : null;
  }
  return null;
}

/** An earlier clause ("Find the email by Ann") becomes a weak "near" relation when it names something. */
function contextRelation(clause: WordToken[], quotes: string[]): Relation[] {
  const anchor = parseInstruction(clause, quotes, 1);
  anchor.relations = anchor.relations.filter((r) => r.kind !== 'near' || r.anchor.words.length + r.anchor.quoted.length > 0);
  const names = anchor.words.length + anchor.quoted.length + anchor.relations.length;
  return names > 0 ? [{ kind: 'near', anchor, weak: true }] : [];
}

// --- one clause -----------------------------------------------------------------------

const FILLER_BEFORE_VERB = new Set(['please', 'then', 'now', 'just', 'also', 'kindly', 'simply']);
const VERB_PARTICLES = new Set(['on', 'in', 'into', 'at', 'over', 'out', 'onto', 'upon', 'to', 'through', 'between', 'for', 'off']);
/** Verbs that also name the button that does them ("Close the dialog" -> its Close button). */
const VERBS_NAMING_BUTTONS = new Set(['close', 'dismiss', 'expand', 'collapse', 'open', 'delete', 'remove', 'edit', 'save', 'cancel', 'submit', 'share', 'download', 'print', 'reply']);
/** Verbs that show or hide a section, a menu or a tree item by its toggle. */
const DISCLOSING_VERBS: ReadonlySet<string> = new Set(['expand', 'collapse']);
/** Verbs only a checkbox answers (see Description.tick). */
const TICK_VERBS: ReadonlySet<string> = new Set(['tick', 'untick', 'check', 'uncheck']);
/** Verbs after "to" that start a purpose clause ("... to mark it as important"). */
const PURPOSE_VERBS = new Set([
  'mark', 'delete', 'remove', 'continue', 'proceed', 'save', 'confirm', 'finish', 'complete', 'submit', 'signin', 'login',
  'signup', 'logout', 'signout', 'checkout', 'open', 'close', 'see', 'view', 'start', 'add', 'make', 'get', 'create',
  'return', 'search', 'change', 'reset', 'cancel', 'send', 'buy', 'pay', 'read', 'learn', 'edit', 'share', 'download',
  'upload', 'subscribe', 'register', 'accept', 'go', 'find', 'select', 'choose', 'show', 'hide', 'expand', 'collapse',
  'dismiss', 'enter', 'type', 'clear', 'sort', 'filter', 'navigate', 'switch', 'apply', 'update', 'book', 'order',
  'reply', 'forward', 'print', 'refresh', 'toggle', 'enable', 'disable', 'play', 'pause', 'stop', 'like', 'follow',
]);

/**
 * "sort teachers by subject": the control is the criterion's (the Subject column's header,
 * the priority filter), so the list being arranged ("teachers") is dropped, as if the user
 * had written "sort by subject".
 */
function byCriterion(clause: WordToken[], verbAt: number): WordToken[] {
  const verb = clause[verbAt];
  if (!verb || verb.quote !== undefined || !ORDERING_VERBS.has(verb.word)) return clause;
  const by = clause.findIndex((t, k) => k > verbAt && t.quote === undefined && t.word === 'by');
  if (by <= verbAt + 1 || by === clause.length - 1) return clause;
  return [...clause.slice(0, verbAt + 1), ...clause.slice(by)];
}

/** Parses one clause: strips the verb and any typed/selected value, then the noun phrase. */
function parseInstruction(clause: WordToken[], quotes: string[], depth: number): Description {
  let i = 0;
  while (i < clause.length && clause[i]?.quote === undefined && FILLER_BEFORE_VERB.has(clause[i]?.word ?? '')) i++;
  clause = byCriterion(clause, i);
  let action: Action = 'click';
  let verb: string | null = null;
  const verbAt = i;
  const first = clause[i];
  // "Select country" may be the select named Country; "Select 'Schedule for later'" picks
  // what the quotes name.
  if (first && first.quote === undefined && verbOf(first.word) && !(ROLE_WORDS[first.word] && clause.length - i <= 2 && clause[i + 1]?.quote === undefined)) {
    action = verbOf(first.word) as Action;
    verb = baseVerb(first.word);
    i++;
    while (i < clause.length && clause[i]?.quote === undefined && VERB_PARTICLES.has(clause[i]?.word ?? '')) i++;
  }
  const { rest, value } = stripValue(clause.slice(i), action, verb);
  // "Select 'Suspended' from the status list": the value chosen, kept to find the option.
  const chosen = action === 'select' ? value.flatMap((t) => words(t.word)) : [];
  const { phrase: objectTokens, purpose } = splitPurpose(rest);
  const description = parsePhrase(objectTokens, quotes, depth);
  if (verb !== null && verbNamesControl(verb, action, description, rest)) return parsePhrase(clause.slice(verbAt), quotes, depth);
  // "your name", "my email": the user's own data goes into a field.
  if (description.kind === null && action === 'click' && (objectTokens[0]?.word === 'your' || objectTokens[0]?.word === 'my')) action = 'type';
  description.action = verb && NAVIGATION_VERBS.has(verb) && verb !== 'find' && verb !== 'locate' ? 'navigate' : action;
  if (chosen.length > 0) description.chosen = chosen;
  if (verb !== null && DISCLOSING_VERBS.has(verb)) description.disclose = true;
  if (verb !== null && TICK_VERBS.has(verb)) {
    description.tick = true;
    // "uncheck the email receipt box": the box one ticks is a checkbox, not a text box.
    if (description.kind === 'textbox' && objectTokens.some((t) => t.quote === undefined && t.word === 'box')) description.kind = 'checkbox';
  }
  description.hints.push(...purpose.filter((t) => t.quote === undefined && isContentWord(t.word)).map((t) => t.word));
  if (verb && !PLAIN_VERBS.has(verb) && !NAVIGATION_VERBS.has(verb)) description.hints.push(verb);
  if (action === 'check' && (description.kind === 'row' || description.kind === 'item')) tickRowByCheckbox(description);
  else if (verb === 'open' && description.kind !== null && OPENED_BY_OPENER.has(description.kind) && description.quoted.length === 0) {
    // "open the post settings panel": one opens a panel by the button that shows it.
    description.kind = null;
  } else if (verb && opensThePicker(verb, description)) {
    // "open the account menu": the menu's own button, not an Open button inside it.
  } else if (verb && VERBS_NAMING_BUTTONS.has(verb)) applyNamingVerb(description, verb, dismissedNotice(verb, objectTokens));
  else if (verb && !PLAIN_VERBS.has(verb) && !NAVIGATION_VERBS.has(verb) && description.words.length + description.quoted.length === 0 && (description.kind === null || !CONTAINER_KINDS.has(description.kind)) && !actsByKind(action, description.kind)) {
    // "Follow button", "Search button": with nothing else to name it, the verb is its name.
    description.words.push(verb);
  }
  return description;
}

/** Kinds one opens by clicking the element itself: a menu's or a drop-down's button. */
const OPENED_BY_ITSELF: ReadonlySet<RoleKind> = new Set<RoleKind>(['menu', 'select']);
/** Kinds one opens by another control, a button that shows them. */
const OPENED_BY_OPENER: ReadonlySet<RoleKind> = new Set<RoleKind>(['section', 'sidebar', 'dialog']);

function opensThePicker(verb: string, object: Description): boolean {
  return verb === 'open' && object.kind !== null && OPENED_BY_ITSELF.has(object.kind) && object.quoted.length === 0;
}

/** "Tick the checkbox": ticking is what a checkbox is for, so the verb names no checkbox. */
function actsByKind(action: Action, kind: RoleKind | null): boolean {
  return action === 'check' && (kind === 'checkbox' || kind === 'radio');
}

/**
 * Whether the leading verb is part of the control's name rather than the instruction:
 * nobody types into a button ("Write a review button"), and a movement verb right
 * before a control's kind with no determiner names that control ("scroll to top button",
 * "go back link"; but "go to the Pricing link" goes to the link).
 */
function verbNamesControl(verb: string, action: Action, object: Description, rest: WordToken[]): boolean {
  if (object.kind === null || !UNTYPEABLE_KINDS.has(object.kind)) return false;
  if (action === 'type') return true;
  const determined = rest.some((t) => t.quote === undefined && DETERMINERS.has(t.word));
  if (determined) return false;
  if (verbStartsLabel(verb, action, object, rest)) return true;
  return NAVIGATION_VERBS.has(verb) && verb !== 'find' && verb !== 'locate';
}

/**
 * "Close issue button", "Delete account button": an acting verb, then a bare noun and a
 * control's kind with no determiner, is the control's label copied as a heading-case
 * label reads ("Close the issue" would act on the issue).
 */
function verbStartsLabel(verb: string, action: Action | null, object: Description, rest: WordToken[]): boolean {
  if (action !== 'click' || PLAIN_VERBS.has(verb) || NAVIGATION_VERBS.has(verb)) return false;
  if (object.kind === null || !UNTYPEABLE_KINDS.has(object.kind) || object.words.length === 0) return false;
  if (object.relations.length > 0 || object.ordinal !== null || object.quoted.length > 0 || rest.length > 3) return false;
  return !rest.some((t) => t.quote !== undefined || DETERMINERS.has(t.word));
}

/** Containers a field sits in: typing "in" them says where the field is. */
const FIELD_CONTAINERS: ReadonlySet<RoleKind> = new Set([...CONTAINER_KINDS].filter((k) => k !== 'row' && k !== 'list'));

/** Kinds one types into. */
const TYPED_KINDS: ReadonlySet<RoleKind> = new Set<RoleKind>(['textbox', 'textarea']);

/** Kinds a typing verb cannot act on: the verb before them names them. */
const UNTYPEABLE_KINDS: ReadonlySet<RoleKind> = new Set<RoleKind>(['button', 'link', 'tab', 'menuitem', 'checkbox', 'radio']);

/**
 * "Type X into the Y", "Fill the Y with X", "Select X from the Y", "Set the Y to X": the
 * element is Y; the value X is what the user types or picks and names nothing on the page before it.
 * Returns the tokens naming Y, and X's tokens (none when there is no value).
 */
function stripValue(tokens: WordToken[], action: Action, verb: string | null): { rest: WordToken[]; value: WordToken[] } {
  const plain = (t: WordToken | undefined, ...w: string[]): boolean => !!t && t.quote === undefined && w.includes(t.word);
  // "set Children to 1", "set the country to France": the field is before "to", its new value after.
  if (verb === 'set') {
    const to = tokens.findIndex((t, k) => k > 0 && plain(t, 'to'));
    if (to > 0 && to < tokens.length - 1) return { rest: tokens.slice(0, to), value: tokens.slice(to + 1) };
    return { rest: tokens, value: [] };
  }
  if (action === 'type') {
    const withAt = tokens.findIndex((t) => plain(t, 'with'));
    if (withAt > 0) return { rest: tokens.slice(0, withAt), value: tokens.slice(withAt + 1) };
    const into = tokens.findIndex((t, k) => k > 0 && plain(t, 'into', 'in', 'on', 'inside'));
    const value = tokens.slice(0, into);
    // "type your email in the contact form": a form or section is where the field is, and
    // the words before it name the field.
    const place = tokens[tokens.length - 1];
    const inContainer = place !== undefined && place.quote === undefined && FIELD_CONTAINERS.has(roleWordOf(place.word) as RoleKind) && value.every((t) => t.quote === undefined);
    if (into > 0 && into < tokens.length - 1 && !inContainer && !value.some((t) => t.quote === undefined && roleWordOf(t.word))) return { rest: tokens.slice(into + 1), value };
  }
  if (action === 'select' || action === 'check') {
    const from = tokens.findIndex((t, k) => k > 0 && plain(t, 'from', 'in', 'on', 'using'));
    const after = tokens.slice(from + 1);
    if (from > 0 && after.some((t) => ROLE_WORDS[singular(t.word)] === 'select' || t.word === 'list' || t.word === 'menu')) return { rest: after, value: tokens.slice(0, from) };
  }
  return { rest: tokens, value: [] };
}

/** Cuts "to <verb> ..." off the end: it says why, not which. */
function splitPurpose(tokens: WordToken[]): { phrase: WordToken[]; purpose: WordToken[] } {
  for (let k = 1; k < tokens.length - 1; k++) {
    const t = tokens[k] as WordToken;
    const next = tokens[k + 1] as WordToken;
    const relative = (t.word === 'that' || t.word === 'which') && next.quote === undefined && !STOP_WORDS.has(next.word);
    if (relative && t.quote === undefined) return { phrase: tokens.slice(0, k), purpose: tokens.slice(k + 1) };
    if (t.quote === undefined && (t.word === 'to' || t.word === 'so') && next.quote === undefined && PURPOSE_VERBS.has(next.word)) {
      const before = tokens[k - 1] as WordToken;
      // "the field next to Save" is a place; "Click Next to see more results" names the Next button.
      const place = before.word === 'next' || before.word === 'close' || before.word === 'adjacent' || before.word === 'due';
      if (before.quote === undefined && place && !(before.capital && k === 1)) continue;
      return { phrase: tokens.slice(0, k), purpose: tokens.slice(k + 1) };
    }
  }
  return { phrase: tokens, purpose: [] };
}

/**
 * "tick the row for Elif Demir", "check all rows": a row is ticked by its checkbox, so the
 * element is the checkbox inside the row described (all of them for a plural).
 */
function tickRowByCheckbox(d: Description): void {
  const anchor: Description = { ...d, hints: [], plural: false };
  d.relations = [{ kind: 'inside', anchor, weak: false }];
  d.kind = 'checkbox';
  d.headWord = null;
  d.words = [];
  d.quoted = [];
  d.quotedText = [];
  d.ordinal = null;
  d.ordinalPhrase = null;
}

/**
 * "Close the dialog": when the object is only a container, the element is the button
 * named by the verb inside it. Otherwise the verb is a hint ("Delete the file" may be a row).
 */
function applyNamingVerb(d: Description, verb: string, notice: string | null = null): void {
  const onlyContainer = (notice !== null || (d.kind !== null && CONTAINER_KINDS.has(d.kind))) && d.quoted.length === 0;
  if (onlyContainer) {
    // A notice is found by its words and its noun ("the clashes alert"), whatever kind the
    // noun also names ("banner" is the page header's role, not the notice strip's).
    const anchor: Description = notice !== null
      ? { ...d, kind: null, words: d.words.includes(notice) ? d.words : [...d.words, notice], relations: d.relations, hints: [] }
      : { ...d, relations: d.relations, hints: [] };
    d.relations = [{ kind: 'inside', anchor, weak: false }];
    d.kind = null;
    d.words = [verb];
    d.ordinal = null;
    d.ordinalPhrase = null;
    d.plural = false;
  } else {
    d.hints.push(verb);
  }
}

/** Verbs that put a notice away, and the nouns people call a notice by. */
const DISMISS_VERBS: ReadonlySet<string> = new Set(['close', 'dismiss']);
const NOTICE_NOUNS: ReadonlySet<string> = new Set(['alert', 'banner', 'toast', 'snackbar', 'notice', 'callout', 'warning']);

/**
 * "dismiss the clashes alert", "close the info banner": the notice's own close button, so
 * the notice is where to look, not a name. The notice noun, or null.
 */
function dismissedNotice(verb: string, objectTokens: readonly WordToken[]): string | null {
  if (!DISMISS_VERBS.has(verb)) return null;
  const last = objectTokens[objectTokens.length - 1];
  return last && last.quote === undefined && NOTICE_NOUNS.has(last.word) ? last.word : null;
}

/** Relation words that also appear inside names ("Log in with Google", "Filter by name", "Save for later"). */
const FLATTENABLE = new Set(['with', 'for', 'by', 'from', 'about']);
/**
 * Kinds that hold nothing: "share on Twitter icon" or "Sign in on Google button" cannot
 * mean a thing inside the icon, so the "on" phrase is part of the name.
 */
const LEAF_KINDS: ReadonlySet<string> = new Set(['icon', 'image', 'button', 'link', 'checkbox', 'radio', 'textbox', 'textarea']);

function flattenable(r: Relation, nested = false): boolean {
  // "the third project's name": the ordinal counts projects, and a flat reading would drop it.
  if (r.weak || r.anchor.ordinal !== null) return false;
  if (r.kind === 'near') return FLATTENABLE.has(r.word ?? '');
  if (r.kind !== 'inside' || r.word !== 'on' || (!nested && r.anchor.relations.length > 0)) return false;
  // "share on Twitter icon"; "follow us on LinkedIn": a site's name after "on" names the link.
  return r.anchor.kind !== null ? LEAF_KINDS.has(r.anchor.kind) : r.anchor.words.length === 1 && r.anchor.quoted.length === 0;
}

/**
 * The flat reading: every content word of the clause names the element, no relations.
 * Only worth ranking when the structured reading split the phrase, and only where the
 * relation words may be part of a name (`flattenable`): "Log in with Google" may be a
 * label; "in the footer" or "after the password field" never is.
 */
export function flatten(main: Description): Description | null {
  if (main.relations.length === 0 || main.relations.some((r) => !flattenable(r))) return null;
  const names = new Set([...main.words, ...main.quoted.flat(), ...main.hints]);
  const extra: string[] = [];
  const extraQuoted: string[][] = [];
  const extraQuotedText: string[] = [];
  const collect = (r: Relation): void => {
    extra.push(...r.anchor.words);
    extraQuoted.push(...r.anchor.quoted);
    extraQuotedText.push(...r.anchor.quotedText);
    r.anchor.relations.forEach(collect);
  };
  main.relations.forEach(collect);
  if (extra.length + extraQuoted.length === 0) return null;
  // Read flat, the phrase ends with the anchor's head noun: "Sign up with Apple button"
  // is a button, as "the Apple button" was.
  const last = main.relations[main.relations.length - 1]?.anchor;
  const head = main.kind === null && last && last.relations.length === 0 ? { kind: last.kind, headWord: last.headWord } : {};
  const flatWords = [...main.words, ...extra.filter((w) => !names.has(w))];
  // "follow us on LinkedIn": "us" was kept only because the phrase before "on" had nothing else.
  const content = flatWords.filter((w) => !STOP_WORDS.has(w));
  return {
    ...main,
    ...head,
    reading: 'flat',
    words: content.length > 0 ? content : flatWords,
    quoted: [...main.quoted, ...extraQuoted],
    quotedText: [...main.quotedText, ...extraQuotedText],
    hints: [...main.hints],
    relations: [],
  };
}

/**
 * The flat reading of the name alone, when a place follows it: "View on YouTube button for
 * the sourdough video" and "Share on Twitter link in the footer" join the name across its
 * relation word ("View on YouTube" is one label) and keep the place that follows it.
 */
function flattenFirst(main: Description): Description | null {
  const [first, ...rest] = main.relations;
  if (!first || first.anchor.relations.length === 0 || !flattenable(first, true)) return null;
  const anchor = first.anchor;
  const names = new Set([...main.words, ...main.quoted.flat(), ...main.hints]);
  const joined = [...main.words, ...anchor.words.filter((w) => !names.has(w))];
  const content = joined.filter((w) => !STOP_WORDS.has(w));
  const head = main.kind === null ? { kind: anchor.kind, headWord: anchor.headWord } : {};
  return {
    ...main,
    ...head,
    reading: 'flat',
    words: content.length > 0 ? content : joined,
    quoted: [...main.quoted, ...anchor.quoted],
    quotedText: [...main.quotedText, ...anchor.quotedText],
    hints: [...main.hints, ...anchor.hints.filter((h) => !main.hints.includes(h))],
    relations: [...anchor.relations, ...rest],
  };
}
