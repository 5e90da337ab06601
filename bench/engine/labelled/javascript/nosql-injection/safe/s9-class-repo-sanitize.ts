import type { Request, Response } from 'express';
import sanitize from 'mongo-sanitize';
import { Collection, Document } from 'mongodb';

class OrderRepository {
  constructor(private readonly orders: Collection<Document>) {}

  byCustomer(customer: unknown) {
    return this.orders.find({ customer }).toArray();
  }
}

export class OrdersController {
  constructor(private readonly repo: OrderRepository) {}

  list = async (req: Request, res: Response) => {
    res.json(await this.repo.byCustomer(sanitize(req.body.customer)));
  };
}
