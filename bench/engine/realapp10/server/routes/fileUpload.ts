import fs from 'fs'
import path from 'path'
import os from 'os'
import { type Request, type Response, type NextFunction } from 'express'
import * as libxml from 'libxmljs2'
import yaml from 'js-yaml'
import unzipper from 'unzipper'
import { extensionOf } from '../lib/filenames'
import logger from '../lib/logger'

const complaintsDirectory = path.resolve('uploads/complaints')

export function checkUploadSize () {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.file != null && req.file.size > 100000) {
      res.status(413).send('File too large')
      return
    }
    next()
  }
}

export function handleXmlUpload () {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.file == null || extensionOf(req.file.originalname) !== '.xml') {
      next()
      return
    }
    try {
      const data = req.file.buffer.toString()
      const xmlDoc = libxml.parseXml(data, { noblanks: true, noent: true, nocdata: true })
      const complaint = xmlDoc.root()?.text() ?? ''
      logger.info(`xml complaint received (${complaint.length} chars)`)
      res.status(204).end()
    } catch (err: any) {
      res.status(400).send('Invalid XML: ' + err.message)
    }
  }
}

export function handleYamlUpload () {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.file == null || !['.yml', '.yaml'].includes(extensionOf(req.file.originalname))) {
      next()
      return
    }
    try {
      const data = req.file.buffer.toString()
      const complaint = yaml.load(data)
      logger.info(`yaml complaint received: ${JSON.stringify(complaint).length} chars`)
      res.status(204).end()
    } catch (err: any) {
      res.status(400).send('Invalid YAML: ' + err.message)
    }
  }
}

export function handleZipUpload () {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.file == null || extensionOf(req.file.originalname) !== '.zip') {
      res.status(204).end()
      return
    }
    const tempFile = path.join(os.tmpdir(), `complaint-${Date.now()}.zip`)
    fs.writeFileSync(tempFile, req.file.buffer)
    fs.createReadStream(tempFile)
      .pipe(unzipper.Parse())
      .on('entry', (entry: any) => {
        const fileName: string = entry.path
        const target = path.resolve(complaintsDirectory, fileName)
        if (target.startsWith(complaintsDirectory + path.sep)) {
          entry.pipe(fs.createWriteStream(target))
        } else {
          entry.autodrain()
        }
      })
      .on('close', () => res.status(204).end())
      .on('error', next)
  }
}
