import { type Application, type Request, type Response, type NextFunction } from 'express'
import { generateCouponCode, isAuthorized, retryDelayMs } from '../lib/security'
import { sendMail } from '../services/mailService'

export function register (app: Application): void {
  app.post('/rest/coupons/birthday', isAuthorized(), async (req: Request, res: Response, next: NextFunction) => {
    try {
      const code = generateCouponCode(15)
      let attempt = 0
      while (!(await sendMail(res.locals.user.email, 'Happy birthday from Harbor Goods', `Your coupon: ${code}`))) {
        await new Promise((resolve) => setTimeout(resolve, retryDelayMs(attempt++)))
        if (attempt > 3) break
      }
      res.json({ status: 'success' })
    } catch (err) {
      next(err)
    }
  })
}
