import { Request, Response } from 'express';

export function logout(req: Request, res: Response) {
  const { returnTo = '/' } = req.body as { returnTo?: string };
  req.session.destroy(() => {
    res.clearCookie('sid');
    res.location(`${returnTo}`).status(302).end();
  });
}
