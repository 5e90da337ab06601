import { Request, Response } from 'express';
import { Db } from 'mongodb';

export function makeTicketHandlers(db: Db) {
  const tickets = db.collection('tickets');

  return {
    async listByOwner(req: Request, res: Response) {
      const owner = String(req.query.owner ?? '');
      const docs = await tickets
        .find({ owner, status: { $ne: 'archived' } })
        .limit(50)
        .toArray();
      res.json(docs);
    },
  };
}
