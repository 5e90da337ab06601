import { Op, QueryTypes, Sequelize } from 'sequelize'
import models, { ProductModel } from '../models'

const SORTABLE_COLUMNS: Record<string, string> = { name: 'name', price: 'price', newest: 'createdAt' }

export async function searchByName (criteria: string) {
  const [products] = await models.sequelize.query(`SELECT * FROM Products WHERE ((name LIKE '%${criteria}%' OR description LIKE '%${criteria}%') AND deletedAt IS NULL) ORDER BY name`)
  return products
}

export async function searchByNameSafely (criteria: string) {
  return await models.sequelize.query('SELECT * FROM Products WHERE (name LIKE :pattern OR description LIKE :pattern) AND deletedAt IS NULL ORDER BY name', {
    replacements: { pattern: `%${criteria}%` },
    type: QueryTypes.SELECT
  })
}

export async function listByCategory (category: string, sort: string) {
  const column = SORTABLE_COLUMNS[sort] ?? 'name'
  return await ProductModel.findAll({ where: { category }, order: [[column, 'ASC']] })
}

export async function listByPriceRange (min: string, max: string) {
  return await ProductModel.findAll({ where: { price: { [Op.between]: [Number(min), Number(max)] } } })
}

export async function listOrderedBy (sortExpression: string) {
  return await models.sequelize.query('SELECT id, name, price FROM Products WHERE deletedAt IS NULL ORDER BY ' + sortExpression, { type: QueryTypes.SELECT })
}

export async function listByTag (tag: string) {
  return await ProductModel.findAll({ where: Sequelize.literal(`description LIKE '%#${tag}%'`), limit: 50 })
}

export async function findById (id: string) {
  return await ProductModel.findByPk(Number.parseInt(id, 10))
}
