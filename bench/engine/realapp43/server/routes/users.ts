import type { Application } from 'express'
import { QueryTypes } from 'sequelize'
import { sequelize, UserModel } from '../models'
import { hashPassword, issueToken, requireLogin } from '../lib/auth'

export default function registerUserRoutes (app: Application) {
  app.post('/rest/user/login', async (req, res, next) => {
    try {
      const { email, password } = req.body
      const user: any = await sequelize.query(
        `SELECT id, email, role FROM Users WHERE email = '${email}' AND password = '${hashPassword(password)}' AND deletedAt IS NULL`,
        { type: QueryTypes.SELECT, plain: true }
      )
      if (!user) return res.status(401).send('Invalid email or password.')
      const token = issueToken({ id: user.id, email: user.email, role: user.role })
      res.cookie('token', token)
      res.json({ authentication: { token, email: user.email } })
    } catch (err) {
      next(err)
    }
  })

  app.post('/rest/v2/user/login', async (req, res, next) => {
    try {
      const user = await UserModel.findOne({ where: { email: String(req.body.email), password: hashPassword(String(req.body.password)) } })
      if (!user) return res.status(401).send('Invalid email or password.')
      const token = issueToken({ id: user.id, email: user.email, role: user.role })
      res.cookie('token', token, { httpOnly: true, secure: true, sameSite: 'strict' })
      res.json({ authentication: { token, email: user.email } })
    } catch (err) {
      next(err)
    }
  })

  app.get('/rest/user/whoami', requireLogin, async (req, res) => {
    const user = await UserModel.findByPk(req.user!.id, { attributes: ['id', 'email', 'role', 'profileImage'] })
    res.json({ user })
  })

  app.get('/rest/user/lookup', requireLogin, async (req, res) => {
    const rows = await sequelize.query('SELECT id, email FROM Users WHERE email LIKE :email', {
      replacements: { email: `${req.query.email}%` },
      type: QueryTypes.SELECT
    })
    res.json(rows)
  })

  app.get('/rest/user/by-role', requireLogin, async (req, res) => {
    const rows = await sequelize.query(`SELECT id, email FROM Users WHERE role = "${req.query.role}"`, { type: QueryTypes.SELECT })
    res.json(rows)
  })
}
