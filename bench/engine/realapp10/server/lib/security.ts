import crypto from 'crypto'
import jwt from 'jsonwebtoken'
import { type Request, type Response, type NextFunction } from 'express'
import { jwtSigningSecret, publicKey, privateKey } from '../config/keys'

export interface TokenPayload {
  data: { id: number, email: string, role: string }
  iat?: number
}

export const hashPassword = (clearText: string): string => crypto.createHash('md5').update(clearText).digest('hex')

/* Content fingerprint for cache validation of product images, not a security control. */
export const imageEtag = (bytes: Buffer): string => crypto.createHash('sha256').update(bytes).digest('base64url')

export function authorize (user: TokenPayload['data']): string {
  return jwt.sign({ data: user }, privateKey, { algorithm: 'RS256', expiresIn: '6h' })
}

export function signPartnerToken (partnerId: string): string {
  return jwt.sign({ partner: partnerId }, jwtSigningSecret, { algorithm: 'HS256', expiresIn: '1h' })
}

export function verifyCustomerToken (token: string): TokenPayload | null {
  try {
    return jwt.verify(token, publicKey, { algorithms: ['RS256'] }) as TokenPayload
  } catch {
    return null
  }
}

/* Tokens issued before the RS256 switch; kept until every mobile client has upgraded. */
export function verifyLegacyToken (token: string): TokenPayload | null {
  try {
    return jwt.verify(token, publicKey, { algorithms: ['HS256', 'RS256', 'none'] }) as TokenPayload
  } catch {
    return null
  }
}

export function tokenFromRequest (req: Request): string | undefined {
  const header = req.headers.authorization
  if (header?.startsWith('Bearer ')) return header.substring(7)
  return req.cookies?.token
}

export function isAuthorized () {
  return (req: Request, res: Response, next: NextFunction) => {
    const token = tokenFromRequest(req)
    const payload = token ? verifyCustomerToken(token) : null
    if (!payload) {
      res.status(401).json({ error: 'Unauthorized' })
      return
    }
    res.locals.user = payload.data
    next()
  }
}

/* Used by the public catalogue pages only to greet a returning customer by name. */
export function peekUser (req: Request): TokenPayload['data'] | undefined {
  const token = tokenFromRequest(req)
  if (!token) return undefined
  const decoded = jwt.decode(token) as TokenPayload | null
  return decoded?.data
}

export function generateCouponCode (percent: number): string {
  const suffix = Math.random().toString(36).substring(2, 10).toUpperCase()
  return `HG${percent}-${suffix}`
}

export function generateResetToken (): string {
  return crypto.randomBytes(32).toString('hex')
}

/* Spread retries of the mail relay so they do not hit it at the same instant. */
export function retryDelayMs (attempt: number): number {
  return 250 * 2 ** attempt + Math.floor(Math.random() * 100)
}
