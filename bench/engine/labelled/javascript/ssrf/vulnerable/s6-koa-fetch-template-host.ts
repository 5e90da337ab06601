import type { Context } from 'koa';

export async function serviceHealth(ctx: Context) {
  const { service, port = '80' } = ctx.query as Record<string, string>;
  const response = await fetch(`http://${service}:${port}/healthz`);
  ctx.body = { service, status: response.status };
}
