import { type Request, type Response } from 'express';
import * as db from '../lib/mongo';

export function showProductReviews () {
  return (req: Request, res: Response) => {
    const id = req.params.id;
    // ruleid: js-code-injection, js-nosql-injection
    db.reviewsCollection.find({ $where: 'this.product == ' + id }).then((reviews: any) => res.json({ data: reviews }));
  };
}

export function safeProductReviews () {
  return (req: Request, res: Response) => {
    const id = Number(req.params.id);
    // ok: js-code-injection, js-nosql-injection
    db.reviewsCollection.find({ $where: 'this.product == ' + id }).then((reviews: any) => res.json({ data: reviews }));
  };
}

export function updateProductReviews () {
  return (req: Request, res: Response) => {
    // ruleid: js-nosql-injection
    db.reviewsCollection.update({ _id: req.body.id }, { $set: { message: req.body.message } }, { multi: true })
      .then((result: any) => res.json(result));
  };
}
