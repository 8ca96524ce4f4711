/**
 * The engine's public surface. Pure functions: HTML and text in, plain data out.
 */
export { indexPage } from './page-index.ts';
export { cssMatcher, pageElements, selectCss, type ElementName, type PageElements } from './css.ts';
export { predict } from './predict.ts';
export { fingerprint } from './fingerprint.ts';
export type * from './types.ts';
