import type { Request, Response } from 'express';
import { invites } from '../db';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export async function createInvite(req: Request, res: Response) {
  const code = Array.from({ length: 10 }, () => ALPHABET[Math.floor(Math.random() * ALPHABET.length)]).join('');
  await invites.insert({ code, teamId: req.params.teamId, createdBy: req.user?.id });
  res.status(201).json({ code });
}
