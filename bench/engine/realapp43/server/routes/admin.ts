import { exec } from 'child_process'
import axios from 'axios'
import type { Application } from 'express'
import { requireLogin, requireRole } from '../lib/auth'
import { zipInvoices, zipInvoicesSafely, diskUsage, convertLabel, printPackingSlip } from '../services/exportService'

export default function registerAdminRoutes (app: Application) {
  app.use('/rest/admin', requireLogin, requireRole('admin'))

  app.post('/rest/admin/invoices/export', async (req, res, next) => {
    try {
      res.json({ archive: await zipInvoices(req.body.month) })
    } catch (err) {
      next(err)
    }
  })

  app.post('/rest/admin/v2/invoices/export', async (req, res, next) => {
    try {
      res.json({ archive: await zipInvoicesSafely(String(req.body.month)) })
    } catch (err) {
      next(err)
    }
  })

  app.get('/rest/admin/disk', async (req, res) => {
    res.json({ usage: await diskUsage() })
  })

  app.get('/rest/admin/ping', (req, res) => {
    exec('ping -c 1 ' + req.query.host, (err, stdout) => {
      res.type('text/plain').send(err ? 'unreachable' : stdout)
    })
  })

  app.get('/rest/admin/labels/:file', async (req, res) => {
    const format = req.query.format === 'png' ? 'png' : 'pdf'
    res.send(await convertLabel(format, `/srv/labels/${Number(req.params.file)}.svg`))
  })

  app.post('/rest/admin/webhooks/test', async (req, res) => {
    const response = await axios.post(req.body.url, { event: 'test', sentAt: new Date().toISOString() }, { timeout: 3000 })
    res.json({ status: response.status })
  })

  app.post('/rest/admin/packing-slips/print', async (req, res) => {
    await printPackingSlip(req.body.printer, Number(req.body.orderId))
    res.status(202).end()
  })

  app.get('/rest/admin/discount-preview', (req, res) => {
    const total = eval(String(req.query.expression))
    res.json({ total })
  })

  app.get('/rest/admin/v2/discount-preview', (req, res) => {
    const base = Number(req.query.base)
    const percent = Number(req.query.percent)
    res.json({ total: Math.round(base * (100 - percent)) / 100 })
  })

  app.get('/rest/admin/version', (req, res) => {
    exec('git rev-parse --short HEAD', (err, stdout) => res.json({ version: err ? 'unknown' : stdout.trim() }))
  })
}
