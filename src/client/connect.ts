/**
 * The service a check talks to, for the Action's steps and `page-selector check` alike. With a
 * base URL it is that remote service; with '' it is the reference service started in-process
 * on loopback (the embedded default). Either way the caller gets the same typed client, so
 * both go through one code path.
 */
import { createClient, type PageSelectorClient } from './client.ts';
import type { RetryEvent } from './http.ts';

export interface ServiceConnection {
  client: PageSelectorClient;
  /**
   * The address later steps and the report may name: the service's, or '' for the embedded
   * default, whose loopback port lives only as long as this process.
   */
  sharedBaseUrl: string;
  /** Closes the client, and the embedded service when there is one. */
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** '' for the embedded default. */
  baseUrl: string;
  token: string;
  /** Where the embedded default keeps its SQLite file and token; runs that share it share their data. */
  embeddedDir: string;
  onRetry?: ((event: RetryEvent) => void) | undefined;
  /** Told the embedded service's token before any call carries it, so a log can mask it. */
  onEmbeddedToken?: ((token: string) => void) | undefined;
}

export async function connectService(options: ConnectOptions): Promise<ServiceConnection> {
  if (options.baseUrl !== '') {
    const client = createClient({ baseUrl: options.baseUrl, token: options.token, onRetry: options.onRetry });
    return { client, sharedBaseUrl: client.baseUrl, close: () => client.close() };
  }
  // Loaded only here: a run against a remote service never loads the service and its SQLite driver.
  const { startEmbeddedService } = await import('../service/embedded.ts');
  const service = await startEmbeddedService({ dir: options.embeddedDir });
  options.onEmbeddedToken?.(service.token);
  const client = createClient({ baseUrl: service.url, token: service.token, onRetry: options.onRetry });
  return {
    client,
    sharedBaseUrl: '',
    close: async () => {
      await client.close();
      await service.close();
    },
  };
}
