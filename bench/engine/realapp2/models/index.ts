import { Sequelize } from 'sequelize'
import { UserModelInit, UserModel } from './user'
import { ProductModelInit } from './product'
import { BasketModelInit } from './basket'

export const sequelize = new Sequelize('database', 'username', 'password', {
  dialect: 'sqlite',
  storage: 'data/tidewater.sqlite',
  logging: false
})

export const ProductModel = ProductModelInit(sequelize)
export const BasketModel = BasketModelInit(sequelize)
UserModelInit(sequelize)
export { UserModel }

BasketModel.belongsTo(UserModel, { foreignKey: 'UserId' })

export default { sequelize, UserModel, ProductModel, BasketModel }
