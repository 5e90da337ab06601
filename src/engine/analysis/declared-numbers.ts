/**
 * Declared types whose values are numbers or booleans, in the languages whose compiler enforces a
 * parameter's or field's declared type (the `declaredNumbers` trait: Go, Java): whatever text a
 * caller computed, what the parameter holds is a number, so no text survives into it (a numeric
 * taint, such as a predictable random, does). Arrays of those (`ids []uint`, `*int64`, `long[]`)
 * hold numbers only too, except arrays of bytes or runes (`[]byte`, `[]rune`, `byte[]`): text and
 * payloads (a request body, a serialized object).
 */
import type { DeclaredNumbers } from './languages.js';

/** Longer declarations are not looked at (a hostile file writes any type it likes). */
const MAX_DECLARED = 80;

/** `[]uint`, `*[4]int64`, `long[]`, `Integer...` → the element type and whether it was an array. */
function elementOf(declared: string, spelling: DeclaredNumbers): { element: string; array: boolean } {
  let text = declared.trim();
  let array = false;
  for (let guard = 0; guard < 8; guard++) {
    if (spelling.arrays === 'prefix') {
      const prefix = /^(?:\*|\[\d{0,12}\])/.exec(text);
      if (!prefix) break;
      if (prefix[0] !== '*') array = true;
      text = text.slice(prefix[0].length);
    } else {
      const suffix = text.endsWith('...') ? 3 : text.endsWith('[]') ? 2 : 0;
      if (!suffix) break;
      array = true;
      text = text.slice(0, -suffix).trimEnd();
    }
  }
  return { element: text, array };
}

/** Whether a value declared with this type holds only numbers (or booleans) in a language with these rules. */
export function declaresNumbersOnly(declared: string, spelling: DeclaredNumbers | undefined): boolean {
  if (!spelling || declared.length > MAX_DECLARED) return false;
  const { element, array } = elementOf(declared, spelling);
  return spelling.numbers.has(element) && !(array && spelling.textElements.has(element));
}
