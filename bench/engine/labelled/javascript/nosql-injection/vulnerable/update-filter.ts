import type { Request, Response } from 'express';
import { Order } from '../models/order';

export default async (req: Request, res: Response) => {
  await Order.updateMany({ owner: req.body.owner }, { $set: { archived: true } });
  res.sendStatus(204);
};
