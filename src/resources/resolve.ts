/**
 * Where a reference points: its URL (against the page or stylesheet URL, and `<base href>`)
 * and the local files that may hold it. Pure: the caller checks which file exists.
 */
import path from 'node:path';

export interface ResolvedReference {
  /** Absolute http(s) URL without the fragment, as the browser requests it. */
  url: string;
  /** Local files to try, best first. */
  candidates: string[];
}

export interface ReferenceContext {
  /** The URL of the page or stylesheet the reference sits in. */
  documentUrl: string;
  /** The folder of the local file the reference sits in. */
  folder: string;
  /** The snapshot file's folder, taken as the site root for root-relative references. */
  siteRoot: string;
  /** The snapshot's `resources` folder, when the manifest names one. */
  resourcesFolder: string | null;
  /** The page's `<base href>`, for references in the HTML. */
  baseHref?: string | null;
}

/**
 * The URL the browser requests for a reference: against `<base href>` (itself against the
 * document URL), without the fragment. Null when that is not an absolute http(s) URL.
 */
export function resolveHttpUrl(reference: string, documentUrl: string, baseHref: string | null): URL | null {
  let url: URL;
  try {
    url = new URL(reference, new URL(baseHref ?? '', documentUrl));
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  url.hash = '';
  return url;
}

/** Returns null when the reference is not an http(s) URL (nothing to upload). */
export function resolveReference(reference: string, context: ReferenceContext): ResolvedReference | null {
  const { documentUrl, folder, siteRoot, resourcesFolder } = context;
  const baseHref = context.baseHref ?? null;
  const url = resolveHttpUrl(reference, documentUrl, baseHref);
  if (!url) return null;

  const candidates: string[] = [];
  const add = (file: string): void => {
    if (!candidates.includes(file)) candidates.push(file);
  };
  const pathname = safeDecode(url.pathname);
  // A reference relative to the document is a file next to it: how "Save page as" lays out
  // a snapshot (login.html + login_files/). Without a <base>, query strings are not part of
  // the saved file name.
  const isRelativePath = !/^[a-z][a-z0-9+.-]*:|^\/\//i.test(reference) && !reference.startsWith('/');
  if (isRelativePath && baseHref === null) add(path.resolve(folder, safeDecode(reference.replace(/[?#].*$/, ''))));
  if (resourcesFolder !== null) {
    add(path.join(resourcesFolder, pathname));
    add(path.join(resourcesFolder, url.host, pathname));
    add(path.join(resourcesFolder, path.posix.basename(pathname)));
  }
  // A root-relative or absolute reference to the page's own origin: the snapshot folder as site root.
  if (url.origin === new URL(documentUrl).origin) add(path.join(siteRoot, pathname));
  return { url: url.href, candidates: candidates.filter((c) => !c.endsWith(path.sep)) };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
