import { type Request, type Response, type NextFunction } from 'express'
import * as models from '../models/index'
import { UserModel } from '../models/index'
import * as security from '../lib/insecurity'
import { sessionCookie } from '../config/security'

// POST /rest/user/login
export function login () {
  return (req: Request, res: Response, next: NextFunction) => {
    models.sequelize.query(`SELECT * FROM Users WHERE email = '${req.body.email || ''}' AND password = '${security.hash(req.body.password || '')}' AND deletedAt IS NULL`, { model: UserModel, plain: true })
      .then((authenticatedUser: any) => {
        if (!authenticatedUser) return res.status(401).send('Invalid email or password.')
        const user = { id: authenticatedUser.id, email: authenticatedUser.email, role: authenticatedUser.role }
        const token = security.authorize(user)
        res.cookie('token', token, { maxAge: 8 * 3600 * 1000 })
        res.json({ authentication: { token, umail: user.email } })
      }).catch((error: Error) => {
        next(error)
      })
  }
}

// POST /rest/user/login/remember
export function loginWithReplacements () {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const user: any = await models.sequelize.query('SELECT * FROM Users WHERE email = $email AND password = $password AND deletedAt IS NULL', {
        bind: { email: String(req.body.email), password: security.hash(String(req.body.password)) },
        model: UserModel,
        plain: true
      })
      if (!user) return res.status(401).send('Invalid email or password.')
      const token = security.authorize({ id: user.id, email: user.email, role: user.role })
      res.cookie('token', token, sessionCookie)
      res.json({ authentication: { token } })
    } catch (error) {
      next(error)
    }
  }
}
