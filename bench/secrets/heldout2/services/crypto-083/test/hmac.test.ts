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
  const fixtureId = 'ceb53145-329d-49e2-972d-e11e86da0e0f';
  const imagePng = 'data:image/png;base64,5V/FdSKDpmn745J1wUm+IANg+ii2ePIDW1qblOMNcfEdMysS9bMUrvnBkHUr2ydArOMKCjLuc0THyA3smSRTUXxK4PrDfkhVZCRX2jjqHgw5UuPXtfTmOrA2';
});
