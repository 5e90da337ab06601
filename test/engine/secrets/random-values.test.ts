/**
 * The generic judge on values that are random by construction. Values come from a seeded
 * generator, so every run judges the same ones; the rates asserted leave room for the few random
 * values that really do look like words (bench/secrets/random-values.mjs measures them at 20,000
 * per shape).
 */
import { describe, expect, it } from 'vitest';
import { judgeGenericValue } from '../../../src/engine/secrets/generic-judge.js';
import { seededRandom } from '../../helpers/seeded-random.js';

const rule = { minLength: 8, minEntropy: 3 } as Parameters<typeof judgeGenericValue>[1];
const isSecret = (value: string, machineCredential = false) => judgeGenericValue(value, rule, machineCredential).secret;

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const ALNUM = LOWER + LOWER.toUpperCase() + '0123456789';

describe('random values', () => {
  it.each([
    ['alphanumeric', 16, ALNUM, 0.995],
    ['alphanumeric', 24, ALNUM, 0.999],
    ['hex', 16, '0123456789abcdef', 0.99],
    ['lower-case and digits', 16, LOWER + '0123456789', 0.99],
    ['letters of both cases', 20, LOWER + LOWER.toUpperCase(), 0.98],
  ])('%s, %i characters: nearly all judged secret', (_shape, length, alphabet, rate) => {
    const random = seededRandom(length * 31 + alphabet.length);
    const values = Array.from({ length: 2000 }, () => random.from(alphabet, length));
    const found = values.filter((value) => isSecret(value)).length;
    expect(found / values.length).toBeGreaterThanOrEqual(rate);
  });

  it('a short stand-in word inside a random value is chance, not a placeholder', () => {
    for (const value of ['Qbv8tBdr6JDxLorL', 'RqctB1hoIfbtBDbk', 'm4xFaKe9TqLw2ZrB', 'p7TodO3xWq9LmZr2']) expect(isSecret(value)).toBe(true);
  });

  it('twelve letters of both cases switching case at random are a generated password; identifiers are not', () => {
    for (const value of ['qZpXvKtRwMbN', 'HjWQXzpvRTkm', 'nBvCxZqWpLkJ']) expect(isSecret(value)).toBe(true);
    for (const value of ['getElementById', 'XMLHttpRequest', 'TFromUnionKey', 'onBeforeUnload']) expect(isSecret(value)).toBe(false);
  });

  it('digits between letters are not punctuation between words', () => {
    expect(isSecret('RyGriTig0Eka5IDQ')).toBe(true);
    expect(isSecret('kqzo4hwma7vyre2u')).toBe(true);
  });

  it('a 16-digit hex key with repeated digits is still random', () => {
    expect(isSecret('a3a3a9c2c2a3b4a9')).toBe(true);
    expect(isSecret('7b1d07e1d0b7d3b9', true)).toBe(true);
  });
});

describe('stand-ins stay quiet', () => {
  it.each(['Passw0rd!', 'P@ssw0rd1', 'secret123', 'admin1234', 'Root2024!', 'welcome1', 'sunshine99', 'p4ssw0rd-2024', 'FAKE_TOKEN_1', 'fakeKey123x', 'my-fake-secret', 'TODO_SET_ME_1', 'tbd-later-2'])('%s', (value) => {
    expect(judgeGenericValue(value, rule).secret).toBe(false);
  });

  it('a translated message is text, not a password', () => {
    expect(isSecret('ページには少なくとも1つのレベル1の見出しがあります')).toBe(false);
    expect(isSecret('Contraseña-Segura-9x')).toBe(true);
  });

  it('words joined by punctuation, identifiers and short repeated values', () => {
    for (const value of ['generate-with-openssl-rand-hex-32', 'getElementById', 'aaaabbbbccccdddd', 'abab1212abab1212']) {
      expect(isSecret(value)).toBe(false);
    }
  });
});
