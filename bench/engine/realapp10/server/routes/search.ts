import { type Application, type Request, type Response, type NextFunction } from 'express'
import * as productService from '../services/productService'
import { escapeHtml } from '../lib/html'

/* JSON search used by the Angular catalogue. */
export function searchProducts () {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      let criteria: any = req.query.q === 'undefined' ? '' : req.query.q ?? ''
      criteria = (criteria.length <= 200) ? criteria : criteria.substring(0, 200)
      const products = await productService.searchByName(criteria)
      res.json({ status: 'success', data: products })
    } catch (error) {
      next(error)
    }
  }
}

/* Server-rendered fallback page for crawlers and no-JS browsers. */
export function searchPage () {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const term = String(req.query.q ?? '')
      const products = await productService.searchByNameSafely(term)
      if (products.length === 0) {
        res.send(`<html><body><h1>Harbor Goods</h1><p>Nothing matched <b>${term}</b>.</p></body></html>`)
        return
      }
      const items = products.map((p: any) => `<li>${escapeHtml(p.name)}</li>`).join('')
      res.send(`<html><body><h1>Results for ${escapeHtml(term)}</h1><ul>${items}</ul></body></html>`)
    } catch (error) {
      next(error)
    }
  }
}

export function register (app: Application): void {
  app.get('/rest/products/search', searchProducts())
  app.get('/search', searchPage())
}
