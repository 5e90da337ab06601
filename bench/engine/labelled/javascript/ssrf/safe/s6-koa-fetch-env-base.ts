import type { Context } from 'koa';

const HEALTH_BASE = process.env.HEALTH_BASE_URL ?? 'http://127.0.0.1:9000';

export async function serviceHealth(ctx: Context) {
  const { service } = ctx.query as Record<string, string>;
  const response = await fetch(`${HEALTH_BASE}/healthz/${encodeURIComponent(service)}`);
  ctx.body = { service, status: response.status };
}
