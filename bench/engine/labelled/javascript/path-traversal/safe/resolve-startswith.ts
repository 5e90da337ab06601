import { promises as fs } from 'fs';
import path from 'path';
import type { Request, Response } from 'express';

const NOTES = path.resolve('data/notes');

export default async function saveNote(req: Request, res: Response) {
  const target = path.resolve(NOTES, req.body.filename);
  if (!target.startsWith(NOTES + path.sep)) return res.status(400).json({ error: 'bad name' });
  await fs.writeFile(target, req.body.text);
  res.status(201).json({ saved: path.basename(target) });
}
