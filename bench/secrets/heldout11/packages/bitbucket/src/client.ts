import { bitbucketConfig as config } from './config';

const AUTH_HEADER = 'Authorization';
export const DEFAULT_WORKSPACE = 'connectors-inc';

export async function bitbucketGet<T>(path: string): Promise<T> {
  const res = await fetch(`${config.baseUrl}${path}`, {
    headers: { [AUTH_HEADER]: String(config.appPassword), 'Idempotency-Key': crypto.randomUUID() },
  });
  if (!res.ok) throw new Error(`Bitbucket ${res.status}`);
  return (await res.json()) as T;
}
