/**
 * A literal password handed to a hashing call where it is stored: seeders and fixtures that create
 * an account, `'password' => Hash::make('…')` (Laravel), `bcrypt('…')`, `password_hash('…', …)`
 * (PHP), `make_password('…')` (Django), `generate_password_hash('…')` (Werkzeug),
 * `BCrypt::Password.create('…')` (Ruby). The hash lands in the database, but the literal is the
 * account's password, committed with the code; it is named by what it is assigned to.
 */
import type { Assignment } from './assignment.js';

const HASHED_LITERAL = /(?<![\w$@])(["']?)([A-Za-z_$][\w.$-]{0,80})\1[ \t]*(?:=>|=|:)[ \t]*(?:Hash::make|bcrypt|password_hash|make_password|generate_password_hash|BCrypt::Password\.create)\([ \t]*(["'])((?:(?!\3)[^\r\n\\]|\\[^\r\n]){1,300}?)\3/g;

/** The hashed literals of one line, `start` relative to the line. */
export function hashedLiteralAssignments(line: string): Assignment[] {
  if (!/hash|bcrypt|make_password|Password\.create/i.test(line)) return [];
  const found: Assignment[] = [];
  HASHED_LITERAL.lastIndex = 0;
  for (let m = HASHED_LITERAL.exec(line); m; m = HASHED_LITERAL.exec(line)) {
    found.push({ name: m[2], value: m[4], start: m.index + m[0].length - m[4].length - 1 });
  }
  return found;
}
