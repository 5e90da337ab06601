import type { Request, Response } from 'express';
import { invites } from '../repositories/invites';

export default async (req: Request, res: Response) => {
  const code = [0, 1, 2, 3].reduce((acc) => acc + Math.random().toString(16).substring(2, 6), '');
  await invites.create({ teamId: req.params.teamId, code });
  res.status(201).json({ link: `https://app.example.com/join/${code}` });
};
