/**
 * Authorisation guards a handler declares (`FunctionGuard` in the rule schema): an annotation on
 * the function or its class (`@PreAuthorize`, `@Secured`, `@RolesAllowed`), or a parameter through
 * which the framework hands over the signed-in user (`Principal`, `Authentication`,
 * `@AuthenticationPrincipal`). The IDOR rules use it: a record looked up by a request id in a
 * handler that knows who is asking is assumed to be checked against that user.
 */
import type { Annotation, ClassIR, FunctionIR } from '../ir/types.js';
import { anyNameMatches, baseTypeName } from '../rules/names.js';
import type { FunctionGuard } from '../rules/schema.js';

const names = (list: readonly Annotation[]): string[] => list.flatMap((a) => (a.qualified ? [a.name, a.qualified] : [a.name]));

export function isGuarded(guard: FunctionGuard, fn: FunctionIR, cls: ClassIR | undefined): boolean {
  if (guard.annotation && anyNameMatches(guard.annotation, [...names(fn.annotations), ...names(cls?.annotations ?? [])])) return true;
  for (const p of fn.params) {
    if (guard.paramTypes && p.type && guard.paramTypes.includes(baseTypeName(p.type))) return true;
    if (guard.paramAnnotation && anyNameMatches(guard.paramAnnotation, names(p.annotations))) return true;
  }
  return false;
}
