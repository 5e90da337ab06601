import vm from 'vm'
import yaml from 'js-yaml'
import libxml from 'libxmljs2'
import multer from 'multer'
import type { Application } from 'express'
import { verifyPartnerToken } from '../lib/auth'

const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: 500000 } })

export default function registerB2bRoutes (app: Application) {
  app.post('/b2b/v1/orders/xml', upload.single('file'), (req, res) => {
    const xml = req.file!.buffer.toString('utf8')
    const doc = libxml.parseXml(xml, { noblanks: true, noent: true, nocdata: true })
    const lines = doc.find('//line').map((node: any) => ({ sku: node.attr('sku')?.value(), quantity: Number(node.text()) }))
    res.json({ accepted: lines.length, lines })
  })

  app.post('/b2b/v2/orders/xml', upload.single('file'), (req, res) => {
    const xml = req.file!.buffer.toString('utf8')
    const doc = libxml.parseXml(xml, { noblanks: true, nonet: true })
    res.json({ accepted: doc.find('//line').length })
  })

  app.post('/b2b/v1/orders/yaml', upload.single('file'), (req, res) => {
    const order = yaml.load(req.file!.buffer.toString('utf8')) as { lines?: unknown[] }
    res.json({ accepted: order?.lines?.length ?? 0 })
  })

  app.post('/b2b/v2/orders/yaml', upload.single('file'), (req, res) => {
    const order = yaml.safeLoad(req.file!.buffer.toString('utf8')) as { lines?: unknown[] }
    res.json({ accepted: order?.lines?.length ?? 0 })
  })

  app.post('/b2b/v1/orders', (req, res) => {
    const partner = verifyPartnerToken(String(req.headers['x-partner-token']))
    const orderLinesData = String(req.body.orderLinesData ?? '[]')
    const sandbox = { safeEval: null, orderLinesData }
    const lines = vm.runInNewContext('JSON.parse(' + orderLinesData + ')', sandbox, { timeout: 2000 })
    res.json({ partner: partner.partnerId, cid: req.body.cid, lines })
  })

  app.post('/b2b/v2/orders', (req, res) => {
    const partner = verifyPartnerToken(String(req.headers['x-partner-token']))
    const lines = JSON.parse(String(req.body.orderLinesData ?? '[]'))
    res.json({ partner: partner.partnerId, lines })
  })
}
