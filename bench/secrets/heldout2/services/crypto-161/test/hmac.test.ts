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
  const fixtureId = '3328b488-f3e5-4fd6-ba5f-c99e49566884';
  const imagePng = 'data:image/png;base64,78IMCufMoWn/u9CVnDIIcvC9KhVb1esmg3g8bpbWgXpwLlFCUoQgM3RYrhdJHvM3TAD9qkxJALQOMdYoDVYx88hoY866BaVb0Gdeq2LTbWzzoGhyOQBP4o4R';
});
