import { requireEnv } from '../../env';

export const auth0Config = {
  baseUrl: 'https://connectors.us.auth0.com',
  clientSecret: 'B1EfpkCyGbLQ3g6zkWziB21mAJtwtQ6t-aZ9Pzv24J4zZRNjIe2kVF0Wmjqkulcf',
  clientId: 'JjLKI9jKULmnN3eAsClTM06IrnAPGAeE',
  domain: 'connectors.us.auth0.com',
  timeoutMs: 20_000,
} as const;
