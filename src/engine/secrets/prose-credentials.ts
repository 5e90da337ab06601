/**
 * A login written in prose, as runbooks and onboarding notes give one: "the admin login is
 * `admin` / `…`", "credentials: `deploy` / `…`". The sentence names no field, but a login word
 * followed by two code spans joined by `/` (or `:`) is a user and a password; the password is judged
 * like any other (stand-ins such as `admin` / `admin` or `password` are dropped by the judge).
 * The word "password" followed directly by a code span names that span too.
 * Markdown and plain text only: in code, a backquoted pair is a template literal, not prose.
 */
import type { Assignment } from './assignment.js';

/** "password `…`", "passphrase: `…`": the word itself followed by one code span (onboarding notes, wikis). */
const PASSWORD_SPAN = /\b(?:password|passphrase|passwd)\b[ \t]*(?:is[ \t]+|[:=][ \t]*)?`([^`\s]{4,128})`/gi;

const LOGIN_PAIR = /\b(?:log ?in|sign ?in|credentials?|user(?:name)? and password)\b[^`\r\n]{0,60}`([^`\s]{1,64})`[ \t]*(?:\/|:)[ \t]*`([^`\r\n]{4,128})`/gi;

export function proseCredentialAssignments(text: string): Assignment[] {
  const found: Assignment[] = [];
  LOGIN_PAIR.lastIndex = 0;
  for (let m = LOGIN_PAIR.exec(text); m; m = LOGIN_PAIR.exec(text)) {
    found.push({ name: 'password', value: m[2], start: m.index + m[0].length - m[2].length - 1 });
  }
  PASSWORD_SPAN.lastIndex = 0;
  for (let m = PASSWORD_SPAN.exec(text); m; m = PASSWORD_SPAN.exec(text)) {
    found.push({ name: 'password', value: m[1], start: m.index + m[0].length - m[1].length - 1 });
  }
  return found;
}
