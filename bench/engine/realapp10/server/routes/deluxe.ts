import jwt from 'jsonwebtoken'
import { type Application, type Request, type Response, type NextFunction } from 'express'
import { UserModel } from '../models'
import { tokenFromRequest, verifyLegacyToken, type TokenPayload } from '../lib/security'

/* Deluxe membership upgrade: the payment provider redirects back with the customer's token. */
export function upgradeToDeluxe () {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const claims = jwt.decode(String(req.body.token)) as TokenPayload | null
      if (!claims?.data?.id) {
        res.status(401).json({ error: 'Unauthorized' })
        return
      }
      await UserModel.update({ role: 'deluxe' }, { where: { id: claims.data.id } })
      res.json({ status: 'success', role: 'deluxe' })
    } catch (err) {
      next(err)
    }
  }
}

export function currentUser () {
  return (req: Request, res: Response) => {
    const token = tokenFromRequest(req)
    const payload = token ? verifyLegacyToken(token) : null
    res.json({ user: payload ? { id: payload.data.id, email: payload.data.email } : {} })
  }
}

export function register (app: Application): void {
  app.post('/rest/deluxe-membership', upgradeToDeluxe())
  app.get('/rest/user/whoami', currentUser())
}
