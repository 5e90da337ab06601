import { type Request, type Response, type NextFunction } from 'express'
import * as models from '../models/index'
import { ProductModel } from '../models/index'

class ErrorWithParent extends Error {
  parent: Error | undefined
}

// GET /rest/products/search?q=
export function searchProducts () {
  return (req: Request, res: Response, next: NextFunction) => {
    let criteria: any = req.query.q === 'undefined' ? '' : req.query.q ?? ''
    criteria = (criteria.length <= 200) ? criteria : criteria.substring(0, 200)
    models.sequelize.query(`SELECT * FROM Products WHERE ((name LIKE '%${criteria}%' OR description LIKE '%${criteria}%') AND deletedAt IS NULL) ORDER BY name`)
      .then(([products]: any) => {
        res.json({ status: 'success', data: products })
      }).catch((error: ErrorWithParent) => {
        next(error.parent)
      })
  }
}

// GET /rest/products/suggest?prefix=
export function suggestProducts () {
  return async (req: Request, res: Response, next: NextFunction) => {
    const prefix = String(req.query.prefix ?? '').slice(0, 40)
    try {
      const [rows] = await models.sequelize.query('SELECT id, name FROM Products WHERE name LIKE :prefix AND deletedAt IS NULL LIMIT 8', { replacements: { prefix: prefix + '%' } })
      res.json({ status: 'success', data: rows })
    } catch (error) {
      next(error)
    }
  }
}

// GET /rest/products/count
export function countProducts () {
  return async (req: Request, res: Response) => {
    const deleted = req.query.deleted === 'true' ? 'NOT NULL' : 'NULL'
    const [rows]: any = await models.sequelize.query(`SELECT COUNT(*) AS n FROM Products WHERE deletedAt IS ${deleted}`)
    res.json({ count: rows[0].n, total: await ProductModel.count() })
  }
}
