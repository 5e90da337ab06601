import sanitizeHtml from 'sanitize-html'
import type { Application } from 'express'
import { requireLogin, requireRole } from '../lib/auth'
import { couponCode } from '../lib/tokens'

interface Coupon { code: string, description: string, discount: number }
const coupons: Coupon[] = []

export default function registerCouponRoutes (app: Application) {
  app.post('/rest/coupons', requireLogin, requireRole('admin'), (req, res) => {
    const coupon = {
      code: couponCode(),
      description: sanitizeHtml(String(req.body.description), { allowedTags: ['b', 'i', 'em', 'strong'] }),
      discount: Math.min(Number(req.body.discount) || 0, 50)
    }
    coupons.push(coupon)
    res.status(201).json(coupon)
  })

  app.get('/rest/coupons/:code', (req, res) => {
    const coupon = coupons.find((c) => c.code === req.params.code)
    if (!coupon) {
      return res.status(404).send(`<p>Coupon <b>${req.params.code}</b> is not valid.</p>`)
    }
    res.send(`<div class="coupon"><h3>${coupon.code}</h3><p>${coupon.description}</p></div>`)
  })

  app.get('/rest/coupons/:code/preview', (req, res) => {
    const safeCode = sanitizeHtml(req.params.code, { allowedTags: [], allowedAttributes: {} })
    res.send(`<p>Coupon <b>${safeCode}</b> is not valid.</p>`)
  })
}
