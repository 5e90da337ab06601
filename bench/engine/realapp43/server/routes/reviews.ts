import type { Application } from 'express'
import { ObjectId } from 'mongodb'
import { reviewsCollection, wishlistCollection } from '../data/mongo'
import { requireLogin } from '../lib/auth'

export default function registerReviewRoutes (app: Application) {
  app.get('/rest/products/:id/reviews', async (req, res) => {
    const reviews = await reviewsCollection()
    const rows = await reviews.find({ $where: 'this.product == ' + req.params.id }).toArray()
    res.json({ status: 'success', data: rows })
  })

  app.get('/rest/v2/products/:id/reviews', async (req, res) => {
    const reviews = await reviewsCollection()
    const rows = await reviews.find({ product: Number(req.params.id) }).toArray()
    res.json({ status: 'success', data: rows })
  })

  app.get('/rest/reviews/by-author', async (req, res) => {
    const reviews = await reviewsCollection()
    res.json(await reviews.find({ author: req.query.author }).toArray())
  })

  app.get('/rest/v2/reviews/by-author', async (req, res) => {
    const reviews = await reviewsCollection()
    res.json(await reviews.find({ author: String(req.query.author) }).toArray())
  })

  app.patch('/rest/products/reviews', requireLogin, async (req, res) => {
    const reviews = await reviewsCollection()
    const result = await reviews.updateMany({ _id: req.body.id }, { $set: { message: req.body.message } })
    res.json({ modified: result.modifiedCount })
  })

  app.patch('/rest/v2/products/reviews', requireLogin, async (req, res) => {
    const reviews = await reviewsCollection()
    const result = await reviews.updateOne(
      { _id: new ObjectId(String(req.body.id)), author: req.user!.email },
      { $set: { message: String(req.body.message) } }
    )
    res.json({ modified: result.modifiedCount })
  })

  app.post('/rest/products/reviews/like', requireLogin, async (req, res) => {
    const reviews = await reviewsCollection()
    const review = await reviews.findOne({ _id: req.body.id })
    if (!review) return res.status(404).end()
    await reviews.updateOne({ _id: review._id }, { $addToSet: { likedBy: req.user!.email } })
    res.json({ likes: (review.likedBy?.length ?? 0) + 1 })
  })

  app.get('/rest/wishlist', requireLogin, async (req, res) => {
    const wishlists = await wishlistCollection()
    const list = await wishlists.findOne({ owner: req.user!.email, name: String(req.query.name ?? 'default') })
    res.json(list ?? { items: [] })
  })
}
