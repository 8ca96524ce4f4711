import { describe, expect, it } from 'vitest';
import { contentTypeFor } from '../../src/resources/content-type.ts';
import { findCssReferences, findHtmlReferences, parseSrcset, scanHtml } from '../../src/resources/references.ts';
import { resolveReference } from '../../src/resources/resolve.ts';

describe('resources a page loads', () => {
  it('finds stylesheets, icons, preloads, scripts, images, sources and posters with their lines', () => {
    const html = `<!doctype html>
<html><head>
<link rel="stylesheet" href="css/app.css">
<link rel="icon" href="/favicon.ico">
<link rel="preload" as="font" href="fonts/inter.woff2" crossorigin>
<link rel="preload" as="script" href="js/late.js">
<link rel="preload" as="style" href="css/late.css">
<link rel="preload" as="image" href="img/hero.jpg" imagesrcset="img/hero-2x.jpg 2x">
<link rel="modulepreload" href="js/mod.js">
<link rel="canonical" href="https://example.com/">
<script src="js/app.js"></script>
</head><body>
<img src="img/logo.png" srcset="img/logo@2x.png 2x, img/logo@3x.png 3x" alt="">
<picture><source srcset="img/a.webp" type="image/webp"><img src="img/a.jpg"></picture>
<video poster="img/poster.jpg"><source src="media/clip.mp4"></video>
<input type="image" src="img/go.png">
<audio src="media/jingle.mp3"></audio>
</body></html>`;
    expect(findHtmlReferences(html)).toEqual([
      { reference: 'css/app.css', resource_type: 'stylesheet', line: 3 },
      { reference: '/favicon.ico', resource_type: 'image', line: 4 },
      { reference: 'fonts/inter.woff2', resource_type: 'font', line: 5 },
      { reference: 'js/late.js', resource_type: 'script', line: 6 },
      { reference: 'css/late.css', resource_type: 'stylesheet', line: 7 },
      { reference: 'img/hero.jpg', resource_type: 'image', line: 8 },
      { reference: 'img/hero-2x.jpg', resource_type: 'image', line: 8 },
      { reference: 'js/mod.js', resource_type: 'script', line: 9 },
      { reference: 'js/app.js', resource_type: 'script', line: 11 },
      { reference: 'img/logo.png', resource_type: 'image', line: 13 },
      { reference: 'img/logo@2x.png', resource_type: 'image', line: 13 },
      { reference: 'img/logo@3x.png', resource_type: 'image', line: 13 },
      { reference: 'img/a.webp', resource_type: 'image', line: 14 },
      { reference: 'img/a.jpg', resource_type: 'image', line: 14 },
      { reference: 'img/poster.jpg', resource_type: 'image', line: 15 },
      { reference: 'media/clip.mp4', resource_type: 'document', line: 15 },
      { reference: 'img/go.png', resource_type: 'image', line: 16 },
      { reference: 'media/jingle.mp3', resource_type: 'document', line: 17 },
    ]);
  });

  it('finds url() in style attributes and style elements, at their own lines', () => {
    const html = `<html><head><style>
body { background: url(img/bg.png); }

@import "css/print.css";
</style></head>
<body><div style="background-image: url('img/card.jpg')"></div></body></html>`;
    expect(findHtmlReferences(html)).toEqual([
      { reference: 'img/bg.png', resource_type: 'image', line: 2 },
      { reference: 'css/print.css', resource_type: 'stylesheet', line: 4 },
      { reference: 'img/card.jpg', resource_type: 'image', line: 6 },
    ]);
  });

  it('skips data: URIs, fragments, javascript: and empty references', () => {
    const html = `<img src="data:image/png;base64,AAAA"><img src="#x"><script src=""></script><a href="javascript:void 0"></a>
<div style="background:url(data:image/svg+xml;utf8,<svg></svg>)"></div><svg><rect fill="url(#grad)"/></svg>`;
    expect(findHtmlReferences(html)).toEqual([]);
  });

  it('finds references inside <template> content', () => {
    expect(findHtmlReferences('<template><img src="t.png"></template>')).toEqual([{ reference: 't.png', resource_type: 'image', line: 1 }]);
  });

  it('reads <base href>', () => {
    expect(scanHtml('<head><base href="https://cdn.example.com/v2/"></head>').baseHref).toBe('https://cdn.example.com/v2/');
  });

  it('finds @import in both forms, url() quoted and bare, fonts in @font-face, and ignores comments and strings', () => {
    const css = `@import url("base.css");
@import 'theme.css' screen;
/* url(commented.png) */
.a::before { content: "url(not-this.png)"; }
@font-face {
  font-family: Inter;
  src: url(fonts/inter.woff2) format("woff2"), url(fonts/inter-fallback) format("truetype");
}
.b { background: URL( "img/b.svg" ) no-repeat, url(img/c\\(1\\).png); }
.c { mask: url(data:image/svg+xml;base64,AAA=); }`;
    expect(findCssReferences(css)).toEqual([
      { reference: 'base.css', resource_type: 'stylesheet', line: 1 },
      { reference: 'theme.css', resource_type: 'stylesheet', line: 2 },
      { reference: 'fonts/inter.woff2', resource_type: 'font', line: 7 },
      { reference: 'fonts/inter-fallback', resource_type: 'font', line: 7 },
      { reference: 'img/b.svg', resource_type: 'image', line: 9 },
      { reference: 'img/c(1).png', resource_type: 'image', line: 9 },
    ]);
  });

  it('parses srcset URLs that contain commas and descriptors', () => {
    expect(parseSrcset('a.png 1x,b.png 2x , c,d.png 300w')).toEqual(['a.png', 'b.png', 'c,d.png']);
    expect(parseSrcset('one.png')).toEqual(['one.png']);
  });

  it('resolves a reference to its URL and to the file next to the snapshot', () => {
    const context = { documentUrl: 'https://app.example.com/shop/list?page=2', folder: '/snap', siteRoot: '/snap', resourcesFolder: null };
    expect(resolveReference('css/app.css?v=3#x', context)).toEqual({ url: 'https://app.example.com/shop/css/app.css?v=3', candidates: ['/snap/css/app.css', '/snap/shop/css/app.css'] });
    expect(resolveReference('/static/logo%20big.png', context)).toEqual({ url: 'https://app.example.com/static/logo%20big.png', candidates: ['/snap/static/logo big.png'] });
    expect(resolveReference('https://cdn.other.com/lib.js', context)).toEqual({ url: 'https://cdn.other.com/lib.js', candidates: [] });
    expect(resolveReference('mailto:me@example.com', context)).toBeNull();
  });

  it('looks in the resources folder by path, by host and path, and by name', () => {
    const context = { documentUrl: 'https://app.example.com/', folder: '/snap', siteRoot: '/snap', resourcesFolder: '/snap/res' };
    expect(resolveReference('https://cdn.other.com/v1/lib.js', context)!.candidates).toEqual([
      '/snap/res/v1/lib.js',
      '/snap/res/cdn.other.com/v1/lib.js',
      '/snap/res/lib.js',
    ]);
  });

  it('resolves against <base href> when the page has one', () => {
    const context = { documentUrl: 'https://app.example.com/a/', folder: '/snap', siteRoot: '/snap', resourcesFolder: null, baseHref: '/assets/' };
    expect(resolveReference('app.css', context)!.url).toBe('https://app.example.com/assets/app.css');
  });

  it('gives content types by extension', () => {
    expect(contentTypeFor('a/b/app.CSS')).toBe('text/css');
    expect(contentTypeFor('font.woff2?v=1')).toBe('font/woff2');
    expect(contentTypeFor('logo.svg')).toBe('image/svg+xml');
    expect(contentTypeFor('x.dir/noext')).toBe('application/octet-stream');
  });
});
