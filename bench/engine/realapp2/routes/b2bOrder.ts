import vm from 'vm'
import { type Request, type Response, type NextFunction } from 'express'
import * as security from '../lib/insecurity'
const safeEval = require('notevil')

function dummyOrderNumber () {
  return 'b2b-' + security.resetToken().slice(0, 12)
}

// POST /b2b/v2/orders  { cid, orderLinesData }
export function b2bOrder () {
  return ({ body }: Request, res: Response, next: NextFunction) => {
    const orderLinesData = body.orderLinesData || ''
    try {
      const sandbox = { safeEval, orderLinesData }
      vm.createContext(sandbox)
      vm.runInContext('safeEval(orderLinesData)', sandbox, { timeout: 2000 })
      res.json({ cid: body.cid, orderNo: dummyOrderNumber(), paymentDue: new Date(Date.now() + 14 * 864e5) })
    } catch (err: any) {
      if (err.message?.match(/Script execution timed out.*/) != null) {
        res.status(503).json({ error: 'Sorry, we are temporarily not available! Please try again later.' })
      } else {
        next(err)
      }
    }
  }
}

// POST /b2b/v2/quote  { formula }
export function b2bQuote () {
  return (req: Request, res: Response) => {
    const context = vm.createContext({ qty: Number(req.body.qty) || 1, unit: 12.5 })
    const total = vm.runInContext(req.body.formula, context, { timeout: 500 })
    res.json({ total })
  }
}

// POST /b2b/v2/discount  { tier }
export function b2bDiscount () {
  return (req: Request, res: Response) => {
    const tiers: Record<string, string> = { bronze: 'qty * 0.02', silver: 'qty * 0.05', gold: 'qty * 0.1' }
    const formula = tiers[String(req.body.tier)] ?? '0'
    const discount = vm.runInNewContext(formula, { qty: Number(req.body.qty) || 0 })
    res.json({ discount })
  }
}

// POST /b2b/v2/shipping  { expression }
export function b2bShipping () {
  return (req: Request, res: Response) => {
    const cost = safeEval(String(req.body.expression))
    res.json({ cost })
  }
}
