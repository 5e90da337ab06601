import config from 'config'

// Session and token settings. Secrets come from the environment in production; the fallbacks are
// only used by `npm start` on a developer machine.
export const sessionSecret = process.env.SESSION_SECRET ?? 'change-me-in-production'

export const sessionCookie = {
  httpOnly: true,
  secure: process.env.NODE_ENV === 'production',
  sameSite: 'lax' as const,
  maxAge: 1000 * 60 * 60 * 8
}

export const mailPassword: string = process.env.MAIL_PASSWORD ?? config.get<string>('mail.password')

export const tokenIssuer = 'tidewater-goods'
export const tokenTtl = '6h'
