import { promises as fs } from 'fs';
import path from 'path';
import type { Request, Response } from 'express';

export default async function saveNote(req: Request, res: Response) {
  const target = path.resolve('data/notes', req.body.filename);
  await fs.writeFile(target, req.body.text);
  res.status(201).json({ saved: req.body.filename });
}
