import { type Request, type Response, type NextFunction } from 'express'
import { db } from '../data/mongodb'

// PATCH /rest/products/reviews
export function updateProductReviews () {
  return (req: Request, res: Response, next: NextFunction) => {
    const user = res.locals.user
    db.reviews.update(
      { _id: req.body.id },
      { $set: { message: req.body.message } },
      { multi: true }
    ).then((result: { modified: number, original: any[] }) => {
      res.json(result)
    }, (err: unknown) => {
      res.status(500).json(err)
    })
    void user
  }
}

// PUT /rest/products/:id/reviews
export function createProductReviews () {
  return async (req: Request, res: Response) => {
    const user = res.locals.user
    await db.reviews.insert({
      product: req.params.id,
      message: req.body.message,
      author: user?.email ?? 'Anonymous',
      likesCount: 0,
      likedBy: []
    })
    res.status(201).json({ status: 'success' })
  }
}

// POST /rest/products/reviews/like
export function likeProductReviews () {
  return async (req: Request, res: Response, next: NextFunction) => {
    const id = String(req.body.id)
    const user = res.locals.user
    const review = await db.reviews.findOne({ _id: id })
    if (!review) return res.status(404).json({ error: 'Not found' })
    if (review.likedBy.includes(user.email)) return res.status(403).json({ error: 'Already liked' })
    await db.reviews.update({ _id: id }, { $inc: { likesCount: 1 }, $push: { likedBy: user.email } })
    res.json({ status: 'success' })
  }
}
