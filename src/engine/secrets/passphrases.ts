/**
 * Passphrases: three or more dictionary-shaped words joined by `-`, `_` or `.`, maybe with a short
 * number (`larch-fennel-wombat-2`, `Copper.Meadow.Ember.41`), as diceware and password managers'
 * "memorable password" generators make them. Under a password name such a value is the password.
 * Words-and-dashes values that are not passphrases say what to put there or what the value is for
 * (`generate-with-openssl-rand-hex-32`, `change-this-in-production`, `local-dev-only-1`): they hold
 * an instruction or stand-in word, which a generator's word list drawn at random rarely does.
 */
const STAND_IN_WORDS = new Set([
  'a', 'an', 'the', 'and', 'or', 'of', 'to', 'in', 'on', 'for', 'with', 'from', 'by', 'at', 'is', 'be', 'it', 'me', 'my', 'your',
  'our', 'this', 'that', 'here', 'there', 'not', 'do', 'dont', 'no', 'only', 'use', 'used', 'set', 'get', 'put', 'make', 'please',
  'must', 'should', 'will', 'change', 'changed', 'replace', 'rotate', 'generate', 'generated', 'random', 'openssl', 'rand', 'hex',
  'base', 'secret', 'secrets', 'key', 'keys', 'token', 'tokens', 'pass', 'pwd', 'login', 'user', 'admin', 'root', 'dev', 'devel',
  'development', 'local', 'localhost', 'test', 'tests', 'testing', 'demo', 'sample', 'example', 'dummy', 'fake', 'mock', 'default',
  'insecure', 'unsafe', 'temp', 'temporary', 'prod', 'production', 'staging', 'stage', 'value', 'string', 'some', 'any', 'super',
  'very', 'really', 'long', 'strong', 'new', 'old', 'foo', 'bar', 'baz', 'qux', 'app', 'api', 'db', 'database', 'server', 'client',
  'service', 'config', 'env', 'environment', 'variable', 'hunter', 'letmein', 'welcome', 'qwerty', 'abc', 'xyz', 'none', 'null',
]);

export function isPassphrase(value: string): boolean {
  if (value.length < 12 || value.length > 64) return false;
  const parts = value.split(/[-_.]/);
  const words = parts.filter((part) => !/^\d{1,4}$/.test(part));
  if (parts.length - words.length > 1 || words.length < 3) return false;
  return words.every((word) => /^[A-Za-z][a-z]{2,11}$/.test(word) && !STAND_IN_WORDS.has(word.toLowerCase()));
}
