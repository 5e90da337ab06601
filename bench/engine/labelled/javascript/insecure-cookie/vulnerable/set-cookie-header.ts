import type { Request, Response } from 'express';

export default (req: Request, res: Response) => {
  res.setHeader('Set-Cookie', `auth=${res.locals.token}; Path=/`);
  res.json({ ok: true });
};
