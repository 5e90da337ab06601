import type { NextApiRequest, NextApiResponse } from 'next';

const ORIGIN = 'https://images.internal.example';

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  const id = Number(req.query.id);
  const upstream = await fetch(`${ORIGIN}/thumb/${id}`);
  res.status(upstream.status).send(await upstream.text());
}
