/** Spec endpoints 8 and 9 (page resource create and reconcile) and the page resource list. */
import { md5OfBase64 } from '../../api/reconcile-hash.ts';
import type { PageResource, PageResourceReconcile } from '../../api/types.ts';
import type { PageResourceRow } from '../database.ts';
import { searchReply, type Route } from '../context.ts';
import { HttpError, invalidField, notFound } from '../errors.ts';
import { base64DecodedLength, isBase64, isHeaderValue, readPageResourceCreate, readPageResourceReconcileCreate } from '../validate.ts';

function toPageResource(row: PageResourceRow): PageResource {
  return { id: row.id, url: row.url, resource_type: row.resource_type };
}

export const pageResourceRoutes: Route[] = [
  {
    // 8. POST /page_resource/: content is base64; its decoded size is checked before decoding.
    method: 'POST',
    path: '/page_resource',
    handle(context) {
      const body = readPageResourceCreate(context.body);
      if (!isBase64(body.content)) throw invalidField(['body', 'content'], 'content must be the resource bytes encoded as standard base64 (A-Z, a-z, 0-9, +, /, = padding)', 'base64_decode');
      const size = base64DecodedLength(body.content);
      const limit = context.shared.settings.maxResourceBytes;
      if (size > limit) {
        throw new HttpError(413, `page resource ${body.url} is ${size} bytes once decoded; the limit is ${limit} bytes`);
      }
      const bytes = Buffer.from(body.content, 'base64');
      const row = context.shared.store.createPageResource(context.owner, {
        id: crypto.randomUUID(),
        url: body.url,
        resource_type: body.resource_type,
        content_type: body.content_type,
        content_md5: md5OfBase64(body.content),
        bytes,
      }, context.now);
      return { json: toPageResource(row) };
    },
  },
  {
    // 9. POST /page_resource/reconcile: found when this token already has this url with this hash.
    method: 'POST',
    path: '/page_resource/reconcile',
    handle(context) {
      const body = readPageResourceReconcileCreate(context.body);
      const row = context.shared.store.findPageResource(context.owner, body.url, body.hash.toLowerCase());
      const answer: PageResourceReconcile = { url: body.url, hash: body.hash, found: row !== undefined, page_resources: row ? toPageResource(row) : null };
      return { json: answer };
    },
  },
  {
    // List; `?page_state_id=` narrows to the resources of one page state (uploaded or fetched).
    method: 'GET',
    path: '/page_resource',
    handle(context) {
      const filters = { page_state_id: context.query.get('page_state_id') ?? undefined };
      return searchReply(context, (skip, limit) => context.shared.store.listPageResources(context.owner, filters, skip, limit), toPageResource);
    },
  },
  {
    method: 'GET',
    path: '/page_resource/{page_resource_id}',
    handle(context) {
      const row = context.shared.store.getPageResource(context.owner, context.params.page_resource_id!);
      if (!row) throw notFound('page resource', context.params.page_resource_id!);
      return { json: toPageResource(row) };
    },
  },
  {
    // The stored bytes, for the console's replay. A `sandbox` CSP and nosniff keep them inert if opened directly.
    // Resources stored before content_type was validated may hold a value Node cannot write as a
    // header: their bytes are still served, as opaque octets, rather than lost behind a 500.
    method: 'GET',
    path: '/page_resource/{page_resource_id}/content',
    handle(context) {
      const content = context.shared.store.getPageResourceContent(context.owner, context.params.page_resource_id!);
      if (!content) throw notFound('page resource', context.params.page_resource_id!);
      return {
        raw: content.bytes,
        contentType: content.content_type && isHeaderValue(content.content_type) ? content.content_type : 'application/octet-stream',
        headers: { 'content-security-policy': "sandbox; default-src 'none'", 'x-content-type-options': 'nosniff' },
      };
    },
  },
];
