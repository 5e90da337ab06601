import fs from 'fs'
import path from 'path'

/* Signing material for customer sessions and partner tokens. */
export const jwtSigningSecret = 'h4rb0r-g00ds-jwt-s1gn1ng-k3y-2023-pr0d!'

export const partnerApiSecret = process.env.PARTNER_API_SECRET ?? ''

export const publicKey = fs.readFileSync(path.resolve('encryptionkeys/jwt.pub'), 'utf8')

export const privateKey = fs.readFileSync(path.resolve('encryptionkeys/jwt.key'), 'utf8')

export const newsletterApiKeyPlaceholder = '<set NEWSLETTER_API_KEY in the environment>'
