import { describe, expect, it } from 'vitest';
import { createHmac, randomBytes } from 'node:crypto';
import { decrypt, encrypt, HMAC_TEST_KEY } from '../src/crypto/encrypt';

describe('encrypt', () => {
  it('round-trips', () => {
    const key = randomBytes(32);
    expect(decrypt(encrypt('hello', key), key)).toBe('hello');
  });
  it('matches RFC 4231 test case 1', () => {
    const mac = createHmac('sha256', HMAC_TEST_KEY).update('Hi There').digest('hex');
    expect(mac).toBe('b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7');
  });
});
