import { Request, Response } from 'express';
import { listOrders } from '../services/orders';

export async function filterOrders(req: Request, res: Response) {
  const expression = String(req.query.where ?? 'true');
  const predicate = new Function('order', `return (${expression});`) as (o: unknown) => boolean;
  const orders = await listOrders();
  res.json(orders.filter((o) => predicate(o)));
}
