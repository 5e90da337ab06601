import { Request, Response } from 'express';

export function startGuestSession(req: Request, res: Response) {
  const sid = (Math.random() * 1e17).toString(16);
  res.cookie('guest_sid', sid, { httpOnly: true, secure: true });
  res.json({ ok: true });
}
