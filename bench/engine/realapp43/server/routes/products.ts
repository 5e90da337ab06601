import type { Application, Request, Response, NextFunction } from 'express'
import * as products from '../services/productService'

export default function registerProductRoutes (app: Application) {
  app.get('/rest/products/search', async (req: Request, res: Response, next: NextFunction) => {
    try {
      const criteria = String(req.query.q ?? '').substring(0, 200)
      const rows = await products.searchProducts(criteria)
      res.json({ status: 'success', data: rows })
    } catch (err) {
      next(err)
    }
  })

  app.get('/rest/v2/products/search', async (req: Request, res: Response, next: NextFunction) => {
    try {
      const rows = await products.searchProductsSafely(String(req.query.q ?? ''))
      res.json({ status: 'success', data: rows })
    } catch (err) {
      next(err)
    }
  })

  app.get('/rest/products/category/:category', async (req, res, next) => {
    try {
      res.json(await products.listByCategory(req.params.category, String(req.query.sort)))
    } catch (err) {
      next(err)
    }
  })

  app.get('/rest/products/legacy-category', async (req, res) => {
    res.json(await products.listByCategoryLiteral(String(req.query.category)))
  })

  app.get('/rest/products/sorted', async (req, res, next) => {
    try {
      res.json(await products.listSorted(req.query.orderBy as string))
    } catch (err) {
      next(err)
    }
  })

  app.get('/rest/products/range', async (req, res, next) => {
    try {
      const min = parseFloat(String(req.query.min))
      const max = parseFloat(String(req.query.max))
      res.json(await products.priceRange(min, max))
    } catch (err) {
      next(err)
    }
  })

  app.get('/rest/products/by-name', async (req, res) => {
    res.json(await products.findByName(String(req.query.name)))
  })

  app.get('/rest/products/:id', async (req, res) => {
    const product = await products.productById(parseInt(req.params.id, 10))
    if (!product) return res.status(404).json({ error: 'No such product' })
    res.json(product)
  })
}
