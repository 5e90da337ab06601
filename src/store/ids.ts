/**
 * Identifiers are opaque strings: a type prefix over a ULID. The ULID core sorts by creation
 * time (monotonic within one process), which makes `id` a sensible tiebreak in orderings.
 */
import { monotonicFactory } from 'ulid';

export const ID_PREFIXES = {
  project: 'prj',
  apiKey: 'key',
  codebase: 'cb',
  scan: 'scn',
  issue: 'iss',
  issueEvent: 'evt',
  learning: 'lrn',
  webhook: 'wh',
  webhookDelivery: 'whd',
  webhookMessage: 'msg',
} as const;

export type IdKind = keyof typeof ID_PREFIXES;

const nextUlid = monotonicFactory();

export function newId(kind: IdKind): string {
  return `${ID_PREFIXES[kind]}_${nextUlid()}`;
}
