import path from 'path'
import { type Application, type Request, type Response } from 'express'
import { isAuthorized } from '../lib/security'
import config from '../config'

const invoiceDirectory = path.resolve(config.get<string>('invoices.directory'))
const INVOICE_FILE = /^[0-9a-f]{16}\.pdf$/

export function register (app: Application): void {
  app.get('/rest/invoices/:file', isAuthorized(), (req: Request, res: Response) => {
    const file = req.params.file
    if (!INVOICE_FILE.test(file)) {
      res.status(400).send('Bad invoice name')
      return
    }
    res.sendFile(path.join(invoiceDirectory, file))
  })

  app.get('/ftp/:file', (req: Request, res: Response) => {
    const file = decodeURIComponent(req.params.file)
    if (file.endsWith('.md') || file.endsWith('.pdf')) {
      res.sendFile(path.resolve('ftp/', file))
    } else {
      res.status(403).send('Only .md and .pdf files are allowed!')
    }
  })

  app.get('/assets/manuals/:file', (req: Request, res: Response) => {
    res.sendFile(req.params.file, { root: path.resolve('ftp/manuals') })
  })
}
