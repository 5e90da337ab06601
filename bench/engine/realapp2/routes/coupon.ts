import { type Request, type Response, type NextFunction } from 'express'
import { BasketModel } from '../models/index'
import * as security from '../lib/insecurity'
import { jitter } from '../lib/utils'

// POST /rest/basket/:id/coupon/new  (staff only)
export function issueCoupon () {
  return async (req: Request, res: Response, next: NextFunction) => {
    const percent = Math.min(Math.max(Number(req.body.percent) || 10, 5), 40)
    const code = security.couponCode(percent)
    res.json({ code })
  }
}

// PUT /rest/basket/:id/coupon/:coupon
export function applyCoupon () {
  return async (req: Request, res: Response, next: NextFunction) => {
    const basket = await BasketModel.findByPk(Number(req.params.id))
    if (!basket) return next(new Error('Basket with id=' + req.params.id + ' does not exist.'))
    const coupon = decodeURIComponent(req.params.coupon)
    await basket.update({ coupon })
    setTimeout(() => res.json({ discount: coupon.startsWith('TIDE') ? parseInt(coupon.slice(4), 10) : 0 }), jitter(50))
  }
}

// POST /rest/referral
export function referralCode () {
  return (req: Request, res: Response) => {
    const code = 'REF-' + Math.random().toString(36).slice(2, 8) + Date.now().toString(36)
    res.json({ code, expires: Date.now() + 7 * 864e5 })
  }
}
