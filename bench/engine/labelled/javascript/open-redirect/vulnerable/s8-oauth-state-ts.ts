import { Request, Response, NextFunction } from 'express';

export class OAuthController {
  callback = async (req: Request, res: Response, next: NextFunction) => {
    try {
      const state = JSON.parse(Buffer.from(String(req.query.state), 'base64').toString('utf8'));
      res.redirect(state.redirectUri);
    } catch (err) {
      next(err);
    }
  };
}
