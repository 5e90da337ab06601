import { type Request, type Response, type NextFunction } from 'express'
import logger from './logger'

export class HttpError extends Error {
  constructor (public readonly status: number, message: string) {
    super(message)
  }
}

export function errorHandler () {
  return (err: Error, req: Request, res: Response, _next: NextFunction) => {
    const status = err instanceof HttpError ? err.status : 500
    logger.error(`${req.method} ${req.path} failed: ${err.message}`)
    res.status(status).json({ status: 'error', message: status === 500 ? 'Internal error' : err.message })
  }
}
