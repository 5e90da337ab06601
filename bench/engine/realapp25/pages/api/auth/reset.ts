import type { NextApiRequest, NextApiResponse } from 'next';
import { hashPassword } from '../../../lib/auth';
import { prisma } from '../../../lib/prisma';
import { emailConfirmationCode, passwordResetToken } from '../../../lib/tokens';

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  if (req.method === 'POST' && req.body?.token) {
    const reset = await prisma.passwordReset.findUnique({ where: { token: String(req.body.token) } });
    if (!reset || reset.expiresAt < new Date()) return res.status(400).json({ error: 'expired' });
    await prisma.user.update({ where: { email: reset.email }, data: { passwordHash: await hashPassword(String(req.body.password)), passwordAlgo: 'bcrypt' } });
    return res.json({ ok: true });
  }
  const email = String(req.body?.email ?? '').toLowerCase();
  const token = passwordResetToken();
  await prisma.passwordReset.create({ data: { email, token, expiresAt: new Date(Date.now() + 3600_000) } });
  await prisma.emailConfirmation.create({ data: { email, code: emailConfirmationCode() } });
  return res.json({ sent: true });
}
