import { type Request, type Response } from 'express';
import crypto from 'crypto';

module.exports = function appStatus () {
  return (req: Request, res: Response) => {
    const body = JSON.stringify({ status: 'ok', requested: req.query.verbose });
    res.set('ETag', crypto.createHash('sha256').update(body).digest('hex'));
    // ok: js-xss-response
    res.type('application/json').send(body);
  };
};
