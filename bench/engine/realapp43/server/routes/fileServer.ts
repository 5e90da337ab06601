import path from 'path'
import fs from 'fs'
import type { Application } from 'express'
import { config } from '../config'
import { requireLogin } from '../lib/auth'

const allowedFtpExtensions = ['.md', '.pdf']

export function hasAllowedExtension (fileName: string) {
  return allowedFtpExtensions.includes(path.extname(fileName).toLowerCase())
}

export function insideDirectory (root: string, candidate: string) {
  const resolved = path.resolve(root, candidate)
  return resolved.startsWith(root + path.sep) ? resolved : null
}

export default function registerFileRoutes (app: Application) {
  app.get('/ftp/:file', (req, res) => {
    const file = req.params.file
    if (file.length > 200 || !hasAllowedExtension(file)) {
      return res.status(403).send('Only .md and .pdf files are allowed!')
    }
    res.sendFile(path.resolve(config.ftpDirectory, path.basename(file)))
  })

  app.get('/ftp-legacy', (req, res) => {
    const requested = String(req.query.file)
    res.sendFile(path.join(config.ftpDirectory, requested))
  })

  app.get('/invoices/:name', requireLogin, (req, res) => {
    const target = insideDirectory(config.invoiceDirectory, req.params.name)
    if (!target) return res.status(400).send('bad file name')
    fs.createReadStream(target).pipe(res)
  })

  app.get('/invoices-archive', requireLogin, (req, res) => {
    const stream = fs.createReadStream(config.invoiceDirectory + '/' + req.query.name)
    stream.on('error', () => res.status(404).end())
    stream.pipe(res)
  })

  app.get('/encryptionkeys/:file', (req, res) => {
    const allowed = ['premium.key', 'jwt.pub']
    if (!allowed.includes(req.params.file)) return res.status(403).end()
    res.sendFile(path.resolve(__dirname, '../config/keys', req.params.file))
  })

  app.get('/support/logs/:file', requireLogin, (req, res) => {
    res.download(path.resolve('logs/', req.params.file))
  })
}
