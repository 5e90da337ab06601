/**
 * A real HTTP proxy on 127.0.0.1 in front of a real Vigil server, for the client behaviours the
 * server itself never shows (429 with Retry-After, 503, the old `running` state, new fields):
 * each request may be answered by a rule instead of being forwarded, or have its answer rewritten.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Exchange {
  method: string;
  path: string;
  /** Milliseconds since the proxy started. */
  at: number;
}

export type Rule = (request: Exchange) =>
  | { status: number; headers?: Record<string, string>; body?: unknown }
  | { rewrite: (body: any) => any }
  | undefined;

export interface Proxy {
  url: string;
  seen: Exchange[];
  rules: Rule[];
  close(): Promise<void>;
}

export async function startProxy(target: string): Promise<Proxy> {
  const started = Date.now();
  const proxy: Proxy = { url: '', seen: [], rules: [], close: async () => {} };
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const exchange = { method: req.method!, path: req.url!, at: Date.now() - started };
    proxy.seen.push(exchange);
    let rewrite: ((body: any) => any) | undefined;
    for (const rule of proxy.rules) {
      const action = rule(exchange);
      if (action && 'status' in action) {
        res.writeHead(action.status, { 'content-type': 'application/json', ...action.headers });
        res.end(JSON.stringify(action.body ?? { statusCode: action.status, message: 'injected', error: 'Injected' }));
        return;
      }
      if (action) rewrite = action.rewrite;
    }
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string' && name !== 'host') headers[name] = value;
    const upstream = await fetch(target + req.url, { method: req.method, headers, body: chunks.length ? Buffer.concat(chunks) : undefined });
    let text = await upstream.text();
    if (rewrite && upstream.ok) text = JSON.stringify(rewrite(JSON.parse(text)));
    res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/json' });
    res.end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  proxy.close = () => new Promise((resolve) => server.close(() => resolve()));
  return proxy;
}
