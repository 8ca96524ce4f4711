/**
 * Page indexes by page state, least recently used first out, bounded by memory (the sum
 * of the engine's `approximateBytes`), not by count: one 10,000-element page weighs as
 * much as many small ones. Page states never change, so entries never go stale.
 */
import type { PageIndex } from '../engine/index.ts';

export const DEFAULT_INDEX_CACHE_BYTES = 256 * 1024 * 1024;

export class IndexCache {
  readonly #maxBytes: number;
  // A Map iterates in insertion order: re-inserting on use keeps the least recent first.
  readonly #entries = new Map<string, PageIndex>();
  #bytes = 0;

  constructor(maxBytes = DEFAULT_INDEX_CACHE_BYTES) {
    this.#maxBytes = maxBytes;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(pageStateId: string): PageIndex | undefined {
    const index = this.#entries.get(pageStateId);
    if (index) {
      this.#entries.delete(pageStateId);
      this.#entries.set(pageStateId, index);
    }
    return index;
  }

  /** Adds an index; one larger than the whole budget is not kept. */
  set(pageStateId: string, index: PageIndex): void {
    this.delete(pageStateId);
    if (index.approximateBytes > this.#maxBytes) return;
    this.#entries.set(pageStateId, index);
    this.#bytes += index.approximateBytes;
    for (const [id, oldest] of this.#entries) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#entries.delete(id);
      this.#bytes -= oldest.approximateBytes;
    }
  }

  delete(pageStateId: string): void {
    const index = this.#entries.get(pageStateId);
    if (!index) return;
    this.#entries.delete(pageStateId);
    this.#bytes -= index.approximateBytes;
  }

  /** The cached index, or one built now with `build` and kept. */
  getOrBuild(pageStateId: string, build: () => PageIndex): PageIndex {
    const cached = this.get(pageStateId);
    if (cached) return cached;
    const index = build();
    this.set(pageStateId, index);
    return index;
  }
}
