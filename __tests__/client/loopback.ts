/**
 * A real HTTP server on 127.0.0.1, port 0, whose answers a test scripts. It is for
 * what the reference service will not do on demand (503s, Retry-After, stalls);
 * everything the service does is tested against the service itself.
 */
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
  atMs: number;
  /** The client's port: the same one on two requests means one kept-alive connection served both. */
  remotePort: number | undefined;
}

export type Handler = (request: SeenRequest, response: ServerResponse, index: number) => void;

export interface Loopback {
  /** `http://127.0.0.1:PORT` */
  url: string;
  requests: SeenRequest[];
  close(): Promise<void>;
}

export async function startLoopback(handler: Handler): Promise<Loopback> {
  const requests: SeenRequest[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const seen: SeenRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        atMs: performance.now(),
        remotePort: req.socket.remotePort,
      };
      requests.push(seen);
      handler(seen, res, requests.length - 1);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}
