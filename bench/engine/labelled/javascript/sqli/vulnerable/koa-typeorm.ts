import { getManager } from 'typeorm';
import type { Context } from 'koa';

export async function findByTag(ctx: Context) {
  const tag = ctx.query.tag;
  ctx.body = await getManager().query("SELECT * FROM posts WHERE tags LIKE '%" + tag + "%'");
}
