import type { Request, Response } from 'express';

export const logout = (req: Request, res: Response): void => {
  const back = typeof req.body.back === 'string' ? req.body.back : '/';
  req.session.destroy(() => {
    res.redirect(back.startsWith('/') ? back : '/');
  });
};
