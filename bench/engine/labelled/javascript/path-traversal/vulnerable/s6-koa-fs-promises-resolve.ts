import { promises as fsp } from 'fs';
import path from 'path';
import type { Context } from 'koa';

const DOCS = path.resolve(process.cwd(), 'docs');

export async function docPage(ctx: Context) {
  const page = ctx.params.page as string;
  const markdown = await fsp.readFile(path.resolve(DOCS, `${page}.md`), 'utf8');
  ctx.body = { page, markdown };
}
