import { Request, Response } from 'express';

interface CartLine {
  sku: string;
  qty: number;
  price: number;
}

export function addToCart(req: Request, res: Response) {
  const line: CartLine = {
    sku: req.body.sku,
    qty: Number(req.body.qty) || 1,
    price: req.body.price,
  };
  const session = req.session as unknown as { cart?: CartLine[] };
  session.cart = [...(session.cart ?? []), line];
  res.status(201).json({ items: session.cart.length });
}
