/**
 * `auto_resolve_resources` (spec, PageStateCreate, and "What the service does", item 6):
 * resources the page references but nobody uploaded are fetched best-effort from the public
 * Internet and stored as resources of the page state.
 *
 * It runs after the page state is acknowledged, so uploads stay fast whatever the remote
 * sites do: the client gets its PageState at once, and fetched resources show up in
 * `GET /page_resource/?page_state_id=` moments later. Failures are logged and skipped.
 * Stylesheets fetched this way are scanned once more, for the fonts and images they load.
 */
import { md5OfBase64 } from '../api/reconcile-hash.ts';
import type { ResourceType } from '../api/types.ts';
import { findCssReferences, scanHtml } from '../resources/references.ts';
import { resolveHttpUrl } from '../resources/resolve.ts';
import { fetchPublic, FetchRefused } from './ssrf-fetch.ts';
import { isHeaderValue } from './validate.ts';
import type { Shared } from './context.ts';

/** At most this many fetches per page state, a few at a time, within this total time. */
const MAX_FETCHES = 100;
const CONCURRENCY = 4;
const TOTAL_BUDGET_MS = 30_000;

interface Wanted {
  url: string;
  resource_type: ResourceType;
}

export async function autoResolveResources(shared: Shared, owner: string, pageStateId: string, pageUrl: string, html: string, stop: AbortSignal): Promise<void> {
  const signal = AbortSignal.any([stop, AbortSignal.timeout(TOTAL_BUDGET_MS)]);
  const known = shared.store.pageStateResourceUrls(pageStateId);
  const scan = scanHtml(html);
  const queue = resolveAll(scan.references, pageUrl, scan.baseHref);
  const seen = new Set<string>();
  let fetches = 0;

  const next = (): Wanted | undefined => {
    while (queue.length) {
      const item = queue.shift()!;
      if (known.has(item.url) || seen.has(item.url)) continue;
      seen.add(item.url);
      return item;
    }
    return undefined;
  };

  const worker = async (): Promise<void> => {
    for (let item = next(); item && fetches < MAX_FETCHES && !signal.aborted; item = next()) {
      fetches++;
      try {
        const fetched = await fetchPublic(item.url, { allowLoopback: shared.settings.allowLoopbackFetch, signal });
        if (signal.aborted) return;
        // One transaction: a resource stored but not linked would be listed under no page state, its bytes kept for nothing.
        shared.store.transaction(() => {
          const row = shared.store.createPageResource(owner, {
            id: crypto.randomUUID(),
            url: item.url,
            resource_type: item.resource_type,
            // A remote server's header is not checked as an upload's is: a value that could
            // not be written back as a header (a control character) is stored as unknown.
            content_type: isHeaderValue(fetched.contentType) ? fetched.contentType : '',
            content_md5: md5OfBase64(fetched.bytes.toString('base64')),
            bytes: fetched.bytes,
          }, Date.now());
          shared.store.linkPageStateResource(pageStateId, row.id, 'fetched');
        });
        if (item.resource_type === 'stylesheet') queue.push(...resolveAll(findCssReferences(fetched.bytes.toString('utf8')), fetched.url, null));
      } catch (error) {
        const reason = error instanceof FetchRefused ? error.message : `failed: ${error instanceof Error ? error.message : String(error)}`;
        shared.log(`auto_resolve_resources: page state ${pageStateId}: ${reason}`);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

function resolveAll(references: { reference: string; resource_type: ResourceType }[], documentUrl: string, baseHref: string | null): Wanted[] {
  const out: Wanted[] = [];
  for (const { reference, resource_type } of references) {
    const url = resolveHttpUrl(reference, documentUrl, baseHref);
    if (url) out.push({ url: url.href, resource_type });
  }
  return out;
}
