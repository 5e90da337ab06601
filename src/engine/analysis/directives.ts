/**
 * Directive prologues (`'use server'`, `'use client'`, `'use strict'`): string-literal statements at
 * the very top of a module, before any other statement. Next.js reads `'use server'` there to make
 * every export of the module a server action the browser may call with any arguments.
 */
import type { FunctionIR, ModuleIR } from '../ir/types.js';

/** Only the head of a file is read: a prologue sits before the first statement. */
const PROLOGUE_WINDOW = 4096;

/** Comments and whitespace, then `'…'` or `"…"` statements, each ended by `;` or a line break. */
export function hasDirectivePrologue(source: string, directive: string): boolean {
  const head = source.slice(0, PROLOGUE_WINDOW);
  let i = 0;
  for (;;) {
    const skipped = /^(?:\s+|\/\/[^\n]*|\/\*[\s\S]*?\*\/)*/.exec(head.slice(i));
    i += skipped ? skipped[0].length : 0;
    const quote = head[i];
    if (quote !== "'" && quote !== '"') return false;
    const end = head.indexOf(quote, i + 1);
    if (end < 0) return false;
    // A statement of its own: `'use server' + x` is an expression, no directive.
    const after = /^[ \t]*(?:;|\r?\n|$)/.exec(head.slice(end + 1));
    if (!after) return false;
    if (head.slice(i + 1, end) === directive) return true;
    i = end + 1 + after[0].length;
  }
}

/** Whether the module exports this function under any name. */
export function exportsFunction(module: ModuleIR, fn: FunctionIR): boolean {
  return Object.values(module.exports).includes(fn.id);
}
