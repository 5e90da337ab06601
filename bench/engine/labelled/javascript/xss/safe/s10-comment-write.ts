import { Request, Response } from 'express';

function renderComment(author: string, text: string): { author: string; text: string } {
  return { author: author.trim().slice(0, 80), text: text.trim().slice(0, 2000) };
}

export function commentLimits(_req: Request, res: Response): void {
  res.json({ author: 80, text: 2000 });
}

export function previewComment(req: Request, res: Response): void {
  const { author = 'Anonymous', text = '' } = req.body as Record<string, string>;
  res.json({ preview: renderComment(author, text) });
}
