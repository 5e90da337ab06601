import { randomUUID } from 'crypto';
import { Request, Response } from 'express';

export function startGuestSession(req: Request, res: Response) {
  const sid = randomUUID();
  res.cookie('guest_sid', sid, { httpOnly: true, secure: true });
  res.json({ ok: true });
}
