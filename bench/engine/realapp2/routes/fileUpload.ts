import os from 'os'
import fs from 'fs'
import path from 'path'
import vm from 'vm'
import yaml from 'js-yaml'
import unzipper from 'unzipper'
import { type Request, type Response, type NextFunction } from 'express'
import * as libxml from 'libxmljs2'

function ensureFileIsPassed ({ file }: Request, res: Response, next: NextFunction) {
  if (file != null) next()
  else res.status(400).json({ error: 'File is not passed' })
}

// Complaint attachments: a zip of documents is unpacked into uploads/complaints.
function handleZipFileUpload ({ file }: Request, res: Response, next: NextFunction) {
  if (!file?.originalname.toLowerCase().endsWith('.zip')) return next()
  if (file.buffer == null) return next()
  const buffer = file.buffer
  const filename = file.originalname.toLowerCase()
  const tempFile = path.join(os.tmpdir(), filename)
  fs.open(tempFile, 'w', (err, fd) => {
    if (err != null) return next(err)
    fs.write(fd, buffer, 0, buffer.length, null, () => {
      fs.createReadStream(tempFile)
        .pipe(unzipper.Parse())
        .on('entry', (entry: any) => {
          const fileName = entry.path
          const absolutePath = path.resolve('uploads/complaints/' + fileName)
          if (absolutePath.includes(path.resolve('.'))) {
            entry.pipe(fs.createWriteStream('uploads/complaints/' + fileName).on('error', next))
          } else {
            entry.autodrain()
          }
        }).on('error', next)
        .on('close', () => res.status(204).end())
    })
  })
}

function handleXmlUpload ({ file }: Request, res: Response, next: NextFunction) {
  if (!file?.originalname.toLowerCase().endsWith('.xml')) return next()
  const data = file.buffer.toString()
  try {
    const sandbox = { libxml, data }
    vm.createContext(sandbox)
    const xmlDoc = vm.runInContext('libxml.parseXml(data, { noblanks: true, noent: true, nocdata: true })', sandbox, { timeout: 2000 })
    const xmlString = xmlDoc.toString(false)
    res.status(410).json({ error: 'B2B customer complaints via XML are deprecated', received: xmlString.slice(0, 200) })
  } catch (err: any) {
    res.status(400).json({ error: err.message })
  }
}

function handleInvoiceXml ({ file }: Request, res: Response, next: NextFunction) {
  if (!file?.originalname.toLowerCase().endsWith('.invoice.xml')) return next()
  const doc = libxml.parseXml(file.buffer.toString('utf8'), { noent: true, dtdload: true })
  const total = doc.get('//total')?.text() ?? '0'
  res.json({ total })
}

function handleCatalogXml ({ file }: Request, res: Response, next: NextFunction) {
  if (!file?.originalname.toLowerCase().endsWith('.catalog.xml')) return next()
  const doc = libxml.parseXml(file.buffer.toString('utf8'), { noblanks: true })
  res.json({ items: doc.find('//item').length })
}

function handleYamlUpload ({ file }: Request, res: Response, next: NextFunction) {
  if (!file?.originalname.toLowerCase().match(/\.ya?ml$/)) return next()
  const data = file.buffer.toString()
  try {
    const yamlObj = yaml.load(data)
    res.status(410).json({ error: 'B2B customer complaints via YAML are deprecated', received: JSON.stringify(yamlObj).slice(0, 200) })
  } catch (err: any) {
    res.status(400).json({ error: err.message })
  }
}

function handleSettingsYaml ({ file }: Request, res: Response, next: NextFunction) {
  if (!file?.originalname.toLowerCase().endsWith('.settings')) return next()
  const settings = yaml.load(file.buffer.toString('utf8'), { schema: yaml.JSON_SCHEMA })
  res.json({ settings })
}

export {
  ensureFileIsPassed,
  handleZipFileUpload,
  handleXmlUpload,
  handleInvoiceXml,
  handleCatalogXml,
  handleYamlUpload,
  handleSettingsYaml
}
