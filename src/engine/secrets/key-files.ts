/**
 * Files that hold a key and nothing else, named by the framework that reads them. Rails'
 * `config/master.key` and `config/credentials/<environment>.key` hold the 32 hex characters that
 * decrypt `credentials.yml.enc`; Rails lists them in .gitignore, and once committed next to the
 * encrypted file they undo its encryption. No key/value reader sees them (the file names nothing),
 * so the path says what the content is.
 */
import { judgeGenericValue } from './generic-judge.js';
import { maskSecret } from './mask.js';
import type { GenericRule, SecretCandidate } from './types.js';

const RAILS_KEY_FILE = /(?:^|\/)config\/(?:master|credentials\/[\w-]{1,40})\.key$/;
const RAILS_KEY = /^\s*([0-9a-f]{32})\s*$/;

export function keyFileCandidates(filePath: string, text: string, rule: GenericRule): SecretCandidate[] {
  if (!RAILS_KEY_FILE.test(filePath.replace(/\\/g, '/'))) return [];
  const key = RAILS_KEY.exec(text)?.[1];
  if (key === undefined || !judgeGenericValue(key, rule, true).secret) return [];
  const start = text.indexOf(key);
  return [{
    rule,
    start,
    end: start + key.length,
    secret: key,
    severity: rule.severity,
    message: `Rails master key committed in \`${filePath}\` (value ${maskSecret(key)}): it decrypts the credentials file.`,
  }];
}
