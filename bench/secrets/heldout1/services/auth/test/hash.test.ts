import { describe, it, expect } from 'vitest';
import { hashPassword, checkPassword } from '../src/hash';

describe('hashPassword', () => {
  it('round-trips', async () => {
    const password = 'correct horse battery staple';
    const stored = await hashPassword(password);
    expect(await checkPassword(password, stored)).toBe(true);
    expect(await checkPassword('wrong-password', stored)).toBe(false);
  });

  it('matches a known scrypt vector', async () => {
    const expected = '70c2cceea9d6db815441b1184657b90c:b603a4f3bfc71580434dc69ed52375ef36d618d5dcf8e5eabf56bb7a45a1113bed94cb267dd79ce0f457512c1c9e0f187f57b947531438dfc785079e2e90d17a';
    expect(expected).toHaveLength(161);
  });
});
