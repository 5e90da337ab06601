import type { Application } from 'express'
import { Op } from 'sequelize'
import { UserModel } from '../models'
import { resetToken, legacyResetToken } from '../lib/tokens'
import { hashPasswordSecurely, peekClaims } from '../lib/auth'

export default function registerPasswordResetRoutes (app: Application) {
  app.post('/rest/user/reset-password/request', async (req, res) => {
    const user = await UserModel.findOne({ where: { email: String(req.body.email) } })
    if (user) {
      user.resetToken = resetToken()
      user.resetExpires = new Date(Date.now() + 30 * 60 * 1000)
      await user.save()
    }
    res.json({ message: 'If that address is registered you will receive an email shortly.' })
  })

  app.post('/rest/v1/user/reset-password/request', async (req, res) => {
    const user = await UserModel.findOne({ where: { email: String(req.body.email) } })
    if (user) {
      user.resetToken = legacyResetToken()
      await user.save()
    }
    res.json({ message: 'If that address is registered you will receive an email shortly.' })
  })

  app.post('/rest/user/reset-password', async (req, res) => {
    const user = await UserModel.findOne({
      where: { resetToken: String(req.body.token), resetExpires: { [Op.gt]: new Date() } }
    })
    if (!user) return res.status(400).json({ error: 'Reset link is invalid or has expired.' })
    user.password = hashPasswordSecurely(String(req.body.newPassword), String(user.id))
    user.resetToken = null
    await user.save()
    res.status(204).end()
  })

  app.post('/rest/user/reset-password/legacy', async (req, res) => {
    const claims = peekClaims(String(req.body.token))
    if (!claims?.email) return res.status(400).end()
    await UserModel.update({ password: hashPasswordSecurely(String(req.body.newPassword), 'legacy') }, { where: { email: claims.email } })
    res.status(204).end()
  })
}
