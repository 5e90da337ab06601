import { unserialize } from 'node-serialize';
import type { Request, Response, NextFunction } from 'express';

export const cartFromCookie = (req: Request, res: Response, next: NextFunction) =>
  Promise.resolve(req.cookies?.cart ?? '{}')
    .then((raw: string) => unserialize(decodeURIComponent(raw)))
    .then((cart) => {
      res.locals.cart = cart;
      next();
    })
    .catch(next);
