import { type Request, type Response, type NextFunction } from 'express';
import * as models from '../models/index';
import * as security from '../lib/security';

module.exports = function login () {
  return (req: Request, res: Response, next: NextFunction) => {
    // ruleid: js-sqli-tainted-query
    models.sequelize.query(`SELECT * FROM Users WHERE email = '${req.body.email || ''}' AND password = '${security.hash(req.body.password || '')}' AND deletedAt IS NULL`, { plain: true })
      .then((user: any) => res.json({ authentication: user }))
      .catch((error: Error) => next(error));
  };
};

module.exports.safeLogin = function safeLogin () {
  return (req: Request, res: Response, next: NextFunction) => {
    // ok: js-sqli-tainted-query
    models.sequelize.query('SELECT * FROM Users WHERE email = $email AND deletedAt IS NULL', { bind: { email: req.body.email }, plain: true })
      .then((user: any) => res.json({ authentication: user }))
      .catch((error: Error) => next(error));
  };
};
