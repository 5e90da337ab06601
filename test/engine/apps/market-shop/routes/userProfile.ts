import fs from 'fs';
import pug from 'pug';
import { type Request, type Response, type NextFunction } from 'express';
import { UserModel } from '../models/user';
import * as insecurity from '../lib/insecurity';

module.exports = function getUserProfile () {
  return async (req: Request, res: Response, next: NextFunction) => {
    const template = await fs.promises.readFile('views/userProfile.pug', { encoding: 'utf-8' });
    const loggedInUser = insecurity.verify(req.cookies.token) as any;
    if (!loggedInUser) {
      next(new Error('Blocked illegal activity by ' + req.socket.remoteAddress));
      return;
    }
    const user = await UserModel.findByPk(loggedInUser.data.id);
    let username = user?.username ?? '';
    // ok: js-template-injection
    const page = pug.compile(template);
    res.send(page({ username, email: user?.email }));
  };
};

module.exports.stats = function getProfileStats () {
  return async (req: Request, res: Response) => {
    const user = await UserModel.findByPk(Number(req.params.id));
    // ok: js-xss-response
    res.type('application/json').send(JSON.stringify({ username: user?.username, email: user?.email }));
  };
};
