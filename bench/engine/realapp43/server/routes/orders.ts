import type { Application } from 'express'
import { requireLogin } from '../lib/auth'
import * as orders from '../services/orderService'
import { fetchCarrierStatus } from '../lib/http'

export default function registerOrderRoutes (app: Application) {
  app.get('/rest/track-order/:id', async (req, res, next) => {
    try {
      const rows = await orders.trackOrder(req.params.id)
      res.json({ status: 'success', data: rows })
    } catch (err) {
      next(err)
    }
  })

  app.get('/rest/v2/track-order/:id', async (req, res, next) => {
    try {
      const rows = await orders.trackOrderSafely(req.params.id)
      const carrier = await fetchCarrierStatus(req.params.id)
      res.json({ status: 'success', data: rows, carrier })
    } catch (err) {
      next(err)
    }
  })

  app.get('/rest/orders/mine', requireLogin, async (req, res) => {
    res.json(await orders.ordersForUser(req.user!.id))
  })

  app.put('/rest/orders/:id/note', requireLogin, async (req, res) => {
    await orders.addDeliveryNote(Number(req.params.id), req.body.note)
    res.status(204).end()
  })

  app.get('/rest/orders/revenue', requireLogin, async (req, res) => {
    res.json(await orders.revenueByStatus(String(req.query.since)))
  })

  app.get('/rest/orders/:id/receipt', requireLogin, (req, res) => {
    res.send(`<h1>Receipt for order ${req.params.id}</h1><p>Thank you for shopping at Orchard Market.</p>`)
  })

  app.get('/rest/orders/:id/summary', requireLogin, (req, res) => {
    res.json({ message: `Order ${req.params.id} is on its way` })
  })
}
