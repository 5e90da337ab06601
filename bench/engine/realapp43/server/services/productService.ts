import { QueryTypes, Op } from 'sequelize'
import { sequelize, ProductModel } from '../models'

const sortableColumns: Record<string, string> = { name: 'name', price: 'price', newest: 'createdAt' }

export async function searchProducts (criteria: string) {
  return sequelize.query(
    `SELECT * FROM Products WHERE ((name LIKE '%${criteria}%' OR description LIKE '%${criteria}%') AND deletedAt IS NULL) ORDER BY name`,
    { type: QueryTypes.SELECT }
  )
}

export async function searchProductsSafely (criteria: string) {
  return sequelize.query(
    'SELECT * FROM Products WHERE ((name LIKE :pattern OR description LIKE :pattern) AND deletedAt IS NULL) ORDER BY name',
    { replacements: { pattern: `%${criteria}%` }, type: QueryTypes.SELECT }
  )
}

export async function listByCategory (category: string, sort: string) {
  const column = sortableColumns[sort] ?? 'name'
  return sequelize.query(`SELECT id, name, price FROM Products WHERE category = ? ORDER BY ${column}`, {
    replacements: [category],
    type: QueryTypes.SELECT
  })
}

export async function listSorted (sort: string) {
  return sequelize.query('SELECT id, name, price FROM Products WHERE deletedAt IS NULL ORDER BY ' + sort, { type: QueryTypes.SELECT })
}

export async function priceRange (min: number, max: number) {
  return ProductModel.findAll({ where: { price: { [Op.between]: [min, max] } } })
}

export async function listByCategoryLiteral (category: string) {
  return ProductModel.findAll({ where: sequelize.literal(`category = '${category}' AND deletedAt IS NULL`) })
}

export async function findByName (name: string) {
  return ProductModel.findOne({ where: { name } })
}

export async function productById (id: number) {
  return sequelize.query(`SELECT * FROM Products WHERE id = ${id}`, { type: QueryTypes.SELECT, plain: true })
}
