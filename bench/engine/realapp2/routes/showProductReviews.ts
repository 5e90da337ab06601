import { type Request, type Response, type NextFunction } from 'express'
import { db } from '../data/mongodb'

const sleep = async (ms: number) => await new Promise((resolve) => setTimeout(resolve, ms))

// GET /rest/products/:id/reviews
export function showProductReviews () {
  return (req: Request, res: Response, next: NextFunction) => {
    const id = req.params.id
    const started = Date.now()
    db.reviews.find({ $where: 'this.product == ' + id }).then((reviews: any[]) => {
      const elapsed = Date.now() - started
      const user = res.locals.user
      for (const review of reviews) {
        review.liked = user ? review.likedBy?.includes(user.email) : false
      }
      res.json({ status: 'success', data: reviews, elapsed })
    }, () => {
      res.status(400).json({ error: 'Wrong Params' })
    })
  }
}

// GET /rest/products/:id/reviews/top
export function topReviews () {
  return async (req: Request, res: Response) => {
    await sleep(5)
    const product = Number(req.params.id)
    const reviews = await db.reviews.find({ $where: `this.product == ${product} && this.likesCount > 2` })
    res.json({ status: 'success', data: reviews })
  }
}
