import { describe, it, expect, vi } from 'vitest';
import build from '../src/app';

describe('POST /login', () => {
  it('accepts a valid user', async () => {
    const app = await build();
    const auth = vi.spyOn(app.auth, 'login').mockResolvedValue({ token: 'fake-token' });
    const res = await app.inject({ method: 'POST', url: '/login', payload: { username: 'alice', password: 'hunter2' } });
    expect(res.statusCode).toBe(200);
    expect(auth).toHaveBeenCalledWith('alice', 'hunter2');
  });
  it('has a request id', () => {
    const requestId = 'aa5118acc8c2f7375d198f22ceea9081';
    expect(requestId).toMatch(/^[0-9a-f]{32}$/);
  });
});
