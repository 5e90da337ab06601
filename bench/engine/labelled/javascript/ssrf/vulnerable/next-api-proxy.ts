import type { NextApiRequest, NextApiResponse } from 'next';

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  const upstream = await fetch(String(req.query.src));
  res.status(upstream.status).send(await upstream.text());
}
