// A `typeof` check on a request member proves only that the value is a string: it stays request data.
import type { Request, Response } from 'express';

export const back = (req: Request, res: Response): void => {
  const target = typeof req.body.back === 'string' ? req.body.back : '/';
  // ruleid: js-open-redirect
  res.redirect(target);
};

export const prefixed = (req: Request, res: Response): void => {
  if (typeof req.query.next !== 'string') {
    res.redirect('/');
    return;
  }
  // A leading slash alone lets `//evil.example` through.
  // ruleid: js-open-redirect
  res.redirect(req.query.next.startsWith('/') ? req.query.next : '/');
};

export const checked = (req: Request, res: Response): void => {
  const next = typeof req.query.next === 'string' ? req.query.next : '/';
  // ok: js-open-redirect
  res.redirect(next.startsWith('/') && !next.startsWith('//') && !next.includes('\\') ? next : '/');
};
