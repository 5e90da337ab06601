import { describe, it, expect } from 'vitest';
import { redact } from '../../src/redact';

describe('redact', () => {
  it('masks password fields', () => {
    expect(redact({ password: 'hunter2' })).toEqual({ password: '***' });
  });
  it('masks tokens in urls', () => {
    expect(redact('https://user:pass@example.com/x')).toBe('https://***@example.com/x');
  });
  it('keeps digests', () => {
    const digest = '7d40c7cc455604e89d0c6a319c37f4b118177490ee0e143d7fc80eac4051eb4c';
    expect(redact(digest)).toBe(digest);
  });
});
