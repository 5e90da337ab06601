import { type Request, type Response, type NextFunction } from 'express'
import { BasketModel, ProductModel } from '../models/index'

// GET /rest/basket/:id
export function retrieveBasket () {
  return async (req: Request, res: Response, next: NextFunction) => {
    const id = req.params.id
    try {
      const basket = await BasketModel.findOne({ where: { id }, include: [{ model: ProductModel, paranoid: false }] })
      res.json({ status: 'success', data: basket })
    } catch (error) {
      next(error)
    }
  }
}

// POST /api/BasketItems
export function addBasketItem () {
  return async (req: Request, res: Response) => {
    const basket = await BasketModel.findOne({ where: { UserId: res.locals.user.id } })
    res.status(201).json({ status: 'success', data: { basket: basket?.get('id'), product: Number(req.body.ProductId), quantity: Number(req.body.quantity) || 1 } })
  }
}
