import { createHmac } from 'crypto';
import { Request, Response } from 'express';

const KEY = Buffer.from(process.env.TOKEN_KEY as string, 'hex');

export function issueToken(req: Request, res: Response) {
  const payload = Buffer.from(JSON.stringify({ uid: req.body.uid, exp: Date.now() + 60000 })).toString('base64url');
  const sig = createHmac('sha256', KEY).update(payload).digest('base64url');
  res.json({ token: `${payload}.${sig}` });
}
