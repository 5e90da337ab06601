import { type Request, type Response, type NextFunction } from 'express'
import { db } from '../data/mongodb'
import { UserModel } from '../models/index'
import { etagFor } from '../lib/utils'

// POST /rest/user/data-export
export function dataExport () {
  return async (req: Request, res: Response, next: NextFunction) => {
    const user = res.locals.user
    if (!user?.email) return next(new Error('Blocked illegal activity'))
    const record = await UserModel.findByPk(user.id)
    const reviews = await db.reviews.find({ author: user.email })
    const orders = await db.orders.find({ email: user.email })
    const body = JSON.stringify({ username: record?.username, email: user.email, reviews, orders }, null, 2)
    res.setHeader('ETag', etagFor(body))
    res.json({ userData: body })
  }
}
