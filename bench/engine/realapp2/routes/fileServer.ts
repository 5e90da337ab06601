import path from 'path'
import fs from 'fs'
import { type Request, type Response, type NextFunction } from 'express'
import { startsWithSafeDir } from '../lib/utils'

const ALLOWED_EXTENSIONS = ['.md', '.pdf']

// GET /ftp/:file
export function servePublicFiles () {
  return ({ params }: Request, res: Response, next: NextFunction) => {
    const file = params.file
    if (!file.includes('/')) {
      verify(file, res, next)
    } else {
      res.status(403)
      next(new Error('File names cannot contain forward slashes!'))
    }
  }

  function verify (file: string, res: Response, next: NextFunction) {
    if (file && ALLOWED_EXTENSIONS.some((ext) => file.endsWith(ext))) {
      file = decodeURIComponent(file)
      res.sendFile(path.resolve('ftp/', file))
    } else {
      res.status(403)
      next(new Error('Only .md and .pdf files are allowed!'))
    }
  }
}

// GET /assets/manuals/:name
export function serveManual () {
  return (req: Request, res: Response) => {
    const name = path.basename(String(req.params.name))
    res.sendFile(path.join(__dirname, '../manuals', name))
  }
}

// GET /assets/invoices/:name
export function serveInvoice () {
  return (req: Request, res: Response) => {
    const name = String(req.params.name)
    if (!startsWithSafeDir(name, 'invoices')) return res.status(400).end()
    fs.createReadStream(path.resolve('invoices', name)).pipe(res)
  }
}

// GET /support/logs/:file
export function serveLogFile () {
  return ({ params }: Request, res: Response) => {
    res.sendFile(path.resolve('logs/', params.file))
  }
}
