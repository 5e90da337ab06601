import { randomInt } from 'crypto';
import type { Request, Response } from 'express';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export default (req: Request, res: Response) => {
  let code = '';
  for (let i = 0; i < 10; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  res.status(201).json({ invite: code, for: req.body.email });
};
