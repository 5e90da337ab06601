import { type Application, type Request, type Response } from 'express'
import { ordersCollection } from '../data/mongodb'

export function register (app: Application): void {
  app.get('/rest/track-order/:id', (req: Request, res: Response) => {
    const id = req.params.id
    ordersCollection.find({ $where: `this.orderId === '${id}'` }).then((orders: any[]) => {
      res.json({ status: 'success', data: orders })
    }, () => {
      res.status(400).json({ error: 'Wrong parameter' })
    })
  })

  app.get('/rest/v2/track-order/:id', (req: Request, res: Response) => {
    const orderId = req.params.id.replace(/[^\w-]+/g, '')
    ordersCollection.find({ $where: `this.orderId === '${orderId}'` }).then((orders: any[]) => {
      res.json({ status: 'success', data: orders })
    }, () => {
      res.status(400).json({ error: 'Wrong parameter' })
    })
  })
}
