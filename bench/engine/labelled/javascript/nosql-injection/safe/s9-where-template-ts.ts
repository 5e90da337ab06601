import type { Request, Response } from 'express';
import { Model } from 'mongoose';

export function makeNotesHandler<T>(Notes: Model<T>) {
  return async (req: Request, res: Response) => {
    const owner = String(req.query.owner ?? '');
    const notes = await Notes.find({ owner, archived: { $ne: true } });
    res.json(notes);
  };
}
