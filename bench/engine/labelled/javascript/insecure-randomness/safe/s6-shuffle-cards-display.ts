import type { Request, Response } from 'express';
import { cards } from '../db';

export async function featuredCards(req: Request, res: Response) {
  const all = await cards.list({ featured: true });
  const shuffled = all
    .map((card) => ({ card, sortKey: Math.random() }))
    .sort((a, b) => a.sortKey - b.sortKey)
    .map(({ card }) => card);
  res.json(shuffled.slice(0, 6));
}
