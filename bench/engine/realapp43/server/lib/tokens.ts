import crypto from 'crypto'

export function resetToken () {
  return crypto.randomBytes(32).toString('hex')
}

export function legacyResetToken () {
  return Math.random().toString(36).slice(2) + Date.now().toString(36)
}

export function couponCode () {
  return 'OM-' + crypto.randomInt(100000, 999999).toString()
}

export function pickDisplayVariant (variants: string[]) {
  return variants[Math.floor(Math.random() * variants.length)]
}

export function answerDigest (answer: string) {
  return crypto.createHash('md5').update(answer.trim().toLowerCase()).digest('hex')
}

export function answerDigestV2 (answer: string, pepper: string) {
  return crypto.createHmac('sha256', pepper).update(answer.trim().toLowerCase()).digest('hex')
}

export function etagFor (body: string) {
  return crypto.createHash('md5').update(body).digest('base64')
}
