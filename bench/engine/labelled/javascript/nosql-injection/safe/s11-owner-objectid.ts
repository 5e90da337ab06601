import { Request, Response } from 'express';
import { MongoClient, ObjectId } from 'mongodb';

const client = new MongoClient(process.env.MONGO_URL as string);

export async function documentsByOwner(req: Request, res: Response) {
  const ownerId = String(req.query.owner ?? '');
  if (!ObjectId.isValid(ownerId)) {
    return res.status(400).json({ error: 'bad owner id' });
  }
  const minSize = Number(req.query.minSize) || 0;
  const docs = await client
    .db('files')
    .collection('documents')
    .find({ ownerId: new ObjectId(ownerId), size: { $gte: minSize } })
    .limit(50)
    .toArray();
  res.json(docs.map((d) => ({ id: d._id, name: d.name })));
}
