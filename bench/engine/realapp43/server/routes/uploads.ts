import fs from 'fs'
import path from 'path'
import crypto from 'crypto'
import multer from 'multer'
import type { Application } from 'express'
import { config } from '../config'
import { requireLogin } from '../lib/auth'

const memory = multer({ storage: multer.memoryStorage(), limits: { fileSize: 200000 } })

export default function registerUploadRoutes (app: Application) {
  app.post('/file-upload', requireLogin, memory.single('file'), (req, res) => {
    const file = req.file!
    fs.writeFileSync(path.join(config.uploadDirectory, file.originalname), file.buffer)
    res.status(204).end()
  })

  app.post('/v2/file-upload', requireLogin, memory.single('file'), (req, res) => {
    const file = req.file!
    const extension = path.extname(file.originalname).toLowerCase()
    if (!['.pdf', '.zip', '.jpg', '.png'].includes(extension)) return res.status(415).end()
    const storedName = crypto.randomUUID() + extension
    fs.writeFileSync(path.join(config.uploadDirectory, storedName), file.buffer)
    res.status(201).json({ storedName })
  })

  app.delete('/uploads/:name', requireLogin, (req, res) => {
    fs.unlink(path.join(config.uploadDirectory, req.params.name), (err) => {
      res.status(err ? 404 : 204).end()
    })
  })

  app.delete('/v2/uploads/:name', requireLogin, (req, res) => {
    fs.unlink(path.join(config.uploadDirectory, path.basename(req.params.name)), (err) => {
      res.status(err ? 404 : 204).end()
    })
  })
}
