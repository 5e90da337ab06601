import { QueryTypes } from 'sequelize'
import { sequelize, OrderModel } from '../models'

export async function ordersForCustomer (userId: number, status?: string) {
  const where: Record<string, unknown> = { UserId: userId }
  if (status) where.status = status
  return await OrderModel.findAll({ where, order: [['createdAt', 'DESC']] })
}

export async function orderTotalsSince (userId: number, since: string) {
  return await sequelize.query(
    'SELECT status, SUM(total) AS amount FROM Orders WHERE UserId = ? AND createdAt >= ? GROUP BY status',
    { replacements: [userId, since], type: QueryTypes.SELECT }
  )
}

export async function ordersByNote (userId: number, note: string) {
  return await sequelize.query(
    `SELECT orderNumber, total FROM Orders WHERE UserId = ${userId} AND shippingNote LIKE '%${note}%'`,
    { type: QueryTypes.SELECT }
  )
}
