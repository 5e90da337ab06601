import { type Application, type Request, type Response, type NextFunction } from 'express'
import { isRedirectAllowed, isLegacyRedirectAllowed } from '../lib/redirects'
import { HttpError } from '../lib/errors'

export function performRedirect () {
  return ({ query }: Request, res: Response, next: NextFunction) => {
    const toUrl: string = query.to as string
    if (isRedirectAllowed(toUrl)) {
      res.redirect(toUrl)
    } else {
      next(new HttpError(406, 'Unrecognized target URL for redirect: ' + toUrl))
    }
  }
}

/* Click-through links in newsletters sent before 2023. */
export function newsletterRedirect () {
  return (req: Request, res: Response, next: NextFunction) => {
    const target = String(req.query.url ?? '')
    if (isLegacyRedirectAllowed(target)) {
      res.redirect(target)
    } else {
      next(new HttpError(406, 'Unrecognized newsletter link'))
    }
  }
}

/* After login the Angular app sends the customer back where they were: only paths on this site. */
export function returnAfterLogin () {
  return (req: Request, res: Response) => {
    const returnTo = String(req.query.returnTo ?? '/')
    const isLocalPath = returnTo.startsWith('/') && !returnTo.startsWith('//') && !returnTo.includes('\\')
    res.redirect(isLocalPath ? returnTo : '/')
  }
}

export function register (app: Application): void {
  app.get('/newsletter/click', newsletterRedirect())
  app.get('/login/return', returnAfterLogin())
}
