/** Spec endpoints 8 and 9 (page resource create and reconcile) and the page resource list. */
import { createHash } from 'node:crypto';
import type { PageResource, PageResourceReconcile } from '../../api/types.ts';
import type { PageResourceRow } from '../database.ts';
import type { Route } from '../context.ts';
import { HttpError, invalidField, notFound } from '../errors.ts';
import { decodeBase64, readPageQuery, readPageResourceCreate, readPageResourceReconcileCreate } from '../validate.ts';

export function toPageResource(row: PageResourceRow): PageResource {
  return { id: row.id, url: row.url, resource_type: row.resource_type };
}

/** The reconcile hash (PageResourceReconcileCreate): md5 of the base64 text, not of the bytes. */
export function md5OfBase64Text(base64: string): string {
  return createHash('md5').update(base64, 'utf8').digest('hex');
}

export const pageResourceRoutes: Route[] = [
  {
    // 8. POST /page_resource/: content is base64; its size is checked once decoded.
    method: 'POST',
    path: '/page_resource',
    handle(context) {
      const body = readPageResourceCreate(context.body);
      const bytes = decodeBase64(body.content);
      if (!bytes) throw invalidField(['body', 'content'], 'content must be the resource bytes encoded as standard base64 (A-Z, a-z, 0-9, +, /, = padding)', 'base64_decode');
      const limit = context.shared.settings.maxResourceBytes;
      if (bytes.byteLength > limit) {
        throw new HttpError(413, `page resource ${body.url} is ${bytes.byteLength} bytes once decoded; the limit is ${limit} bytes`);
      }
      const row = context.shared.store.createPageResource(context.owner, {
        id: crypto.randomUUID(),
        url: body.url,
        resource_type: body.resource_type,
        content_type: body.content_type,
        content_md5: md5OfBase64Text(body.content),
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
      const { skip, limit } = readPageQuery(context.query);
      const page = context.shared.store.listPageResources(context.owner, { page_state_id: context.query.get('page_state_id') ?? undefined }, skip, limit);
      return { json: { count: page.count, limit, skip, items: page.rows.map(toPageResource) } };
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
    method: 'GET',
    path: '/page_resource/{page_resource_id}/content',
    handle(context) {
      const content = context.shared.store.getPageResourceContent(context.owner, context.params.page_resource_id!);
      if (!content) throw notFound('page resource', context.params.page_resource_id!);
      return {
        raw: content.bytes,
        contentType: content.content_type || 'application/octet-stream',
        headers: { 'content-security-policy': "sandbox; default-src 'none'", 'x-content-type-options': 'nosniff' },
      };
    },
  },
];
