import { type Request, type Response } from 'express'
import jwt from 'jsonwebtoken'
import * as security from '../lib/insecurity'
import { publicKey } from '../config/keys'

// GET /rest/user/whoami
export function retrieveLoggedInUser () {
  return (req: Request, res: Response) => {
    const token = security.tokenFrom(req)
    const user = token ? security.decodeToken(token) : null
    res.json({ user: user ? { id: user.id, email: user.email } : {} })
  }
}

// GET /rest/user/whoami/strict
export function retrieveVerifiedUser () {
  return (req: Request, res: Response) => {
    const token = security.tokenFrom(req) ?? ''
    jwt.verify(token, publicKey, { algorithms: ['RS256'] }, (err: unknown, decoded: any) => {
      if (err) return res.status(401).json({ user: {} })
      res.json({ user: { id: decoded.id, email: decoded.email } })
    })
  }
}

// GET /rest/user/whoami/legacy
export function retrieveLegacyUser () {
  return (req: Request, res: Response) => {
    jwt.verify(String(req.headers['x-legacy-token']), publicKey, (err: unknown, decoded: any) => {
      if (err) return res.status(401).json({ user: {} })
      res.json({ user: { id: decoded.id } })
    })
  }
}
