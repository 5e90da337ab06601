import { type Request, type Response, type NextFunction } from 'express'
import { DataTypes } from 'sequelize'
import { sequelize } from '../models/index'

const FeedbackModel = sequelize.define('Feedback', {
  id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
  comment: DataTypes.STRING,
  rating: DataTypes.INTEGER,
  UserId: DataTypes.INTEGER
}, { tableName: 'Feedbacks' })

// POST /api/Feedbacks
export function createFeedback () {
  return async (req: Request, res: Response, next: NextFunction) => {
    const rating = Math.min(Math.max(Number(req.body.rating) || 1, 1), 5)
    const feedback = await FeedbackModel.create({ comment: req.body.comment, rating, UserId: res.locals.user?.id })
    res.status(201).json({ status: 'success', data: feedback })
  }
}

// GET /api/Feedbacks
export function listFeedback () {
  return async (req: Request, res: Response) => {
    const feedback = await FeedbackModel.findAll({ where: { rating: Number(req.query.rating) || 5 }, order: [['createdAt', 'DESC']] })
    res.type('application/json').send(JSON.stringify({ status: 'success', data: feedback, filter: req.query.rating }))
  }
}

// GET /feedback/thanks?name=
export function thanksPage () {
  return (req: Request, res: Response) => {
    const name = req.query.name ?? 'friend'
    res.send(`<!doctype html><h1>Thank you, ${name}!</h1><p>Your feedback helps us improve.</p>`)
  }
}

// GET /feedback/stars?rating=
export function starsBadge () {
  return (req: Request, res: Response) => {
    const stars = '★'.repeat(Math.min(Math.max(parseInt(String(req.query.rating), 10) || 0, 0), 5))
    res.send(`<span class="stars" title="${stars.length} of 5">${stars}</span>`)
  }
}
