/**
 * Loaded snapshots -> upload plan: every resource each snapshot makes the browser load,
 * found on disk, read once, base64-encoded and hashed for reconcile (spec:
 * PageResourceReconcileCreate.hash is the md5 of the base64 text). Stylesheets are followed
 * recursively (`@import`, `url()`). Identical resources (same URL, same bytes) are planned
 * once, however many snapshots use them.
 *
 * This stage reads files and nothing else; no network.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { md5OfBase64 } from '../api/reconcile-hash.ts';
import type { ResourceType } from '../api/types.ts';
import { contentTypeFor } from '../resources/content-type.ts';
import { findCssReferences, scanHtml, type ResourceReference } from '../resources/references.ts';
import { resolveReference, type ReferenceContext } from '../resources/resolve.ts';
import { isInside, resolvedPath } from './containment.ts';
import { MAX_CONTENT_BYTES, type LoadedSnapshot } from './load.ts';

export interface PlannedResource {
  /** url + hash: what makes two resources the same one. */
  key: string;
  url: string;
  resource_type: ResourceType;
  content_type: string;
  /** base64 of the bytes, as uploaded. */
  content: string;
  hash: string;
  /** Size of the bytes (before base64). */
  bytes: number;
  file: string;
}

export interface SnapshotPlan {
  snapshot: LoadedSnapshot;
  /** Keys into `UploadPlan.resources`, in discovery order, each once. */
  resourceKeys: string[];
}

export interface UploadPlan {
  resources: PlannedResource[];
  snapshots: SnapshotPlan[];
  warnings: string[];
}

export interface PlanOptions {
  /** Resources over this size are skipped with a warning naming the file. */
  maxResourceBytes?: number;
  /**
   * Local files are read only inside this folder. A snapshot's HTML is repository content,
   * so `<img src="../../../../home/runner/.ssh/id_rsa">` must not upload a file of the runner.
   * Default: no limit.
   */
  root?: string;
}

/** The deepest folder that holds all of `paths`: the project a manifest and its snapshots live in. */
export function commonFolder(paths: readonly string[]): string {
  const split = paths.map((p) => path.resolve(p).split(path.sep));
  const first = split[0] ?? [path.sep];
  let length = first.length;
  for (const parts of split) {
    let i = 0;
    while (i < length && i < parts.length && parts[i] === first[i]) i++;
    length = i;
  }
  return first.slice(0, length).join(path.sep) || path.sep;
}

export async function planUploads(snapshots: readonly LoadedSnapshot[], options: PlanOptions = {}): Promise<UploadPlan> {
  const maxBytes = options.maxResourceBytes ?? MAX_CONTENT_BYTES;
  const resources = new Map<string, PlannedResource>();
  const warnings: string[] = [];
  const files = new FileCache();
  const plans: SnapshotPlan[] = [];
  // Symlinks are followed when a file is read, so the folder they must stay in is compared resolved too.
  const realRoot = options.root === undefined ? undefined : await resolvedPath(options.root);

  for (const snapshot of snapshots) {
    const keys = new Set<string>();
    const visited = new Set<string>();
    const { baseHref, references } = scanHtml(snapshot.html);
    const htmlContext: ReferenceContext = {
      documentUrl: snapshot.url,
      folder: snapshot.folder,
      siteRoot: snapshot.folder,
      resourcesFolder: snapshot.resourcesFolder,
      baseHref,
    };
    const relativeHtml = path.relative(process.cwd(), snapshot.path) || snapshot.path;

    const visit = async (ref: ResourceReference, context: ReferenceContext, from: string): Promise<void> => {
      const resolved = resolveReference(ref.reference, context);
      if (!resolved) return;
      if (visited.has(resolved.url)) return;
      visited.add(resolved.url);
      const candidates = options.root === undefined ? resolved.candidates : resolved.candidates.filter((c) => isInside(options.root!, c));
      const file = await files.firstExisting(candidates);
      if (file === null && candidates.length < resolved.candidates.length) {
        warnings.push(`${from}:${ref.line}: ${ref.resource_type} ${ref.reference} leads outside the project folder ${options.root}; not read, not uploaded`);
        return;
      }
      if (file === null) {
        warnings.push(`${from}:${ref.line}: ${ref.resource_type} ${ref.reference} (${resolved.url}) has no local file; looked for ${resolved.candidates.map((c) => path.relative(process.cwd(), c)).join(', ') || 'nothing (another origin and no resources folder)'}`);
        return;
      }
      // A checkout can hold a symlink (`login_files/app.css -> /home/runner/.ssh/id_rsa`) that the path alone does not show.
      const real = realRoot === undefined ? file : await resolvedPath(file);
      if (realRoot !== undefined && !isInside(realRoot, real)) {
        warnings.push(`${from}:${ref.line}: ${ref.resource_type} ${ref.reference} is a symlink to ${real}, outside the project folder ${options.root}; not read, not uploaded`);
        return;
      }
      const size = await files.size(file);
      if (size > maxBytes) {
        warnings.push(`${path.relative(process.cwd(), file)} is ${formatBytes(size)}, over the ${formatBytes(maxBytes)} resource limit; not uploaded`);
        return;
      }
      const { bytes, content, hash } = await files.encoded(file);
      const key = `${resolved.url}\n${hash}`;
      const contentType = contentTypeFor(file);
      // A stylesheet's own references resolve against its URL and its folder (CSS Values 4 §4.5.1).
      const type: ResourceType = contentType === 'text/css' && ref.resource_type !== 'font' ? 'stylesheet' : ref.resource_type;
      if (!resources.has(key)) {
        resources.set(key, { key, url: resolved.url, resource_type: type, content_type: contentType, content, hash, bytes: bytes.length, file });
      }
      keys.add(key);
      if (type === 'stylesheet') {
        const cssContext: ReferenceContext = { ...htmlContext, documentUrl: resolved.url, folder: path.dirname(file), baseHref: null };
        const relativeCss = path.relative(process.cwd(), file) || file;
        for (const inner of files.cssReferences(file, bytes)) await visit(inner, cssContext, relativeCss);
      }
    };

    for (const ref of references) await visit(ref, htmlContext, relativeHtml);
    plans.push({ snapshot, resourceKeys: [...keys] });
  }
  return { resources: [...resources.values()], snapshots: plans, warnings };
}

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}

/** Each file is stat-ed, read, encoded and (a stylesheet) scanned at most once, however many snapshots reference it. */
class FileCache {
  private readonly sizes = new Map<string, Promise<number | null>>();
  private readonly encodings = new Map<string, Promise<{ bytes: Buffer; content: string; hash: string }>>();
  private readonly stylesheetReferences = new Map<string, readonly ResourceReference[]>();

  /** A stylesheet's references as written; each snapshot resolves them against its own URLs. */
  cssReferences(file: string, bytes: Buffer): readonly ResourceReference[] {
    let found = this.stylesheetReferences.get(file);
    if (!found) {
      found = findCssReferences(bytes.toString('utf8'));
      this.stylesheetReferences.set(file, found);
    }
    return found;
  }

  async firstExisting(candidates: readonly string[]): Promise<string | null> {
    for (const candidate of candidates) {
      if ((await this.sizeOrNull(candidate)) !== null) return candidate;
    }
    return null;
  }

  async size(file: string): Promise<number> {
    return (await this.sizeOrNull(file)) ?? 0;
  }

  /** The bytes, their base64 (the upload's `content`) and its reconcile hash. */
  encoded(file: string): Promise<{ bytes: Buffer; content: string; hash: string }> {
    let encoded = this.encodings.get(file);
    if (!encoded) {
      encoded = readFile(file).then((bytes) => {
        const content = bytes.toString('base64');
        return { bytes, content, hash: md5OfBase64(content) };
      });
      this.encodings.set(file, encoded);
    }
    return encoded;
  }

  private sizeOrNull(file: string): Promise<number | null> {
    let size = this.sizes.get(file);
    if (!size) {
      size = stat(file).then(
        (info) => (info.isFile() ? info.size : null),
        () => null,
      );
      this.sizes.set(file, size);
    }
    return size;
  }
}
