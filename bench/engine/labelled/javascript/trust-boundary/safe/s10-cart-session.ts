import { Request, Response } from 'express';
import { catalog } from '../services/catalog';

interface CartLine {
  sku: string;
  qty: number;
  price: number;
}

export async function addToCart(req: Request, res: Response) {
  const product = await catalog.findBySku(String(req.body.sku));
  if (!product) {
    return res.status(404).json({ error: 'unknown product' });
  }
  const qty = Math.max(1, Math.min(99, Number.parseInt(req.body.qty, 10) || 1));
  const line: CartLine = { sku: product.sku, qty, price: product.price };
  const session = req.session as unknown as { cart?: CartLine[] };
  session.cart = [...(session.cart ?? []), line];
  res.status(201).json({ items: session.cart.length });
}
