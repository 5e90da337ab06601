/**
 * How often the generic judge turns down a value that is random by construction: generated
 * passwords and keys of common lengths and alphabets, drawn from a seeded generator so every run
 * judges the same values. Each value is judged as a password (short values allowed) and as a
 * machine credential; a refusal is a miss, counted by its reason.
 *
 *   npm run build && node bench/secrets/random-values.mjs [--count N] [--seed S]
 */
import { judgeGenericValue } from '../../dist/engine/secrets/generic-judge.js';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const count = option('count', 20000);
let state = option('seed', 20261127) >>> 0;
/** mulberry32: small, seeded, good enough to draw characters. */
function next() {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const draw = (alphabet, length) => Array.from({ length }, () => alphabet[Math.floor(next() * alphabet.length)]).join('');

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = LOWER.toUpperCase();
const DIGITS = '0123456789';
const shapes = [
  ['alphanumeric', LOWER + UPPER + DIGITS, [12, 16, 20, 24, 32, 40]],
  ['alphanumeric and symbols', LOWER + UPPER + DIGITS + '!@#%^&*-_=+', [12, 16, 24]],
  ['lower-case and digits', LOWER + DIGITS, [16, 24, 32]],
  ['hex', '0123456789abcdef', [16, 32, 40, 64]],
  ['letters', LOWER + UPPER, [16, 20, 24]],
];

const rule = { minLength: 8, minEntropy: 3 };
console.log(`| shape | length | judged | missed as a password | missed as a machine credential | reasons |`);
console.log(`|---|---:|---:|---:|---:|---|`);
for (const [name, alphabet, lengths] of shapes) {
  for (const length of lengths) {
    const reasons = new Map();
    let password = 0;
    let machine = 0;
    for (let i = 0; i < count; i++) {
      const value = draw(alphabet, length);
      for (const [machineCredential, add] of [[false, () => password++], [true, () => machine++]]) {
        const verdict = judgeGenericValue(value, rule, machineCredential);
        if (verdict.secret) continue;
        add();
        reasons.set(verdict.reason, (reasons.get(verdict.reason) ?? 0) + 1);
      }
    }
    const why = [...reasons].sort((a, b) => b[1] - a[1]).map(([reason, n]) => `${reason} ${n}`).join(', ');
    console.log(`| ${name} | ${length} | ${count} | ${password} | ${machine} | ${why || '—'} |`);
  }
}
