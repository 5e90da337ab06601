import { type Request, type Response, type NextFunction } from 'express';
import * as models from '../models/index';
import * as insecurity from '../lib/insecurity';

module.exports = function login () {
  return (req: Request, res: Response, next: NextFunction) => {
    // ruleid: js-sqli-tainted-query
    models.sequelize.query(`SELECT * FROM Users WHERE email = '${req.body.email || ''}' AND password = '${insecurity.hash(req.body.password || '')}' AND deletedAt IS NULL`, { model: models.sequelize.models.User, plain: true })
      .then((authenticatedUser: any) => {
        if (!authenticatedUser) return res.status(401).send('Invalid email or password.');
        const token = insecurity.authorize({ data: { id: authenticatedUser.id, email: authenticatedUser.email } });
        res.json({ authentication: { token, umail: authenticatedUser.email } });
      })
      .catch((error: Error) => next(error));
  };
};
