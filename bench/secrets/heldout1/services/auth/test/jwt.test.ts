import { describe, it, expect } from 'vitest';
import jwt from 'jsonwebtoken';

// RFC 7519 style sample token; the secret is the documented one used by every tutorial.
const SAMPLE = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';

describe('jwt', () => {
  it('decodes the sample', () => {
    expect(jwt.decode(SAMPLE)).toMatchObject({ name: 'John Doe' });
  });
  it('rejects a tampered token', () => {
    const secret = process.env.TEST_JWT_SECRET ?? 'test-secret';
    expect(() => jwt.verify(SAMPLE + 'x', secret)).toThrow();
  });
});
