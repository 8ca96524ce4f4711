/**
 * Content-Type by file extension, for resources read from disk (the browser got them
 * from a server's header; a saved snapshot keeps only the name).
 */
const CONTENT_TYPES: Record<string, string> = {
  css: 'text/css',
  js: 'text/javascript',
  mjs: 'text/javascript',
  cjs: 'text/javascript',
  json: 'application/json',
  map: 'application/json',
  html: 'text/html',
  htm: 'text/html',
  xml: 'application/xml',
  txt: 'text/plain',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
  bmp: 'image/bmp',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  otf: 'font/otf',
  eot: 'application/vnd.ms-fontobject',
  mp4: 'video/mp4',
  webm: 'video/webm',
  ogg: 'audio/ogg',
  mp3: 'audio/mpeg',
  wasm: 'application/wasm',
};

/** The Content-Type for a path or URL, from its extension; `application/octet-stream` when unknown. */
export function contentTypeFor(pathOrUrl: string): string {
  const clean = pathOrUrl.replace(/[?#].*$/, '');
  const dot = clean.lastIndexOf('.');
  const slash = clean.lastIndexOf('/');
  if (dot <= slash) return 'application/octet-stream';
  return CONTENT_TYPES[clean.slice(dot + 1).toLowerCase()] ?? 'application/octet-stream';
}
