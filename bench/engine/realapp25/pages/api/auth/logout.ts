import type { NextApiRequest, NextApiResponse } from 'next';
import { clearSessionCookie } from '../../../lib/session';

export default function handler(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Set-Cookie', clearSessionCookie());
  const returnTo = (req.query.returnTo as string) || '/';
  res.redirect(302, returnTo);
}
