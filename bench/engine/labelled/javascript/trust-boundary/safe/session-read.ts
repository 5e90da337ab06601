import type { Request, Response } from 'express';

export default (req: Request, res: Response) => {
  const role = (req.session as any).role ?? 'guest';
  res.json({ role, requested: req.query.key });
};
