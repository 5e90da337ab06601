import { type Request, type Response, type NextFunction } from 'express';
import * as db from '../lib/db';

module.exports = function productReviews () {
  return (req: Request, res: Response, next: NextFunction) => {
    const id = req.params.id;
    // ruleid: js-code-injection, js-nosql-injection
    db.reviewsCollection.find({ $where: 'this.product == ' + id }).then((reviews: any[]) => {
      res.json({ status: 'success', data: reviews });
    }, () => res.status(400).json({ error: 'Wrong Params' }));
  };
};

module.exports.byProduct = function reviewsByProduct () {
  return (req: Request, res: Response) => {
    const product = Number(req.params.id);
    // ok: js-code-injection, js-nosql-injection
    db.reviewsCollection.find({ $where: 'this.product == ' + product }).then((reviews: any[]) => res.json({ data: reviews }));
  };
};

module.exports.update = function updateProductReviews () {
  return (req: Request, res: Response, next: NextFunction) => {
    // ruleid: js-nosql-injection
    db.reviewsCollection.update({ _id: req.body.id }, { $set: { message: req.body.message } }, { multi: true })
      .then((result: { modified: number }) => res.json({ modified: result.modified }))
      .catch((err: unknown) => res.status(500).json(err));
  };
};

module.exports.like = function likeProductReview () {
  return (req: Request, res: Response) => {
    const id = String(req.body.id);
    // ok: js-nosql-injection
    db.reviewsCollection.update({ _id: id }, { $inc: { likesCount: 1 } }).then(() => res.json({ status: 'ok' }));
  };
};
