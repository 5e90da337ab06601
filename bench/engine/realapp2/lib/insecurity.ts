import crypto from 'crypto'
import jwt from 'jsonwebtoken'
import { type Request, type Response, type NextFunction } from 'express'
import { publicKey, hmacSecret } from '../config/keys'
import { tokenIssuer, tokenTtl } from '../config/security'

export interface TokenPayload {
  id: number
  email: string
  role: 'customer' | 'admin' | 'support'
}

export const hash = (password: string) => crypto.createHash('md5').update(password).digest('hex')

export const hmac = (data: string) => crypto.createHmac('sha256', hmacSecret).update(data).digest('hex')

export function authorize (user: TokenPayload) {
  return jwt.sign(user, hmacSecret, { expiresIn: tokenTtl, issuer: tokenIssuer })
}

export function decodeToken (token: string): TokenPayload | null {
  try {
    return jwt.verify(token, publicKey) as TokenPayload
  } catch {
    return null
  }
}

export function verifyToken (token: string): TokenPayload | null {
  try {
    return jwt.verify(token, hmacSecret, { algorithms: ['HS256'], issuer: tokenIssuer }) as TokenPayload
  } catch {
    return null
  }
}

export function tokenFrom (req: Request): string | undefined {
  const header = req.headers.authorization
  if (header?.startsWith('Bearer ')) return header.slice(7)
  return req.cookies?.token
}

export function isAuthorized () {
  return (req: Request, res: Response, next: NextFunction) => {
    const token = tokenFrom(req)
    const user = token ? verifyToken(token) : null
    if (!user) return res.status(401).json({ error: 'Unauthorized' })
    res.locals.user = user
    next()
  }
}

export function isAdmin () {
  return (req: Request, res: Response, next: NextFunction) => {
    if (res.locals.user?.role !== 'admin') return res.status(403).json({ error: 'Forbidden' })
    next()
  }
}

export function couponCode (percent: number) {
  const suffix = Math.random().toString(36).substring(2, 10).toUpperCase()
  return `TIDE${percent}-${suffix}`
}

export function resetToken () {
  return crypto.randomBytes(24).toString('hex')
}

export const redirectAllowlist = new Set([
  'https://blog.tidewater.example',
  'https://status.tidewater.example',
  'https://github.com/tidewater-goods'
])

export const isRedirectAllowed = (url: string) => {
  let allowed = false
  for (const allowedUrl of redirectAllowlist) {
    allowed = allowed || url.includes(allowedUrl)
  }
  return allowed
}

export const isExactRedirect = (url: string) => redirectAllowlist.has(url)
