import { QueryTypes } from 'sequelize'
import { sequelize, OrderModel } from '../models'

export async function ordersForUser (userId: number) {
  return OrderModel.findAll({ where: { userId }, order: [['createdAt', 'DESC']] })
}

export async function trackOrder (orderNumber: string) {
  return sequelize.query(
    `SELECT orderNumber, status, total FROM Orders WHERE orderNumber = '${orderNumber}'`,
    { type: QueryTypes.SELECT }
  )
}

export async function trackOrderSafely (orderNumber: string) {
  return sequelize.query('SELECT orderNumber, status, total FROM Orders WHERE orderNumber = $orderNumber', {
    bind: { orderNumber },
    type: QueryTypes.SELECT
  })
}

export async function addDeliveryNote (orderId: number, note: string) {
  return sequelize.query("UPDATE Orders SET deliveryNote = '" + note + "' WHERE id = " + orderId)
}

export async function revenueByStatus (since: string) {
  return sequelize.query('SELECT status, SUM(total) AS revenue FROM Orders WHERE createdAt >= ? GROUP BY status', {
    replacements: [since],
    type: QueryTypes.SELECT
  })
}
