import vm from 'vm'
import { type Request, type Response, type NextFunction } from 'express'
import { OrderModel } from '../models'
import { HttpError } from '../lib/errors'

interface OrderLine { productId: number, quantity: number, price: number }

/*
 * Partners send `orderLinesData` as a JavaScript array literal (their ERP exports it that way),
 * optionally with quantity formulas such as "12 * 4".
 */
export function createB2bOrder () {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const orderLinesData: string = req.body.orderLinesData ?? '[]'
      const sandbox = { orderLines: [] as OrderLine[] }
      vm.createContext(sandbox)
      vm.runInContext('orderLines = ' + orderLinesData, sandbox, { timeout: 2000 })

      const total = vm.runInNewContext('orderLines.reduce((sum, l) => sum + l.quantity * l.price, 0)', { orderLines: sandbox.orderLines })
      const order = await OrderModel.create({
        orderNumber: `B2B-${Date.now()}`,
        UserId: res.locals.user.id,
        total,
        status: 'placed',
        shippingNote: String(req.body.cid ?? '')
      })
      res.json({ cid: req.body.cid, orderNo: order.orderNumber, paymentDue: dueDate() })
    } catch (err) {
      next(err)
    }
  }
}

/* The v3 endpoint takes plain JSON. */
export function createB2bOrderFromJson () {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const orderLines = JSON.parse(String(req.body.orderLinesJson ?? '[]')) as OrderLine[]
      if (!Array.isArray(orderLines)) throw new HttpError(400, 'orderLinesJson must be an array')
      const total = orderLines.reduce((sum, l) => sum + Number(l.quantity) * Number(l.price), 0)
      res.json({ cid: req.body.cid, total, paymentDue: dueDate() })
    } catch (err) {
      next(err)
    }
  }
}

function dueDate (): string {
  const due = new Date()
  due.setDate(due.getDate() + 14)
  return due.toISOString().substring(0, 10)
}

export function register (app: import('express').Application): void {
  // v2 is wired in app.ts with the partner middleware chain; v3 only needs the loader
  app.post('/b2b/v3/orders', createB2bOrderFromJson())
}
