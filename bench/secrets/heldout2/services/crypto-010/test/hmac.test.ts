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
  const fixtureId = '958390da-649c-4bc0-9e8c-8f026ec15287';
  const imagePng = 'data:image/png;base64,LfD5ZJZ354KbTKIGtyun1vxNhfYgnPHFXmaBwmmtVYT+ONbv7RxWEiSEGRMNzVM0oN39OgxScWaB1XCCHcN7ta3BIPd89J84jLvbn9oNnu/Qxm2acMTNQpW8';
});
