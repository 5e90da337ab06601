import { requireEnv } from '../../env';

export const vercelConfig = {
  baseUrl: 'https://api.vercel.com',
  token: 'vBDi15xN9ZadenvCEggZwjc4',
  teamId: 'team_y6HhwuFZtyMtDkWmOE632NeK',
  projectId: 'prj_lxRRCBDGM6tnJB58pky27FFNDaSA',
  timeoutMs: 20_000,
} as const;
