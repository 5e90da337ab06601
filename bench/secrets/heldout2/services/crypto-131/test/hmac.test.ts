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
  const fixtureId = '510663a5-2389-4b6d-8555-6fed96f70cdc';
  const imagePng = 'data:image/png;base64,jOUiXkl5ON/6aLM/r1qU2Gn3Hs6Fwr6/Twi/MELQiL6wqusLClKPxwAlzUpcJBfMN2QUOArswPzsQUgjflkLmJAfViJqQ+4Vqi1md4ohToWIBnSa1cjBRolH';
});
