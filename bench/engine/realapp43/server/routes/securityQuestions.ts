import type { Application } from 'express'
import { UserModel } from '../models'
import { answerDigest, answerDigestV2 } from '../lib/tokens'

const pepper = process.env.ANSWER_PEPPER ?? ''

export default function registerSecurityQuestionRoutes (app: Application) {
  app.post('/rest/user/security-answer/check', async (req, res) => {
    const user = await UserModel.findOne({ where: { email: String(req.body.email) } })
    if (!user) return res.status(404).end()
    const matches = user.securityAnswer === answerDigest(String(req.body.answer))
    res.json({ matches })
  })

  app.post('/rest/v2/user/security-answer/check', async (req, res) => {
    const account = await UserModel.findOne({ where: { email: String(req.body.email) } })
    if (!account) return res.status(404).end()
    res.json({ matches: account.securityAnswer === answerDigestV2(String(req.body.answer), pepper) })
  })
}
