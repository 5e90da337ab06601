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
  const fixtureId = '95168d75-cf9e-4ce4-87c9-f58c7e6ccc25';
  const imagePng = 'data:image/png;base64,ZFCyhl7USInnZ78LQkn6DNd9X12ROl0wByZu8aN7Wx1/KAK7YKCEAsvxDMOR5IJGqJzeJCKSVYIcC7oBR2Cq0Ar3gebWS5XyW5dHjxSSgs116Zx8UWopWU05';
});
