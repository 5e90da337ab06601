import type { Request, Response } from 'express';

const isLocalPath = (p: string): boolean => p.startsWith('/') && !p.startsWith('//') && !p.includes('\\');

export const logout = (req: Request, res: Response): void => {
  const back = typeof req.body.back === 'string' ? req.body.back : '/';
  req.session.destroy(() => {
    res.redirect(isLocalPath(back) ? back : '/');
  });
};
