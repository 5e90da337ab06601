/**
 * Literals converted to bytes and passed where a library takes key material, in Go code (read
 * without a tree): the key has no name of its own, the parameter it fills is the name.
 * - gorilla/sessions `NewCookieStore([]byte("…"))` and `NewFilesystemStore(dir, []byte("…"))`, the
 *   gin-contrib stores (`cookie.NewStore`, `memstore.NewStore`), gorilla/securecookie `New(hash, block)`:
 *   keys that sign and encrypt session cookies;
 * - gorilla/csrf `Protect([]byte("…"))`: the key that signs CSRF tokens;
 * - `hmac.New(sha256.New, []byte("…"))` and a JWT's `SignedString([]byte("…"))`: signing keys.
 * Every `[]byte("…")` among the call's arguments is taken (a store takes key pairs). The caller
 * judges the value, so `[]byte("")` or a placeholder stays quiet.
 */
import type { Assignment } from './assignment.js';
import { splitArguments } from './positional-arguments.js';

const KEY_TAKING_CALL = /\b(?:sessions\.New(?:Cookie|Filesystem)Store|(?:cookie|memstore)\.NewStore|securecookie\.New|csrf\.Protect|hmac\.New|\.SignedString)\(/g;
const BYTES_LITERAL = /\[\]byte\([ \t]*"((?:[^"\r\n\\]|\\[^\r\n]){1,500})"[ \t]*\)/g;

/** The byte-literal keys passed to key-taking calls of a Go file. */
export function keyArgumentAssignments(text: string): Assignment[] {
  const found: Assignment[] = [];
  if (!text.includes('[]byte(')) return found;
  KEY_TAKING_CALL.lastIndex = 0;
  for (let call = KEY_TAKING_CALL.exec(text); call; call = KEY_TAKING_CALL.exec(text)) {
    // Bounded: an unclosed call (a hostile file) is not read.
    for (const arg of splitArguments(text, call.index + call[0].length) ?? []) {
      BYTES_LITERAL.lastIndex = 0;
      for (let m = BYTES_LITERAL.exec(arg.text); m; m = BYTES_LITERAL.exec(arg.text)) {
        found.push({ name: 'signing_key', value: m[1], start: arg.start + m.index + m[0].indexOf('"') + 1, keyMaterial: true });
      }
    }
  }
  return found;
}
