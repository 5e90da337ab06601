import { serialize } from 'node-serialize';
import type { Request, Response } from 'express';

export const saveCart = async (req: Request, res: Response) => {
  const cart = { items: [{ sku: String(req.body.sku), qty: Number(req.body.qty) || 1 }] };
  res.cookie('cart', encodeURIComponent(serialize(cart)), { httpOnly: true, secure: true });
  res.json(cart);
};
