import { Request, Response } from 'express';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

class SessionIdGenerator {
  constructor(private readonly length = 32) {}

  next(): string {
    return Array.from({ length: this.length }, () => ALPHABET[Math.floor(Math.random() * ALPHABET.length)]).join('');
  }
}

const ids = new SessionIdGenerator();

export function startGuestSession(_req: Request, res: Response) {
  const sid = ids.next();
  res.cookie('guest_sid', sid, { httpOnly: true, secure: true, sameSite: 'lax' });
  res.status(201).json({ started: true });
}
