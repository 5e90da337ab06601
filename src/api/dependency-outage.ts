/**
 * Recognises an error that means a service Vigil depends on (its database, Redis) is down or
 * unreachable, rather than a fault of the request or of Vigil: the API answers those 503 so that
 * clients retry, and names only which dependency failed (the cause goes to the log).
 */
import { QueueUnavailableError } from '../queue/types.js';

export type Dependency = 'database' | 'queue';

/** Socket-level failures of a database client (pg, node's net). */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * PostgreSQL SQLSTATEs of an unusable server: class 08 (connection exception), 57P01–57P03
 * (shut down by an administrator, crash shutdown, cannot connect now), 53300 (too many
 * connections), 53100 (disk full).
 */
function isPostgresOutage(code: string): boolean {
  return code.startsWith('08') || ['57P01', '57P02', '57P03', '53300', '53100'].includes(code);
}

/** SQLite result codes of a database file that cannot be used right now (locked, disk full, I/O). */
const SQLITE_OUTAGE = /^SQLITE_(BUSY|LOCKED|FULL|IOERR|CANTOPEN)/;

/** pg's own messages when the server went away mid-query or never answered. */
const PG_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/i;

function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let current = error; current !== undefined && current !== null && chain.length < 8; current = (current as { cause?: unknown }).cause) {
    chain.push(current);
    // Node's connect to several addresses fails with an AggregateError of each attempt.
    if (current instanceof AggregateError) chain.push(...current.errors);
  }
  return chain;
}

/** Which dependency the error says is down, or undefined when it is some other error. */
export function dependencyOutage(error: unknown): Dependency | undefined {
  for (const link of causes(error)) {
    if (!(link instanceof Error)) continue;
    const code = (link as { code?: unknown }).code;
    const message = link.message ?? '';
    if (link instanceof QueueUnavailableError) return 'queue';
    if (typeof code === 'string' && SQLITE_OUTAGE.test(code)) return 'database';
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && isPostgresOutage(code)) return 'database';
    if (PG_MESSAGES.test(message)) return 'database';
    // The queue's provider wraps its own failures (above): a bare socket error is the database's.
    if (typeof code === 'string' && NETWORK_CODES.has(code)) return 'database';
  }
  return undefined;
}
