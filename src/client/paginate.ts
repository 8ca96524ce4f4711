/**
 * Walks a list endpoint page by page (spec, Pagination: "skipping by the limit value
 * while iterating is recommended") and yields every item.
 */
import { MAX_PAGE_LIMIT, type PageQuery, type SearchPage } from '../api/types.ts';

export async function* paginate<T>(
  fetchPage: (query: PageQuery) => Promise<SearchPage<T>>,
  pageSize: number = MAX_PAGE_LIMIT,
): AsyncIterable<T> {
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_LIMIT) {
    throw new RangeError(`pageSize must be a whole number from 1 to ${MAX_PAGE_LIMIT}, got ${pageSize}`);
  }
  let skip = 0;
  for (;;) {
    const page = await fetchPage({ skip, limit: pageSize });
    yield* page.items;
    // Advance by what came back, not by the limit asked for, so a service that caps
    // the page lower still gets walked without gaps; an empty page always ends the walk.
    skip += page.items.length;
    if (page.items.length === 0 || skip >= page.count) return;
  }
}
