import { Request, Response } from 'express';
import { Product } from '../models/product';

class ProductService {
  async find(filter: Record<string, unknown>, page: number) {
    return Product.find(filter).skip(page * 20).limit(20).exec();
  }
}

const service = new ProductService();

export async function listProducts(req: Request, res: Response) {
  const filter = req.query.filter ? JSON.parse(String(req.query.filter)) : {};
  const page = Number(req.query.page) || 0;
  const products = await service.find(filter, page);
  res.json(products);
}
