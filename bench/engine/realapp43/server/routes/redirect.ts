import type { Application } from 'express'
import { config } from '../config'

function isRedirectAllowed (url: string) {
  return config.allowedRedirects.some((allowed) => url === allowed)
}

export default function registerRedirectRoutes (app: Application) {
  app.get('/redirect', (req, res) => {
    const target = String(req.query.to)
    if (isRedirectAllowed(target)) {
      res.redirect(target)
    } else {
      res.status(406).send(`Unrecognized target URL for redirect: ${target}`)
    }
  })

  app.get('/redirect-legacy', (req, res) => {
    const target = req.query.to as string
    if (config.allowedRedirects.some((allowed) => target.includes(allowed))) {
      return res.redirect(302, target)
    }
    res.status(406).end()
  })

  app.get('/continue', (req, res) => {
    res.redirect(String(req.query.next ?? '/'))
  })

  app.get('/back', (req, res) => {
    const next = String(req.query.next ?? '/')
    res.redirect(next.startsWith('/') && !next.startsWith('//') ? next : '/')
  })
}
