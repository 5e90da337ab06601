import { type Application, type Request, type Response, type NextFunction } from 'express'
import { reviewsCollection } from '../data/mongodb'
import { isAuthorized } from '../lib/security'

export function showProductReviews () {
  return (req: Request, res: Response, next: NextFunction) => {
    const id = req.params.id
    reviewsCollection.find({ $where: 'this.product == ' + id }).then((reviews: any[]) => {
      res.json({ status: 'success', data: reviews })
    }, next)
  }
}

export function showProductReviewsByNumber () {
  return (req: Request, res: Response, next: NextFunction) => {
    const productId = Number.parseInt(req.params.id, 10)
    reviewsCollection.find({ product: productId }).then((reviews: any[]) => {
      res.json({ status: 'success', data: reviews })
    }, next)
  }
}

export function updateProductReview () {
  return (req: Request, res: Response, next: NextFunction) => {
    const user = res.locals.user
    reviewsCollection.update(
      { _id: req.body.id },
      { $set: { message: req.body.message } },
      { multi: true }
    ).then((result: { modified: number }) => {
      res.json({ modified: result.modified, author: user.email })
    }, next)
  }
}

export function likeProductReview () {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const reviewId = String(req.body.id)
      const user = res.locals.user
      await reviewsCollection.update({ _id: reviewId }, { $addToSet: { likedBy: user.email } })
      res.json({ status: 'success' })
    } catch (error) {
      next(error)
    }
  }
}

export function register (app: Application): void {
  app.get('/rest/products/:id/reviews', showProductReviews())
  app.get('/rest/v2/products/:id/reviews', showProductReviewsByNumber())
  app.patch('/rest/products/reviews', isAuthorized(), updateProductReview())
  app.post('/rest/products/reviews/like', isAuthorized(), likeProductReview())
}
