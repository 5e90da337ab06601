/**
 * Statements hoisted out of expressions. Lowering an expression sometimes needs statements that
 * run before it (a JavaScript comma sequence's leading items, an assignment used as a PHP
 * expression, `extract($row)`); it appends them to the context's `pending` list. Each statement,
 * and each expression body of an arrow function, is lowered with a list of its own, so what it
 * hoists lands just before it and nowhere else.
 */
import type { Stmt } from '../ir/types.js';

export interface HoistingContext {
  pending: Stmt[];
}

/** What `lower` returns, preceded by the statements it hoisted. */
export function withHoisted(ctx: HoistingContext, lower: () => Stmt[]): Stmt[] {
  const saved = ctx.pending;
  ctx.pending = [];
  const lowered = lower();
  // Most statements hoist nothing: their own list is the answer, not a copy of it.
  const out = ctx.pending.length ? [...ctx.pending, ...lowered] : lowered;
  ctx.pending = saved;
  return out;
}
