/**
 * Literals a code file read without a tree passes to calls, named by the parameter they fill:
 * positional arguments of functions and types declared in the file (`positional-arguments.ts`), the
 * passwords of network-joining calls (`network-calls.ts`), key material passed to key-taking library
 * calls (`key-arguments.ts`) and `user:password` literals encoded for Basic auth (`line-literals.ts`).
 */
import type { Assignment } from './assignment.js';
import { keyArgumentAssignments } from './key-arguments.js';
import { encodedUserPasswords } from './line-literals.js';
import { networkCallAssignments } from './network-calls.js';
import { positionalArgumentAssignments } from './positional-arguments.js';

export function callArgumentAssignments(text: string): Assignment[] {
  return [...positionalArgumentAssignments(text), ...networkCallAssignments(text), ...keyArgumentAssignments(text), ...encodedUserPasswords(text)];
}
