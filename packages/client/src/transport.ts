/**
 * One HTTP exchange with the API, with the retries the spec asks of a client: a 429 waits the
 * seconds of its Retry-After (exponential backoff when it has none) and is retried whatever the
 * method, since the server refused it before doing anything; a 503 or a failed connection is
 * retried only for idempotent operations, since the first try may have done its work.
 */
import type { ApiErrorBody } from './types.js';
import type { Operation } from './operations.js';

export interface TransportOptions {
  baseUrl: string;
  apiKey: string;
  /** Tries after the first, for 429 and (idempotent operations) 503 and network errors. Default 5. */
  maxRetries?: number;
  /** Longest wait honoured from a Retry-After header, in seconds. Default 300. */
  maxRetryAfterSeconds?: number;
  /** First backoff delay when the server gives no Retry-After, in milliseconds. Default 500. */
  backoffMs?: number;
  /** Abort a single request after this many milliseconds. Default 60,000. */
  requestTimeoutMs?: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  userAgent?: string;
}

/** A request the API answered with an error status (after any retries). */
export class VigilApiError extends Error {
  override name = 'VigilApiError';
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | undefined,
    readonly method: string,
    readonly path: string,
  ) {
    super(`${method} ${path}: ${status} ${body?.message ?? body?.error ?? 'request failed'}`);
  }
}

/** The server could not be reached (after any retries). */
export class VigilConnectionError extends Error {
  override name = 'VigilConnectionError';
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Seconds to wait from a Retry-After header: delay-seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

export class Transport {
  private readonly baseUrl: string;
  private readonly fetch: typeof fetch;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(private readonly options: TransportOptions) {
    if (!/^https?:\/\//i.test(options.baseUrl)) throw new TypeError(`baseUrl must be an http(s) URL, got "${options.baseUrl}"`);
    if (!options.apiKey) throw new TypeError('apiKey is required');
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.fetch = options.fetch ?? globalThis.fetch;
    this.sleep = options.sleep ?? defaultSleep;
  }

  /** The parsed JSON body, or with `as: 'text'` the body as text (the CSV export). */
  async request<T>(operation: Operation, path: string, body?: unknown, as: 'json' | 'text' = 'json'): Promise<T> {
    const maxRetries = this.options.maxRetries ?? 5;
    const cap = (this.options.maxRetryAfterSeconds ?? 300) * 1000;
    const backoff = (attempt: number) => Math.min(cap, (this.options.backoffMs ?? 500) * 2 ** attempt);
    const headers: Record<string, string> = { authorization: `Bearer ${this.options.apiKey}`, accept: as === 'json' ? 'application/json' : '*/*' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.options.userAgent) headers['user-agent'] = this.options.userAgent;

    for (let attempt = 0; ; attempt++) {
      let response: Response;
      try {
        response = await this.fetch(this.baseUrl + path, {
          method: operation.method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(this.options.requestTimeoutMs ?? 60_000),
        });
      } catch (error) {
        if (operation.idempotent && attempt < maxRetries) {
          await this.sleep(backoff(attempt));
          continue;
        }
        throw new VigilConnectionError(`${operation.method} ${path}: ${(error as Error).message}`);
      }
      const retryable = response.status === 429 || (response.status === 503 && operation.idempotent);
      if (retryable && attempt < maxRetries) {
        const seconds = retryAfterSeconds(response.headers.get('retry-after'));
        await response.body?.cancel();
        await this.sleep(seconds === undefined ? backoff(attempt) : Math.min(cap, seconds * 1000));
        continue;
      }
      const text = await response.text();
      const parsed = text === '' ? undefined : safeJson(text);
      if (!response.ok) throw new VigilApiError(response.status, errorBody(parsed, response), operation.method, path);
      return (as === 'text' ? text : parsed) as T;
    }
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function errorBody(parsed: unknown, response: Response): ApiErrorBody {
  const body = (parsed && typeof parsed === 'object' ? parsed : {}) as Partial<ApiErrorBody>;
  return {
    statusCode: typeof body.statusCode === 'number' ? body.statusCode : response.status,
    message: typeof body.message === 'string' ? body.message : response.statusText,
    error: typeof body.error === 'string' ? body.error : response.statusText,
  };
}
