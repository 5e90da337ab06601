import { Request, Response } from 'express';
import { loadInventory } from '../services/inventory';

type Item = { sku: string; qty: number; price: number };

function compilePredicate(source: string): (item: Item) => boolean {
  return new Function('item', `return (${source});`) as (item: Item) => boolean;
}

export async function filterInventory(req: Request, res: Response) {
  const where = String(req.query.where ?? 'true');
  const items: Item[] = await loadInventory();
  const predicate = compilePredicate(where);
  res.json(items.filter(predicate));
}
