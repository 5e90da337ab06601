import { type Request, type Response, type NextFunction } from 'express'
import * as security from '../lib/insecurity'

// GET /redirect?to=
export function performRedirect () {
  return ({ query }: Request, res: Response, next: NextFunction) => {
    const toUrl: string = query.to as string
    if (security.isRedirectAllowed(toUrl)) {
      res.redirect(toUrl)
    } else {
      res.status(406)
      next(new Error('Unrecognized target URL for redirect: ' + toUrl))
    }
  }
}

// GET /go?to=
export function performExactRedirect () {
  return (req: Request, res: Response) => {
    const target = String(req.query.to ?? '')
    if (!security.isExactRedirect(target)) return res.status(406).json({ error: 'Unrecognized target' })
    res.redirect(target)
  }
}

// GET /continue?next=
export function continueShopping () {
  return (req: Request, res: Response) => {
    const next = String(req.query.next ?? '/')
    const host = new URL(next, 'https://tidewater.example').hostname
    if (host === 'tidewater.example') return res.redirect(next)
    res.redirect('/')
  }
}
