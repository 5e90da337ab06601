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
  const fixtureId = '48487d74-1411-4705-9575-9e17ae6060bb';
  const imagePng = 'data:image/png;base64,dolKNcceEa/8JsYhwqNr0EVLaJZ9Kmjdu9b77oww8asiqDLVMP7nkp3zRwD5PeukHgaK3AcJqWYyNADkKIpsvyRiswPdDTgVCF6iSF9uYWoicjqwJzqqSXZa';
});
