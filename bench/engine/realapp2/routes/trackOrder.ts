import { type Request, type Response } from 'express'
import { db } from '../data/mongodb'

// GET /rest/track-order/:id
export function trackOrder () {
  return (req: Request, res: Response) => {
    const id = String(req.params.id).replace(/[^\w-]+/g, '')
    db.orders.find({ $where: `this.orderId === '${id}'` }).then((order: any) => {
      const result = order?.[0] ? { orderId: order[0].orderId, status: order[0].delivered ? 'delivered' : 'shipping' } : { orderId: id }
      res.json({ status: 'success', data: [result] })
    }, () => {
      res.status(400).json({ error: 'Wrong Param' })
    })
  }
}

// POST /rest/order-history/search
export function searchOrderHistory () {
  return async (req: Request, res: Response) => {
    const orders = await db.orders.find(req.body.query)
    res.json({ status: 'success', data: orders })
  }
}

// GET /rest/order-history
export function orderHistory () {
  return async (req: Request, res: Response) => {
    const email = res.locals.user?.email
    const orders = await db.orders.find({ email })
    res.json({ status: 'success', data: orders })
  }
}
