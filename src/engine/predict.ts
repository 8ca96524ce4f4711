/**
 * predict: description (and any labelled examples) -> the element(s) meant.
 *
 * Labels teach first: when the same description was labelled in a training session and
 * the labelled element can be re-found confidently, that answers (source 'label').
 * Otherwise the description is ranked on its own (source 'description'). Either way the
 * answer is empty when nothing is a credible match.
 */
import { rankDescription } from './rank.ts';
import { reidentify } from './reidentify.ts';
import type { PageIndex, Prediction, PredictOptions } from './types.ts';

const DEFAULT_EXPLAIN_TOP = 5;

export function predict(index: PageIndex, text: string, options: PredictOptions = {}): Prediction {
  const explainTop = options.explainTop ?? DEFAULT_EXPLAIN_TOP;
  if (options.examples && options.examples.length > 0) {
    const labelled = reidentify(index, options.examples, text);
    if (labelled) return { ...labelled, source: 'label', candidates: labelled.candidates.slice(0, explainTop) };
  }
  const ranking = rankDescription(index, text);
  return {
    identifiers: ranking.selected.map((c) => c.identifier),
    xpaths: ranking.selected.map((c) => c.xpath),
    source: 'description',
    candidates: ranking.candidates.slice(0, explainTop),
  };
}
