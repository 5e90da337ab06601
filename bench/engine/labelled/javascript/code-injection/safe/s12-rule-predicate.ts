import { Request, Response } from 'express';
import { listOrders } from '../services/orders';

type Order = { status: string; total: number };

// The predicate body is fixed; only its arguments come from the request.
const matches = new Function('order', 'status', 'minTotal', 'return order.status === status && order.total >= minTotal;') as (
  o: Order,
  status: string,
  minTotal: number,
) => boolean;

export async function filterOrders(req: Request, res: Response) {
  const status = String(req.query.status ?? 'paid');
  const minTotal = Number(req.query.minTotal) || 0;
  const orders: Order[] = await listOrders();
  res.json(orders.filter((o) => matches(o, status, minTotal)));
}
