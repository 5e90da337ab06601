import { Sequelize } from 'sequelize'
import config from '../config'
import { initProduct, ProductModel } from './product'
import { initUser, UserModel } from './user'
import { initOrder, OrderModel } from './order'

export const sequelize = new Sequelize('database', 'username', 'password', {
  dialect: 'sqlite',
  storage: config.get<string>('database.storage'),
  logging: false
})

initProduct(sequelize)
initUser(sequelize)
initOrder(sequelize)

UserModel.hasMany(OrderModel, { foreignKey: 'UserId' })
OrderModel.belongsTo(UserModel, { foreignKey: 'UserId' })

const models = { sequelize, ProductModel, UserModel, OrderModel }
export default models
export { ProductModel, UserModel, OrderModel }
