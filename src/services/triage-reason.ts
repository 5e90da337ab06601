/**
 * The reason a person gives for a triage decision: read by people later, so it must show
 * something. NUL and other control characters are refused (they truncate or garble the text in
 * terminals, logs and C-string consumers); a reason made only of whitespace and invisible
 * characters (zero-width spaces, joiners, byte-order marks, Hangul fillers) counts as empty.
 */
import { InvalidInputError } from './errors.js';

/** C0 controls other than tab, line feed and carriage return, and DEL. */
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const NOTHING_VISIBLE = /^[\p{White_Space}\p{Default_Ignorable_Code_Point}]*$/u;

/** The reason to record (trimmed), or null when none was given or it shows nothing. */
export function normaliseReason(reason: string | null | undefined): string | null {
  if (reason === undefined || reason === null) return null;
  if (CONTROL_CHARACTER.test(reason)) throw new InvalidInputError('reason must not contain control characters (NUL and the like)');
  return NOTHING_VISIBLE.test(reason) ? null : reason.trim();
}
