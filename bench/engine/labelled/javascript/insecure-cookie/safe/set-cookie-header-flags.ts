import type { Request, Response } from 'express';

export default (req: Request, res: Response) => {
  res.setHeader('Set-Cookie', `auth=${res.locals.token}; Path=/; HttpOnly; Secure; SameSite=Strict`);
  res.json({ ok: true });
};
