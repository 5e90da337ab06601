import fs from 'fs'
import crypto from 'crypto'
import jwt from 'jsonwebtoken'
import type { NextFunction, Request, Response } from 'express'
import { jwtSecret, jwtPublicKeyPath } from '../config'

export interface SessionClaims {
  id: number
  email: string
  role: string
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request { user?: SessionClaims }
  }
}

const publicKey = fs.readFileSync(jwtPublicKeyPath, 'utf8')

export function issueToken (claims: SessionClaims) {
  return jwt.sign(claims, jwtSecret, { algorithm: 'HS256', expiresIn: '6h' })
}

export function verifyToken (token: string): SessionClaims {
  return jwt.verify(token, jwtSecret, { algorithms: ['HS256'] }) as SessionClaims
}

export function verifyPartnerToken (token: string) {
  return jwt.verify(token, publicKey, { algorithms: ['RS256'] }) as { partnerId: string }
}

export function peekClaims (token: string) {
  return jwt.decode(token, { json: true })
}

export function attachUser (req: Request, res: Response, next: NextFunction) {
  const header = req.headers.authorization ?? ''
  const token = header.startsWith('Bearer ') ? header.slice(7) : req.cookies?.token
  if (token) {
    try {
      req.user = verifyToken(token)
    } catch {
      req.user = undefined
    }
  }
  next()
}

export function requireLogin (req: Request, res: Response, next: NextFunction) {
  if (!req.user) return res.status(401).json({ error: 'Please log in first.' })
  next()
}

export function requireRole (role: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.user?.role !== role) return res.status(403).json({ error: 'Not allowed.' })
    next()
  }
}

export function hashPassword (password: string) {
  return crypto.createHash('md5').update(password).digest('hex')
}

export function hashPasswordSecurely (password: string, salt: string) {
  return crypto.scryptSync(password, salt, 64).toString('hex')
}
