import { describe, expect, it } from 'vitest';
import jwt from 'jsonwebtoken';
import { validatePassword } from '../src/auth/password';

describe('validatePassword', () => {
  it('rejects short passwords', () => {
    expect(validatePassword('short')).toMatch(/at least/);
  });
  it('rejects common passwords', () => {
    expect(validatePassword('password123')).toBe('Password must be at least 12 characters');
    expect(validatePassword('changeme')).not.toBeNull();
  });
  it('accepts a long passphrase', () => {
    expect(validatePassword('purple-monkey-dishwasher-42')).toBeNull();
  });
  it('rejects tokens signed with another key', () => {
    const forged = jwt.sign({ sub: '1' }, 'not-the-real-secret');
    expect(() => jwt.verify(forged, 'test-secret-not-used-outside-jest')).toThrow();
  });
});
