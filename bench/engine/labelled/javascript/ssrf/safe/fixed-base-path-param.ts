import type { Request, Response } from 'express';

export default async (req: Request, res: Response) => {
  const id = encodeURIComponent(String(req.body.id));
  const r = await fetch(`https://billing.internal.example/v1/accounts/${id}`);
  res.json({ found: r.ok });
};
