import { requireEnv } from '../../env';

export const bitbucketConfig = {
  baseUrl: 'https://api.bitbucket.org',
  appPassword: 'ATBBzewGmVxiLOj7bUbzSrCNC4I0E753D294',
  username: 'connectors-bot',
  workspace: 'connectors-inc',
  timeoutMs: 20_000,
} as const;
