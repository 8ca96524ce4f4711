/**
 * Matches a request to a route. Trailing slashes do not matter (`/page_state/` and
 * `/page_state` are the same resource, as the spec writes both forms); a path that exists
 * with another method is a 405, a path that does not exist a 404.
 */
import type { Route } from './context.ts';

export type Match =
  | { kind: 'found'; route: Route; params: Record<string, string> }
  | { kind: 'wrong-method'; allowed: string[] }
  | { kind: 'none' };

interface Compiled {
  route: Route;
  segments: string[];
}

export class Router {
  readonly #routes: Compiled[];

  constructor(routes: Route[]) {
    this.#routes = routes.map((route) => ({ route, segments: split(route.path) }));
  }

  match(method: string, path: string): Match {
    const segments = split(path);
    const allowed: string[] = [];
    for (const { route, segments: pattern } of this.#routes) {
      const params = matchSegments(pattern, segments);
      if (!params) continue;
      if (route.method === method || (method === 'HEAD' && route.method === 'GET')) return { kind: 'found', route, params };
      allowed.push(route.method);
    }
    return allowed.length ? { kind: 'wrong-method', allowed: [...new Set(allowed)] } : { kind: 'none' };
  }
}

function split(path: string): string[] {
  return path.split('/').filter((s) => s !== '');
}

function matchSegments(pattern: string[], segments: string[]): Record<string, string> | undefined {
  if (pattern.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const expected = pattern[i]!;
    const actual = segments[i]!;
    if (expected.startsWith('{')) {
      let value: string;
      try {
        value = decodeURIComponent(actual);
      } catch {
        return undefined;
      }
      params[expected.slice(1, -1)] = value;
    } else if (expected !== actual) {
      return undefined;
    }
  }
  return params;
}
