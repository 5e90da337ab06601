import type { Request, Response } from 'express';
import { Model } from 'mongoose';

export function makeNotesHandler<T>(Notes: Model<T>) {
  return async (req: Request, res: Response) => {
    const owner = req.query.owner as string;
    const notes = await Notes.find({ $where: `this.owner === '${owner}' && !this.archived` });
    res.json(notes);
  };
}
