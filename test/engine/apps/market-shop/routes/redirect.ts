import { type Request, type Response, type NextFunction } from 'express';
import * as insecurity from '../lib/insecurity';

const KNOWN_TARGETS = ['/#/about', '/#/contact', '/#/privacy'];

module.exports = function performRedirect () {
  return ({ query }: Request, res: Response, next: NextFunction) => {
    const toUrl: string = query.to as string;
    if (insecurity.isRedirectAllowed(toUrl)) {
      // A substring check: `https://evil.example/?https://blog.kiosk.example` passes.
      // ruleid: js-open-redirect
      res.redirect(toUrl);
    } else if (KNOWN_TARGETS.includes(toUrl)) {
      // ok: js-open-redirect
      res.redirect(toUrl);
    } else {
      res.status(406);
      next(new Error('Unrecognized target URL for redirect: ' + toUrl));
    }
  };
};

module.exports.back = function redirectBack () {
  return (req: Request, res: Response) => {
    const back = String(req.query.back ?? '/');
    if (back.startsWith('/') && !back.startsWith('//') && !back.includes('\\')) {
      // ok: js-open-redirect
      return res.redirect(back);
    }
    res.redirect('/');
  };
};
