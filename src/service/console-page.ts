/**
 * The labelling console, served at `GET {base_url}/console`: one static page whose script
 * asks for a token (kept in sessionStorage), then walks training sessions -> page states ->
 * selectors through the API with the bearer header, and records labels.
 *
 * Uploaded HTML is replayed only in `<iframe sandbox="allow-same-origin">` without
 * `allow-scripts`: the page's own scripts never run, its forms never submit, and its
 * links never navigate. `allow-same-origin` lets the console's script (not the page's)
 * read the replayed DOM to know which element was clicked. The page's CSP, which the
 * srcdoc frame inherits, allows only this page's nonce-bearing script.
 */
export function consolePage(nonce: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>page-selector labelling console</title>
<style>
  body { font: 14px system-ui, sans-serif; margin: 0; display: grid; grid-template-columns: 320px 1fr; height: 100vh; }
  aside { border-right: 1px solid #ccc; overflow: auto; padding: 8px; }
  main { display: grid; grid-template-rows: auto 1fr auto; min-height: 0; }
  h2 { font-size: 13px; text-transform: uppercase; color: #555; margin: 12px 0 4px; }
  ul { list-style: none; padding: 0; margin: 0; }
  li { padding: 4px 6px; cursor: pointer; border-radius: 4px; }
  li:hover, li.active { background: #e8f0fe; }
  li.state { cursor: default; font-weight: 600; color: #374151; background: none; margin-top: 6px; word-break: break-all; }
  .waiting { color: #b45309; } .labelled { color: #047857; }
  iframe { width: 100%; height: 100%; border: 0; border-top: 1px solid #ccc; border-bottom: 1px solid #ccc; }
  #bar, #candidates { padding: 8px; }
  #candidates { max-height: 30vh; overflow: auto; }
  .error { color: #b91c1c; }
  code { font-size: 12px; }
</style>
</head>
<body>
<aside>
  <form id="login"><label>Token <input id="token" type="password" autocomplete="off" size="24"></label> <button>Use</button></form>
  <p id="status"></p>
  <h2>Training sessions</h2><ul id="sessions"></ul>
  <h2>Selectors</h2><ul id="selectors"></ul>
</aside>
<main>
  <div id="bar">Pick a selector, then click the element it means in the page below.</div>
  <iframe id="replay" sandbox="allow-same-origin" title="replayed page state"></iframe>
  <div id="candidates"></div>
</main>
<script nonce="${nonce}">
'use strict';
const api = location.pathname.replace(/\\/console\\/?$/, '');
const $ = (id) => document.getElementById(id);
const state = { selector: null };

$('token').value = sessionStorage.getItem('page-selector-token') || '';
$('login').addEventListener('submit', (event) => {
  event.preventDefault();
  sessionStorage.setItem('page-selector-token', $('token').value.trim());
  loadSessions();
});

async function call(method, path, body) {
  const response = await fetch(api + path, {
    method,
    headers: { authorization: 'Bearer ' + sessionStorage.getItem('page-selector-token'), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) {
    let detail = text;
    try { const parsed = JSON.parse(text).detail; detail = typeof parsed === 'string' ? parsed : parsed.map((i) => i.msg).join('; '); } catch {}
    throw new Error(response.status + ': ' + detail);
  }
  return (response.headers.get('content-type') || '').startsWith('application/json') ? JSON.parse(text) : text;
}

async function all(path) {
  const items = [];
  for (let skip = 0; ; skip += 100) {
    const page = await call('GET', path + (path.includes('?') ? '&' : '?') + 'limit=100&skip=' + skip);
    items.push(...page.items);
    if (items.length >= page.count || page.items.length === 0) return items;
  }
}

function show(message, isError) {
  $('status').textContent = message;
  $('status').className = isError ? 'error' : '';
}

function item(list, text, className, onClick) {
  const li = document.createElement('li');
  li.textContent = text;
  if (className) li.className = className;
  li.addEventListener('click', () => {
    for (const other of list.children) other.classList.remove('active');
    li.classList.add('active');
    onClick();
  });
  list.append(li);
  return li;
}

async function loadSessions() {
  try {
    const sessions = await all('/session/?is_training=true');
    $('sessions').replaceChildren();
    for (const s of sessions) item($('sessions'), s.session_name, '', () => loadSelectors(s.id));
    show(sessions.length + ' training session(s)');
  } catch (error) { show(error.message, true); }
}

async function loadSelectors(sessionId) {
  try {
    const session = encodeURIComponent(sessionId);
    const [states, selectors] = await Promise.all([all('/page_state/?session_id=' + session), all('/page_selector/?session_id=' + session)]);
    $('selectors').replaceChildren();
    states.forEach((pageState, n) => {
      const heading = document.createElement('li');
      heading.className = 'state';
      heading.textContent = 'Page state ' + (n + 1) + ': ' + pageState.url;
      $('selectors').append(heading);
      for (const s of selectors.filter((s) => s.page_state_id === pageState.id)) {
        const labelled = s.selected_identifiers.length > 0;
        item($('selectors'), (labelled ? '\\u2713 ' : '\\u2022 ') + s.text, labelled ? 'labelled' : 'waiting', () => openSelector(s));
      }
    });
    const waiting = selectors.filter((s) => s.selected_identifiers.length === 0).length;
    show(selectors.length + ' selector(s), ' + waiting + ' waiting for a label');
  } catch (error) { show(error.message, true); }
}

async function openSelector(selector) {
  state.selector = selector;
  $('bar').textContent = 'Click the element for: "' + selector.text + '"';
  try {
    const pageStateId = encodeURIComponent(selector.page_state_id);
    const [html, pageState, stylesheets] = await Promise.all([
      call('GET', '/page_state/' + pageStateId + '/content'),
      call('GET', '/page_state/' + pageStateId),
      all('/page_resource/?page_state_id=' + pageStateId).then((list) => list.filter((r) => r.resource_type === 'stylesheet')),
    ]);
    const css = new Map(await Promise.all(stylesheets.map(async (r) => [r.url, await call('GET', '/page_resource/' + encodeURIComponent(r.id) + '/content')])));
    const frame = $('replay');
    frame.onload = () => {
      addStylesheets(frame.contentDocument, pageState.url, css);
      wireFrame(frame.contentDocument);
      highlight(selector.selected_xpaths, '#047857');
    };
    frame.srcdoc = html;
    const explanation = await call('GET', '/page_selector/' + encodeURIComponent(selector.id) + '/explain');
    showCandidates(explanation);
  } catch (error) { show(error.message, true); }
}

/**
 * The CSP blocks the page's own <link> requests; the stylesheets stored with the page state are
 * added as <style> at the end of <head> instead, so the body (and every xpath in it) is untouched.
 */
function addStylesheets(doc, pageUrl, css) {
  for (const link of doc.querySelectorAll('link[rel~="stylesheet" i][href]')) {
    let url;
    try { url = new URL(link.getAttribute('href'), pageUrl); url.hash = ''; } catch { continue; }
    const text = css.get(url.href);
    if (text === undefined) continue;
    const style = doc.createElement('style');
    style.textContent = text;
    doc.head.append(style);
  }
}

function wireFrame(doc) {
  let hovered = null;
  doc.addEventListener('mouseover', (event) => {
    if (hovered) hovered.style.outline = hovered.dataset.psOutline || '';
    hovered = event.target;
    hovered.dataset.psOutline = hovered.style.outline;
    hovered.style.outline = '2px solid #2563eb';
  });
  doc.addEventListener('click', (event) => {
    event.preventDefault();
    event.stopPropagation();
    const element = event.target;
    if (hovered) hovered.style.outline = hovered.dataset.psOutline || '';
    const identifier = element.getAttribute('sl-identifier');
    label(identifier ? { identifiers: [identifier] } : { xpaths: [fullXPath(element)] });
  }, true);
}

/** The dev tools "Copy full XPath" form, which the service accepts. */
function fullXPath(element) {
  const steps = [];
  for (let node = element; node && node.nodeType === 1; node = node.parentElement) {
    let index = 1, count = 0;
    for (const sibling of node.parentElement ? node.parentElement.children : []) {
      if (sibling.localName === node.localName) { count++; if (sibling === node) index = count; }
    }
    steps.unshift(node.localName + (count > 1 ? '[' + index + ']' : ''));
  }
  return '/' + steps.join('/');
}

function highlight(xpaths, colour) {
  const doc = $('replay').contentDocument;
  for (const xpath of xpaths) {
    const node = doc.evaluate(xpath, doc, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue;
    if (node) { node.style.outline = '3px solid ' + colour; node.scrollIntoView({ block: 'center' }); }
  }
}

async function label(body) {
  try {
    const selector = await call('POST', '/page_selector/' + encodeURIComponent(state.selector.id) + '/label', body);
    state.selector = selector;
    show('labelled "' + selector.text + '": ' + selector.selected_xpaths.join(', '));
    highlight(selector.selected_xpaths, '#047857');
    const active = document.querySelector('#selectors li.active');
    if (active) { active.className = 'labelled active'; active.textContent = '\\u2713 ' + selector.text; }
  } catch (error) { show(error.message, true); }
}

function showCandidates(explanation) {
  const box = $('candidates');
  box.replaceChildren();
  const title = document.createElement('strong');
  title.textContent = 'Engine candidates (' + explanation.source + ')';
  box.append(title);
  const list = document.createElement('ul');
  for (const c of explanation.candidates) {
    const li = item(list, c.score.toFixed(2) + '  <' + c.tag + '> ' + (c.role || '') + ' "' + c.name + '"  ', '', () => highlight([c.xpath], '#f59e0b'));
    const use = document.createElement('button');
    use.textContent = 'label this';
    use.addEventListener('click', (event) => { event.stopPropagation(); label({ identifiers: [c.identifier] }); });
    li.append(use);
  }
  box.append(list);
}

if ($('token').value) loadSessions();
</script>
</body>
</html>
`;
}
