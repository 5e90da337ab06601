import { createCipheriv } from 'crypto';
import { Request, Response } from 'express';

const KEY = Buffer.from(process.env.TOKEN_KEY as string, 'hex');

export function issueToken(req: Request, res: Response) {
  const cipher = createCipheriv('aes-128-ecb', KEY, null);
  const payload = JSON.stringify({ uid: req.body.uid, exp: Date.now() + 60000 });
  const token = Buffer.concat([cipher.update(payload), cipher.final()]).toString('base64url');
  res.json({ token });
}
