/**
 * Module-level constants of standard libraries whose values are fixed by the language: read as the
 * constant they are, so `random.choice(string.ascii_letters + string.digits)` is seen to draw from a
 * character alphabet and `os.path.join(BASE, string.digits)` folds like any other constant; likewise a
 * web framework's fixed header and MIME names.
 */
import { constant, type AbsValue } from './values.js';

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = LOWER.toUpperCase();
const DIGITS = '0123456789';
const PUNCT = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';

const CONSTANTS = new Map<string, string>([
  ['string.ascii_lowercase', LOWER],
  ['string.ascii_uppercase', UPPER],
  ['string.ascii_letters', LOWER + UPPER],
  ['string.digits', DIGITS],
  ['string.hexdigits', DIGITS + 'abcdefABCDEF'],
  ['string.octdigits', '01234567'],
  ['string.punctuation', PUNCT],
  // Fiber's header and MIME names, so `c.Set(fiber.HeaderContentType, fiber.MIMETextHTML)` reads as the
  // content type it sets (response states in rules/go/models/frameworks.yaml).
  ['github.com/gofiber/fiber/v2.HeaderContentType', 'Content-Type'],
  ['github.com/gofiber/fiber/v2.MIMETextHTML', 'text/html'],
  ['github.com/gofiber/fiber/v2.MIMETextHTMLCharsetUTF8', 'text/html; charset=utf-8'],
  ['github.com/gofiber/fiber/v2.MIMETextPlain', 'text/plain'],
  ['github.com/gofiber/fiber/v2.MIMETextPlainCharsetUTF8', 'text/plain; charset=utf-8'],
  ['github.com/gofiber/fiber/v2.MIMEApplicationJSON', 'application/json'],
]);

/** The constant one of the resolved names denotes, or undefined. */
export function libraryConstant(names: readonly string[]): AbsValue | undefined {
  for (const n of names) {
    const v = CONSTANTS.get(n);
    if (v !== undefined) return constant(v);
  }
  return undefined;
}
