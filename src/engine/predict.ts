import type { PageIndex, Prediction, PredictOptions } from './types.ts';
// Placeholder until ranking lands; replaced wholesale.
export function predict(index: PageIndex, text: string, options: PredictOptions = {}): Prediction {
  throw new Error(`predict is not built yet (${index.elements.length}, ${text}, ${JSON.stringify(options)})`);
}
