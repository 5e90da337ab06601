import { Request, Response, NextFunction } from 'express';

const REDIRECTS: Record<string, string> = {
  web: 'https://app.example.com/auth/done',
  admin: 'https://admin.example.com/auth/done',
};

export class OAuthController {
  callback = async (req: Request, res: Response, next: NextFunction) => {
    try {
      const state = JSON.parse(Buffer.from(String(req.query.state), 'base64').toString('utf8'));
      const target = Object.prototype.hasOwnProperty.call(REDIRECTS, state.client) ? REDIRECTS[state.client] : REDIRECTS.web;
      res.redirect(target);
    } catch (err) {
      next(err);
    }
  };
}
