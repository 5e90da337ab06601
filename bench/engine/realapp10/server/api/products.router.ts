import { Router, type Request, type Response, type NextFunction } from 'express'
import * as productService from '../services/productService'
import { peekUser } from '../lib/security'

const router = Router()

router.get('/search', async (req: Request, res: Response, next: NextFunction) => {
  try {
    const criteria = String(req.query.q ?? '').substring(0, 200)
    const products = await productService.searchByNameSafely(criteria)
    res.json({ status: 'success', data: products })
  } catch (err) {
    next(err)
  }
})

router.get('/category/:category', async (req: Request, res: Response, next: NextFunction) => {
  try {
    const products = await productService.listByCategory(req.params.category, String(req.query.sort ?? 'name'))
    res.json({ status: 'success', data: products })
  } catch (err) {
    next(err)
  }
})

router.get('/price', async (req: Request, res: Response, next: NextFunction) => {
  try {
    const products = await productService.listByPriceRange(String(req.query.min), String(req.query.max))
    res.json({ status: 'success', data: products })
  } catch (err) {
    next(err)
  }
})

router.get('/tag/:tag', async (req: Request, res: Response, next: NextFunction) => {
  try {
    res.json({ status: 'success', data: await productService.listByTag(req.params.tag) })
  } catch (err) {
    next(err)
  }
})

router.get('/sorted', async (req: Request, res: Response, next: NextFunction) => {
  try {
    const products = await productService.listOrderedBy(String(req.query.orderBy ?? 'name'))
    res.json({ status: 'success', data: products })
  } catch (err) {
    next(err)
  }
})

router.get('/:id', async (req: Request, res: Response, next: NextFunction) => {
  try {
    const product = await productService.findById(req.params.id)
    if (!product) {
      res.status(404).json({ status: 'error', message: 'No such product' })
      return
    }
    const visitor = peekUser(req)
    res.json({ status: 'success', data: product, greeting: visitor ? `Welcome back, ${visitor.email}` : undefined })
  } catch (err) {
    next(err)
  }
})

export default router
