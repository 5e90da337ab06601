import { Request, Response } from 'express';
import { randomBytes } from 'crypto';

const cookieOptions = {
  maxAge: 30 * 24 * 3600 * 1000,
  httpOnly: true,
  secure: false,
};

export class RememberMeController {
  remember(req: Request, res: Response) {
    const token = randomBytes(32).toString('hex');
    res.cookie('remember_me', token, cookieOptions);
    res.sendStatus(204);
  }
}
