/**
 * Labels teach (issue 4): an element a person labelled in a training session is found
 * again on later page states of the same workflow that carry the same description.
 *
 * 1. Fast path: the element with the labelled sl-identifier is still there and its
 *    fingerprint still agrees, so it is the same element.
 * 2. Otherwise every plausible element is compared with the labelled fingerprint
 *    (weighted multi-attribute similarity, `similarity.ts`), and the similarity is
 *    combined with the description's own score from `descriptionScores`.
 * 3. Near-twins of the best element (the same kind, saying the same about themselves) are
 *    told apart by the words of their surroundings that they do not all share
 *    (`separateTwins`).
 * 4. The best element is answered only when it is both similar enough and clearly ahead
 *    of the runner-up, or, among twins, set apart by its distinctive surroundings or by
 *    still holding the labelled element's exact place (`isConfident`); otherwise null,
 *    and the caller falls back to the description alone ("empty when unsure").
 *
 * Pure: no I/O.
 */
import { fingerprintElement, NEIGHBOUR_PIECE_CAP, ownFingerprint } from './fingerprint.ts';
import { GENERATED_PREFIX } from './identifiers.ts';
import { descriptionScores } from './rank.ts';
import { bestPossible, compareOwn, compareSurroundings, hasExactIdentity, jaccard, NEIGHBOUR_SEPARATOR, normalise, similarity, tokens, type SimilarityResult, type Tally } from './similarity.ts';
import type { Candidate, ElementFingerprint, IndexedElement, LabelledExample, PageIndex, Prediction } from './types.ts';

/**
 * Weights and decision thresholds, chosen on the calibration half of the mutation
 * benchmark's pages (`node bench/run.ts reidentify`) for at most 1% wrong among confident
 * answers, and confirmed on its check half, over three seeds; see the bench for the figures.
 */
const REIDENTIFY_THRESHOLDS = {
  /** Fast path: how well the element under the labelled sl-identifier must still agree. */
  fastAgreement: 0.9,
  /** Weight of the labelled fingerprint's similarity in the combined score (the rest is the description's, when the description places anything). */
  similarityWeight: 0.8,
  /**
   * Added to the similarity (then rescaled to 0..1) when the element agrees fully on its
   * own attributes (text, names, id, href...): an element that still says everything the
   * labelled one said about itself is likelier the same than one that only resembles it
   * (a renamed sibling now standing where the labelled element stood).
   */
  exactIdentityBonus: 0.05,
  /**
   * Taken off the combined score of an element whose own text was one of the labelled
   * element's neighbours: the link beside the labelled one, now standing in its place
   * after the labelled link moved or was removed, is that neighbour, not the element.
   */
  formerNeighbourPenalty: 0.1,
  /** Combined score the best element needs. */
  floor: 0.65,
  /**
   * ...or this, when the best element still says all the labelled one said about itself
   * and the runner-up's own attributes agree less than `identity`: an element that moved
   * far (another menu, another column) loses its surroundings, not what it is.
   */
  exactIdentityFloor: 0.55,
  /** Lead the best element needs over the runner-up, absolute... */
  margin: 0.005,
  /** ...and as a share of what the runner-up lacks of a perfect score: near-perfect runners-up need only a small lead. */
  relativeMargin: 0.15,
  /** Agreement on the element's own attributes (text, names, id, href) the best element needs. */
  identity: 0.5,
  /** A runner-up within this much of the best's own-attribute agreement is its twin... */
  twinIdentity: 0.05,
  /** ...and then the best element's neighbour text must agree at least this well. */
  twinNeighbours: 0.7,
  /**
   * Neighbour agreements this close count as equal, leaving only place to tell two
   * elements apart: the one at the labelled element's exact xpath needs only `margin`.
   */
  samePlaceNeighbours: 0.05,
  /**
   * An element renamed in place (a copy edit: "Sign in" became "Log in") keeps its exact
   * xpath and its neighbours (at least `renamedNeighbours`) and still shares part of what
   * it said (at least `renamedIdentity`); it is answered, under the usual `identity`, when
   * it leads the runner-up by `renamedLead`.
   */
  renamedIdentity: 0.25,
  renamedNeighbours: 0.9,
  renamedLead: 0.1,
  /**
   * Twins of the best element: the same tag, saying as much about themselves (within
   * `twinIdentity`), and scoring within this much of it. They differ only by where they
   * are; a twin further behind has surroundings that clearly agree less, so it does not
   * stop the best element from being answered...
   */
  twinWindow: 0.05,
  /**
   * ...so they are also compared on the words of their surroundings that are not common
   * to all of them (a row's order number and dates, not the plan and price every row
   * repeats): the twin whose distinctive words match the labelled element's at least this
   * well (Jaccard)...
   */
  distinctMin: 0.6,
  /** ...and this much better than any other twin's is the labelled element... */
  distinctLead: 0.3,
  /**
   * ...unless its heading agrees this much less than the best element's: demo pages repeat
   * their example lists under each heading, and a copy carries the same distinctive words.
   */
  twinHeadingSlack: 0.1,
} as const;

/** How many candidates a prediction carries for explain. */
const EXPLAIN_TOP = 5;

/** A page element with its similarity to a labelled fingerprint. */
interface SimilarElement {
  element: IndexedElement;
  score: number;
  features: Record<string, number>;
}

/** The labelled element(s) on this page, or null when they cannot be re-found confidently. */
export function reidentify(index: PageIndex, examples: LabelledExample[], text: string): Prediction | null {
  const groups = fingerprintGroups(examples);
  if (groups.length === 0) return null;

  // The description is ranked only when the fast path does not answer: ranking scans the page.
  let description: ReadonlyMap<number, number> | undefined;
  const describe = (): ReadonlyMap<number, number> => (description ??= descriptionScores(index, text));

  const found: SimilarElement[] = [];
  let candidates: Candidate[] = [];
  for (const group of groups) {
    const fast = fastPath(index, group);
    if (fast) {
      found.push(fast);
      if (candidates.length === 0) candidates = [toCandidate(fast)];
      continue;
    }
    const ranked = rankBySimilarity(index, group, describe());
    if (candidates.length === 0) candidates = ranked.slice(0, EXPLAIN_TOP).map(toCandidate);
    const best = ranked[0];
    // A twin told apart from the others by its distinctive surroundings still has to lead every element that is not its twin.
    const runnerUp = best?.features.separatedTwin ? ranked.find((s) => s !== best && !s.features.twin) : ranked[1];
    if (best && isConfident(best, runnerUp)) found.push(best);
  }

  const unique = [...new Map(found.map((s) => [s.element.ordinal, s])).values()].sort(
    (a, b) => a.element.ordinal - b.element.ordinal,
  );
  if (unique.length === 0) return null;
  return {
    identifiers: unique.map((s) => s.element.identifier),
    xpaths: unique.map((s) => s.element.xpath),
    source: 'label',
    candidates,
  };
}

/**
 * Groups of fingerprints that each stand for one element. A singular label (every
 * example picked one element) is one group: each training session's fingerprint is
 * another view of the same element. A plural label ("all product links") makes one
 * group per labelled element, across examples without repeats.
 */
function fingerprintGroups(examples: readonly LabelledExample[]): ElementFingerprint[][] {
  const all = examples.flatMap((e) => e.fingerprints);
  if (all.length === 0) return [];
  const plural = examples.some((e) => e.fingerprints.length > 1);
  if (!plural) return [all];
  const seen = new Set<string>();
  const groups: ElementFingerprint[][] = [];
  for (const fp of all) {
    const key = `${fp.xpath}\u0000${fp.tag}\u0000${normalise(fp.text)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    groups.push([fp]);
  }
  return groups;
}

/**
 * The element under a labelled sl-identifier, when it still agrees with its fingerprint.
 * Identifiers the engine generated from document order say nothing about identity (on
 * a later page the same ordinal is often the next card's twin button), so they never
 * take the fast path; and since a capture's own identifiers may be positional too, the
 * element must still agree in its own attributes and in its neighbours, not just look alike.
 */
function fastPath(index: PageIndex, group: readonly ElementFingerprint[]): SimilarElement | undefined {
  const { fastAgreement } = REIDENTIFY_THRESHOLDS;
  for (const fp of group) {
    if (fp.identifier.startsWith(GENERATED_PREFIX)) continue;
    const element = index.byIdentifier(fp.identifier);
    if (!element || element.tag !== fp.tag) continue;
    const result = similarity(fp, fingerprintElement(index, element));
    const neighbours = result.features.neighbourText ?? 1;
    if (result.score >= fastAgreement && result.identity >= fastAgreement && neighbours >= fastAgreement) {
      return { element, score: result.score, features: { ...result.features, similarity: result.score, fastPath: 1 } };
    }
  }
  return undefined;
}

/**
 * Plausible elements, best first, each compared in full with the labelled fingerprints.
 * Plausible: it shares the tag or the role of a labelled fingerprint, or its accessible
 * name, or the description ranks it. Every plausible element is first compared on what
 * is cheap to read (its own attributes, landmark and heading); its xpath and
 * surroundings are compared only while its best possible score could still beat the
 * runner-up so far and matter to the decision (IRRELEVANT_BELOW). The best two, which
 * decide the answer, are therefore exact; elements that could not have reached them are
 * left out of the list.
 */
function rankBySimilarity(index: PageIndex, group: readonly ElementFingerprint[], description: ReadonlyMap<number, number>): SimilarElement[] {
  const tags = new Set(group.map((fp) => fp.tag));
  const roles = new Set(group.map((fp) => fp.role).filter(Boolean));
  const names = new Set(group.map((fp) => normalise(fp.name)).filter(Boolean));
  const weight = description.size > 0 ? REIDENTIFY_THRESHOLDS.similarityWeight : 1;
  const { exactIdentityBonus, formerNeighbourPenalty } = REIDENTIFY_THRESHOLDS;
  const wasNeighbour = formerNeighbours(group);
  // Similarity with the exact-identity bonus, kept within 0..1, then blended with the description.
  const combine = (similarityScore: number, exact: boolean, describedScore: number, neighbour: boolean): number =>
    (weight * (similarityScore + (exact ? exactIdentityBonus : 0))) / (1 + exactIdentityBonus) +
    (1 - weight) * describedScore -
    (neighbour ? formerNeighbourPenalty : 0);

  const pending: { element: IndexedElement; own: ElementFingerprint; tallies: Tally[]; bound: number; described: number; neighbour: boolean }[] = [];
  for (const element of index.elements) {
    const described = description.get(element.ordinal) ?? 0;
    const plausible = tags.has(element.tag) || roles.has(element.role) || described > 0 || (element.name !== '' && names.has(normalise(element.name)));
    if (!plausible) continue;
    const own = ownFingerprint(index, element);
    const tallies = group.map((fp) => compareOwn(fp, own));
    const bound = Math.max(...tallies.map((tally, i) => bestPossible(tally, group[i]!)));
    const neighbour = wasNeighbour(element);
    pending.push({ element, own, tallies, bound: combine(bound, tallies.some(hasExactIdentity), described, neighbour), described, neighbour });
  }
  pending.sort((a, b) => b.bound - a.bound || a.element.ordinal - b.element.ordinal);

  const scored: SimilarElement[] = [];
  const surroundings = new Map<number, string>();
  for (const { element, own, tallies, bound, described, neighbour } of pending) {
    // Every twin within reach of the best is compared in full, for `separateTwins`.
    if (bound < IRRELEVANT_BELOW || (scored.length >= 2 && bound < Math.min(scored[1]!.score, scored[0]!.score - REIDENTIFY_THRESHOLDS.twinWindow))) break;
    const candidate = fingerprintElement(index, element, own);
    surroundings.set(element.ordinal, candidate.neighbourText);
    let best: SimilarityResult | undefined;
    tallies.forEach((tally, i) => {
      const result = compareSurroundings(tally, group[i]!, candidate);
      if (!best || result.score > best.score) best = result;
    });
    if (!best) continue;
    const { score: similarityScore, identity, exactIdentity, features } = best;
    insertSorted(scored, {
      element,
      score: combine(similarityScore, exactIdentity, described, neighbour),
      features: {
        ...features,
        similarity: similarityScore,
        identity,
        exactIdentity: exactIdentity ? 1 : 0,
        description: described,
        ...(neighbour ? { formerNeighbour: 1 } : {}),
      },
    });
  }
  return separateTwins(scored, group, surroundings);
}

/**
 * Near-twins (the "Edit" link of every table row, the "Paid" cell of every invoice) agree
 * on most of their surroundings too: every row repeats the plan, the currency and the
 * buttons, and what sets one row apart (its order number, its dates) is a few words, too
 * few to move a similarity over all of them. So the best element's twins (`twinWindow`)
 * are compared once more, on the words of their surroundings that not all of them share;
 * a twin whose distinctive words match the labelled element's clearly better than any
 * other twin's (`distinctMin`, `distinctLead`) goes first, marked `separatedTwin`, unless
 * it sits under a heading that agrees clearly less (`twinHeadingSlack`). When the
 * labelled element is gone, no twin carries its distinctive words.
 */
function separateTwins(scored: SimilarElement[], group: readonly ElementFingerprint[], surroundings: ReadonlyMap<number, string>): SimilarElement[] {
  const { twinWindow, distinctMin, distinctLead, twinHeadingSlack } = REIDENTIFY_THRESHOLDS;
  const best = scored[0];
  if (!best) return scored;
  const twins = scored.filter((s) => s.score >= best.score - twinWindow && isTwinOf(s, best));
  if (twins.length < 2) return scored;
  const words = twins.map((t) => new Set(tokens(surroundings.get(t.element.ordinal) ?? '')));
  const shared = (word: string): boolean => words.every((w) => w.has(word));
  const labelled = [...new Set(group.flatMap((fp) => tokens(fp.neighbourText)))].filter((word) => !shared(word));
  if (labelled.length === 0) return scored;
  const distinct = twins.map((twin, i) => {
    const d = jaccard(labelled, [...words[i]!].filter((word) => !shared(word)));
    twin.features.twin = 1;
    twin.features.distinctNeighbours = d;
    return d;
  });
  const order = distinct.map((_, i) => i).sort((a, b) => distinct[b]! - distinct[a]!);
  const first = order[0]!;
  const second = order[1]!;
  if (distinct[first]! < distinctMin || distinct[first]! - distinct[second]! < distinctLead) return scored;
  const separated = twins[first]!;
  if ((separated.features.heading ?? 1) < (best.features.heading ?? 1) - twinHeadingSlack) return scored;
  separated.features.separatedTwin = 1;
  return [separated, ...scored.filter((s) => s !== separated)];
}

/**
 * Whether an element's own text is the text of one of the labelled element's neighbours
 * (and not the labelled element's own text). Text only: an input's accessible name is its
 * label, which is rightly among its neighbours.
 */
function formerNeighbours(group: readonly ElementFingerprint[]): (element: IndexedElement) => boolean {
  const own = new Set(group.map((fp) => normalise(fp.text)));
  const pieces = new Set(group.flatMap((fp) => fp.neighbourText.split(NEIGHBOUR_SEPARATOR).map(normalise)).filter((p) => p && !own.has(p)));
  return (element) => element.text !== '' && pieces.has(normalise(element.text.slice(0, NEIGHBOUR_PIECE_CAP))) && !own.has(normalise(element.text));
}

/**
 * A score below which an element can neither be the answer (it is under the floor) nor,
 * as runner-up, take the lead away from an answer (any best above the floor leads it by
 * the margins): such elements need no full comparison.
 */
const LOWEST_FLOOR = Math.min(REIDENTIFY_THRESHOLDS.floor, REIDENTIFY_THRESHOLDS.exactIdentityFloor);
const IRRELEVANT_BELOW = Math.min(
  LOWEST_FLOOR - REIDENTIFY_THRESHOLDS.margin,
  (LOWEST_FLOOR - REIDENTIFY_THRESHOLDS.relativeMargin) / (1 - REIDENTIFY_THRESHOLDS.relativeMargin),
);

/** Inserts keeping the list best first (ties in document order). */
function insertSorted(list: SimilarElement[], item: SimilarElement): void {
  let at = list.length;
  while (at > 0 && (list[at - 1]!.score < item.score || (list[at - 1]!.score === item.score && list[at - 1]!.element.ordinal > item.element.ordinal))) at--;
  list.splice(at, 0, item);
}

/**
 * Answer only when the best element is similar enough, clearly ahead, itself (its own
 * text and names agree, or it was renamed in place; and it is not the labelled element's
 * former neighbour), and, when the runner-up is its twin (the same tag, saying as much
 * about itself), placed where the labelled element was: its neighbours agree, or its
 * distinctive surroundings set it apart from its twins (`separateTwins`), or it holds the
 * labelled element's exact xpath while nothing but place tells the two apart, or it leads
 * the twin by more than `twinWindow`. Twins differ only by their surroundings, so "a
 * little less unlike" is not enough there.
 */
function isConfident(best: SimilarElement, runnerUp: SimilarElement | undefined): boolean {
  const { floor, exactIdentityFloor, margin, relativeMargin, identity, twinNeighbours, samePlaceNeighbours } = REIDENTIFY_THRESHOLDS;
  const { renamedIdentity, renamedNeighbours, renamedLead, twinWindow } = REIDENTIFY_THRESHOLDS;
  const second = runnerUp?.score ?? 0;
  const lead = best.score - second;
  const ownIdentity = best.features.identity ?? 1;
  const neighbours = best.features.neighbourText ?? 1;
  const atLabelledXPath = best.features.xpath === 1;
  const onlyItself = best.features.exactIdentity === 1 && (runnerUp?.features.identity ?? 0) < identity;
  // Place decides when nothing else does: the runner-up's neighbours agree as well (twin
  // icon links whose icon classes were rehashed), or the best's agree (its twin moved
  // away). A card that slid into the place of a removed one has other neighbours, so
  // place alone does not decide for it.
  const placeDecides = neighbours >= twinNeighbours || (runnerUp?.features.neighbourText ?? 0) >= neighbours - samePlaceNeighbours;
  const inPlace = placeDecides && atLabelledXPath && (runnerUp?.features.xpath ?? 0) < 1;
  const renamedInPlace = ownIdentity >= renamedIdentity && atLabelledXPath && neighbours >= renamedNeighbours && lead >= renamedLead;

  if (best.score < (onlyItself ? exactIdentityFloor : floor) || lead < margin) return false;
  // The element in place needs only the absolute lead: its position is the evidence. So
  // does the only element still saying all the labelled one said about itself: what it
  // is is the evidence (a runner-up that says something else only stands where it stood).
  if (!inPlace && !onlyItself && lead < relativeMargin * (1 - second)) return false;
  if (ownIdentity < identity && !renamedInPlace) return false;
  if (best.features.formerNeighbour) return false;
  if (inPlace || best.features.separatedTwin) return true;
  return runnerUp === undefined || !isTwinOf(runnerUp, best) || neighbours >= twinNeighbours || lead >= twinWindow;
}

/**
 * A twin is the same kind of element saying as much about itself (within `twinIdentity`):
 * a label's wrapper that repeats its text is not its twin.
 */
function isTwinOf(other: SimilarElement, best: SimilarElement): boolean {
  return other.element.tag === best.element.tag && (other.features.identity ?? 1) >= (best.features.identity ?? 1) - REIDENTIFY_THRESHOLDS.twinIdentity;
}

function toCandidate(s: SimilarElement): Candidate {
  const e = s.element;
  return { ordinal: e.ordinal, identifier: e.identifier, xpath: e.xpath, tag: e.tag, role: e.role, name: e.name, score: s.score, features: s.features };
}
