/** The rate-limit settings read from the environment (src/config.ts): off unless asked, numbers checked. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS, loadConfig, rateLimitConfigFromEnv } from '../src/config.js';

describe('rate-limit configuration', () => {
  it('is off by default and on with VIGIL_RATE_LIMIT=1 or the serve flag, with the spec\'s earlier numbers', () => {
    expect(loadConfig({}).rateLimit).toBeUndefined();
    expect(rateLimitConfigFromEnv({ VIGIL_RATE_LIMIT: '0' })).toBeUndefined();
    expect(rateLimitConfigFromEnv({ VIGIL_RATE_LIMIT: '1' })).toEqual({ scanStarts: 10, scanStatusReads: 100, issueListReads: 100, windowSeconds: 60 });
    expect(rateLimitConfigFromEnv({}, true)).toEqual(DEFAULT_RATE_LIMITS);
  });

  it('takes each number from its variable and refuses bad ones', () => {
    const env = { VIGIL_RATE_LIMIT: 'on', VIGIL_RATE_LIMIT_SCAN_STARTS: '3', VIGIL_RATE_LIMIT_SCAN_STATUS: '7', VIGIL_RATE_LIMIT_ISSUE_LISTS: '9', VIGIL_RATE_LIMIT_WINDOW_SECONDS: '5' };
    expect(loadConfig(env).rateLimit).toEqual({ scanStarts: 3, scanStatusReads: 7, issueListReads: 9, windowSeconds: 5 });
    expect(() => rateLimitConfigFromEnv({ ...env, VIGIL_RATE_LIMIT_SCAN_STARTS: '0' })).toThrow(/VIGIL_RATE_LIMIT_SCAN_STARTS must be an integer/);
    expect(() => rateLimitConfigFromEnv({ ...env, VIGIL_RATE_LIMIT_WINDOW_SECONDS: '1.5' })).toThrow(/WINDOW_SECONDS/);
    expect(() => rateLimitConfigFromEnv({ VIGIL_RATE_LIMIT: 'yes please' })).toThrow(/VIGIL_RATE_LIMIT must be 1 or 0/);
  });
});
