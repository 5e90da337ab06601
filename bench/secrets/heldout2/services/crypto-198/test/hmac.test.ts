import { hmacSha256 } from '../src/hmac';

describe('hmac', () => {
  it('matches RFC 4231 case 2', () => {
    const key = 'Jefe';
    const data = 'what do ya want for nothing?';
    expect(hmacSha256(key, data)).toBe('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');
  });
  it('rejects empty passwords', () => {
    expect(() => login('user', '')).toThrow('password required');
  });
  const fixtureId = 'f7f3c37e-00c4-415b-ab93-3f6287cd5baf';
  const imagePng = 'data:image/png;base64,H9wHygX3MNtdnjNt6Vjvx0r4OEF4Z21apvpV0LD6BHqjNAq6R2kvqxcMY5ECzVKXZPS31yHaBTm9e0TPIj84sOWaXgj4ozSONyPUT1ecsDryCTqOgKnGEqSC';
});
