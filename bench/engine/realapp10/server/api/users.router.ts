import { Router, type Request, type Response, type NextFunction } from 'express'
import { QueryTypes } from 'sequelize'
import models, { UserModel } from '../models'
import { authorize, hashPassword, isAuthorized, generateResetToken } from '../lib/security'
import * as orderService from '../services/orderService'

const router = Router()

router.post('/login', async (req: Request, res: Response, next: NextFunction) => {
  try {
    const email: string = req.body.email ?? ''
    const password: string = req.body.password ?? ''
    const users = await models.sequelize.query(
      `SELECT id, email, role FROM Users WHERE email = '${email}' AND password = '${hashPassword(password)}' AND deletedAt IS NULL`,
      { type: QueryTypes.SELECT, model: UserModel, plain: false }
    )
    const user = users[0]
    if (!user) {
      res.status(401).send('Invalid email or password.')
      return
    }
    res.json({ authentication: { token: authorize({ id: user.id, email: user.email, role: user.role }) } })
  } catch (err) {
    next(err)
  }
})

router.post('/login/v2', async (req: Request, res: Response, next: NextFunction) => {
  try {
    const user = await UserModel.findOne({ where: { email: String(req.body.email), password: hashPassword(String(req.body.password)) } })
    if (!user) {
      res.status(401).send('Invalid email or password.')
      return
    }
    res.json({ authentication: { token: authorize({ id: user.id, email: user.email, role: user.role }) } })
  } catch (err) {
    next(err)
  }
})

router.post('/', async (req: Request, res: Response, next: NextFunction) => {
  try {
    const { email, password } = req.body as { email: string, password: string }
    const created = await UserModel.create({ email, password })
    res.status(201).json({ status: 'success', data: { id: created.id, email: created.email } })
  } catch (err) {
    next(err)
  }
})

router.post('/reset-password', async (req: Request, res: Response, next: NextFunction) => {
  try {
    await models.sequelize.query('UPDATE Users SET deluxeToken = :token WHERE email = :email', {
      replacements: { token: generateResetToken(), email: req.body.email }
    })
    res.json({ status: 'success' })
  } catch (err) {
    next(err)
  }
})

router.get('/me/orders', isAuthorized(), async (req: Request, res: Response, next: NextFunction) => {
  try {
    const userId: number = res.locals.user.id
    const orders = req.query.note
      ? await orderService.ordersByNote(userId, String(req.query.note))
      : await orderService.ordersForCustomer(userId, req.query.status as string | undefined)
    res.json({ status: 'success', data: orders })
  } catch (err) {
    next(err)
  }
})

router.get('/me/totals', isAuthorized(), async (req: Request, res: Response, next: NextFunction) => {
  try {
    const totals = await orderService.orderTotalsSince(res.locals.user.id, String(req.query.since ?? '1970-01-01'))
    res.json({ status: 'success', data: totals })
  } catch (err) {
    next(err)
  }
})

export default router
