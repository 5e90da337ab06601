import { Request, Response } from 'express';
import { Product } from '../models/product';

class ProductService {
  async find(filter: Record<string, unknown>, page: number) {
    return Product.find(filter).skip(page * 20).limit(20).exec();
  }
}

const service = new ProductService();
const FILTERABLE = ['category', 'brand', 'color'];

export async function listProducts(req: Request, res: Response) {
  const raw = req.query.filter ? JSON.parse(String(req.query.filter)) : {};
  const filter: Record<string, string> = {};
  for (const key of FILTERABLE) {
    if (typeof raw[key] === 'string') filter[key] = raw[key];
  }
  const page = Number(req.query.page) || 0;
  const products = await service.find(filter, page);
  res.json(products);
}
