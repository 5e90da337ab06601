import { requireEnv } from '../../env';

export const bitbucketConfig = {
  baseUrl: 'https://api.bitbucket.org',
  appPassword: '{{api_key}}',
  username: 'connectors-bot',
  workspace: 'connectors-inc',
  timeoutMs: 20_000,
} as const;
