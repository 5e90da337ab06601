import { type Request, type Response, type NextFunction } from 'express'
import { Op, Sequelize } from 'sequelize'
import { ProductModel } from '../models/index'

const sortable = ['name', 'price', 'createdAt']

// GET /api/Products?category=&minPrice=
export function listProducts () {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const where: Record<string, unknown> = {}
      if (req.query.category) where.category = req.query.category
      if (req.query.minPrice) where.price = { [Op.gte]: Number(req.query.minPrice) }
      const products = await ProductModel.findAll({ where, limit: 50 })
      res.json({ status: 'success', data: products })
    } catch (error) {
      next(error)
    }
  }
}

// GET /api/Products/sorted?by=&dir=
export function sortedProducts () {
  return async (req: Request, res: Response, next: NextFunction) => {
    const by = sortable.includes(String(req.query.by)) ? String(req.query.by) : 'name'
    try {
      const products = await ProductModel.findAll({
        order: [[by, req.query.dir === 'desc' ? 'DESC' : 'ASC']],
        attributes: ['id', 'name', 'price']
      })
      res.json({ status: 'success', data: products })
    } catch (error) {
      next(error)
    }
  }
}

// GET /api/Products/cheaper-than?price=&name=
export function cheaperThan () {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const products = await ProductModel.findAll({
        where: Sequelize.literal(`price < ${req.query.price} AND deletedAt IS NULL`),
        limit: 20
      })
      const byName = await ProductModel.findAll({ where: { name: { [Op.like]: `%${req.query.name ?? ''}%` } } })
      res.json({ status: 'success', data: products, byName })
    } catch (error) {
      next(error)
    }
  }
}

// GET /api/Products/:id
export function retrieveProduct () {
  return async (req: Request, res: Response) => {
    const product = await ProductModel.findOne({ where: { id: req.params.id } })
    if (!product) return res.status(404).json({ error: 'Not found' })
    res.json({ status: 'success', data: product })
  }
}
