import pug from 'pug'
import path from 'path'
import type { Application } from 'express'
import { ProductModel } from '../models'

const viewsDir = path.join(__dirname, '../views')
const renderReceipt = pug.compileFile(path.join(viewsDir, 'receipt.pug'))

export default function registerPageRoutes (app: Application) {
  app.get('/about', (req, res) => {
    res.render('about.hbs', { title: 'About Orchard Market', campaign: req.query.campaign })
  })

  app.get('/receipt/:orderNumber', (req, res) => {
    res.send(renderReceipt({ orderNumber: req.params.orderNumber, note: req.query.note }))
  })

  app.get('/promo', (req, res) => {
    const headline = String(req.query.headline ?? 'Fresh deals every day')
    const template = `doctype html
html
  head
    title Orchard Market promotions
  body
    h1 ${headline}
    p Browse this week's selection.`
    res.send(pug.render(template))
  })

  app.get('/promo/v2', (req, res) => {
    const template = 'doctype html\nhtml\n  body\n    h1= headline\n    p Browse this week\'s selection.'
    res.send(pug.render(template, { headline: String(req.query.headline ?? 'Fresh deals every day') }))
  })

  app.get('/products/:id/page', async (req, res) => {
    const product = await ProductModel.findByPk(Number(req.params.id))
    if (!product) return res.status(404).render('not-found')
    res.render('product', { product, highlight: req.query.highlight })
  })
}
