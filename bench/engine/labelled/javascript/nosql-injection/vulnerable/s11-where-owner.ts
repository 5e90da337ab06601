import { Request, Response } from 'express';
import { MongoClient } from 'mongodb';

const client = new MongoClient(process.env.MONGO_URL as string);

export async function documentsByOwner(req: Request, res: Response) {
  const owner = req.query.owner as string;
  const minSize = Number(req.query.minSize) || 0;
  const docs = await client
    .db('files')
    .collection('documents')
    .find({ $where: `this.owner === '${owner}' && this.size >= ${minSize}` })
    .limit(50)
    .toArray();
  res.json(docs.map((d) => ({ id: d._id, name: d.name })));
}
