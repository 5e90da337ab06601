import type { Request, Response } from 'express';

export default async (req: Request, res: Response) => {
  const { callback } = req.body;
  const r = await fetch(callback, { method: 'POST', body: JSON.stringify({ ok: true }) });
  res.json({ delivered: r.ok });
};
