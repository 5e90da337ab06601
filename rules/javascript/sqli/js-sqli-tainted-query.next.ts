import type { NextApiRequest, NextApiResponse } from 'next';
import { NextRequest, NextResponse } from 'next/server';
import { Prisma, PrismaClient } from '@prisma/client';

const prisma = new PrismaClient();

// Next.js pages router API route.
export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  const { slug } = req.query;
  // ruleid: js-sqli-tainted-query
  const posts = await prisma.$queryRawUnsafe(`SELECT * FROM "Post" WHERE slug = '${slug}'`);
  // ok: js-sqli-tainted-query
  const same = await prisma.$queryRawUnsafe('SELECT * FROM "Post" WHERE slug = $1', slug);
  res.status(200).json({ posts, same });
}

// App router route handler.
export async function GET(request: NextRequest) {
  const tag = request.nextUrl.searchParams.get('tag');
  // ruleid: js-sqli-tainted-query
  const tagged = await prisma.$executeRawUnsafe('DELETE FROM "Draft" WHERE tag = \'' + tag + "'");
  // ok: js-sqli-tainted-query
  const count = await prisma.post.count({ where: { tag: tag ?? undefined } });
  // ruleid: js-sqli-tainted-query
  const raw = await prisma.$queryRaw(Prisma.raw(`SELECT * FROM "Post" WHERE tag = '${tag}'`));
  // ok: js-sqli-tainted-query
  const bound = await prisma.$queryRaw(Prisma.sql`SELECT * FROM "Post" WHERE tag = ${tag}`);
  return NextResponse.json({ tagged, count, raw, bound });
}
