import type { Application } from 'express'
import crypto from 'crypto'
import { requireLogin } from '../lib/auth'

interface BasketItem { productId: number, quantity: number }
const baskets = new Map<string, { items: BasketItem[], preferences: Record<string, any> }>()

function mergeDeep (target: Record<string, any>, source: Record<string, any>) {
  for (const key of Object.keys(source)) {
    if (source[key] && typeof source[key] === 'object') {
      if (!target[key]) target[key] = {}
      mergeDeep(target[key], source[key])
    } else {
      target[key] = source[key]
    }
  }
  return target
}

export default function registerBasketRoutes (app: Application) {
  app.post('/rest/basket', (req, res) => {
    const basketId = crypto.randomUUID()
    baskets.set(basketId, { items: [], preferences: {} })
    res.cookie('basket', basketId, { httpOnly: true, secure: true, sameSite: 'lax', maxAge: 7 * 24 * 3600 * 1000 })
    res.status(201).json({ basketId })
  })

  app.post('/rest/basket/guest', (req, res) => {
    const basketId = String(Date.now())
    baskets.set(basketId, { items: [], preferences: {} })
    res.cookie('guestBasket', basketId, { httpOnly: false, secure: false })
    res.status(201).json({ basketId })
  })

  app.put('/rest/basket/preferences', requireLogin, (req, res) => {
    const basket = baskets.get(String(req.cookies.basket))
    if (!basket) return res.status(404).end()
    mergeDeep(basket.preferences, req.body)
    res.json(basket.preferences)
  })

  app.post('/rest/basket/items', (req, res) => {
    const basket = baskets.get(String(req.cookies.basket))
    if (!basket) return res.status(404).end()
    basket.items.push({ productId: Number(req.body.productId), quantity: Math.max(1, Number(req.body.quantity) || 1) })
    res.status(201).json(basket.items)
  })
}
