/**
 * JSON schemas shared by the routes. They validate requests, shape responses (fields not listed
 * here are not sent) and feed the OpenAPI document.
 */
import { CATEGORIES, SEVERITIES } from '../../engine/findings.js';
import { ISSUE_STATUSES, SCAN_STATUSES } from '../../services/records.js';

export const timestamp = { type: 'string', format: 'date-time' } as const;

export const errorSchema = {
  type: 'object',
  description: 'Every error response',
  required: ['statusCode', 'message', 'error'],
  properties: {
    statusCode: { type: 'integer' },
    message: { type: 'string' },
    error: { type: 'string', description: 'HTTP status name' },
  },
} as const;

/**
 * The answer of a route over its per-key rate limit: only when the operator turned rate limiting
 * on (src/api/rate-limit.ts); it then carries Retry-After and the X-RateLimit-* headers.
 */
export const rateLimitedResponse = {
  429: { ...errorSchema, description: 'Too many requests for this key (only when rate limiting is enabled): retry after Retry-After seconds' },
} as const;

/** The error responses a route can give, for the OpenAPI document and the serializer. */
export function errorResponses(...codes: number[]): Record<number, typeof errorSchema> {
  return Object.fromEntries([401, 403, ...codes, 500].map((c) => [c, errorSchema]));
}

/**
 * A string of the request that reaches the database or git (ids, branch names): no NUL, which
 * PostgreSQL cannot hold in text (it would fail the query, a 500) and no id or branch contains.
 * src/api/validation.ts words its error as `… must not contain NUL characters`.
 */
export const NO_NUL_PATTERN = '^[^\\u0000]*$';

export const storedText = <Min extends number, Max extends number>(minLength: Min, maxLength: Max) =>
  ({ type: 'string', minLength, maxLength, pattern: NO_NUL_PATTERN }) as const;

/** The path parameter `name` (an id); typed by its name, so the route's `request.params` has it. */
export const idParam = <Name extends string>(name: Name, description: string) =>
  ({
    type: 'object',
    required: [name],
    properties: { [name]: { ...storedText(1, 200), description } } as Record<Name, ReturnType<typeof storedText<1, 200>> & { description: string }>,
  }) as const;

export const severityEnum = [...SEVERITIES];
export const categoryEnum = [...CATEGORIES];
export const issueStatusEnum = [...ISSUE_STATUSES];
export const scanStatusEnum = [...SCAN_STATUSES];
