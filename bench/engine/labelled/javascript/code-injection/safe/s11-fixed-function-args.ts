import { Request, Response } from 'express';
import { loadInventory } from '../services/inventory';

type Item = { sku: string; qty: number; price: number };

const belowThreshold = new Function('item', 'limit', 'return item.qty < limit;') as (
  item: Item,
  limit: number,
) => boolean;

export async function lowStock(req: Request, res: Response) {
  const limit = Number(req.query.limit ?? 5);
  const items: Item[] = await loadInventory();
  res.json(items.filter((item) => belowThreshold(item, limit)));
}
