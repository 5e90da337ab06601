import { Request, Response } from 'express';
import { Db } from 'mongodb';

export function makeTicketHandlers(db: Db) {
  const tickets = db.collection('tickets');

  return {
    async listByOwner(req: Request, res: Response) {
      const owner = req.query.owner as string;
      const docs = await tickets
        .find({ $where: `this.owner === '${owner}' && this.status !== 'archived'` })
        .limit(50)
        .toArray();
      res.json(docs);
    },
  };
}
