import { DataTypes, Model, Sequelize } from 'sequelize'
import { config } from '../config'

export class Product extends Model {
  declare id: number
  declare name: string
  declare description: string
  declare price: number
  declare category: string
  declare image: string
  declare deletedAt: Date | null
}

export function initProduct (sequelize: Sequelize) {
  Product.init({
    name: DataTypes.STRING,
    description: DataTypes.TEXT,
    price: DataTypes.DECIMAL(10, 2),
    category: DataTypes.STRING,
    image: DataTypes.STRING,
    deletedAt: DataTypes.DATE
  }, { sequelize, tableName: 'Products' })
  return Product
}

export class User extends Model {
  declare id: number
  declare email: string
  declare password: string
  declare role: 'customer' | 'admin' | 'accounting'
  declare profileImage: string
  declare securityAnswer: string
  declare resetToken: string | null
  declare resetExpires: Date | null
}

export function initUser (sequelize: Sequelize) {
  User.init({
    email: { type: DataTypes.STRING, unique: true },
    password: DataTypes.STRING,
    role: { type: DataTypes.STRING, defaultValue: 'customer' },
    profileImage: { type: DataTypes.STRING, defaultValue: '/assets/public/images/uploads/default.svg' },
    securityAnswer: DataTypes.STRING,
    resetToken: DataTypes.STRING,
    resetExpires: DataTypes.DATE
  }, { sequelize, tableName: 'Users' })
  return User
}

export class Order extends Model {
  declare id: number
  declare orderNumber: string
  declare userId: number
  declare total: number
  declare status: string
  declare deliveryNote: string
}

export function initOrder (sequelize: Sequelize) {
  Order.init({
    orderNumber: DataTypes.STRING,
    userId: DataTypes.INTEGER,
    total: DataTypes.DECIMAL(10, 2),
    status: { type: DataTypes.STRING, defaultValue: 'placed' },
    deliveryNote: DataTypes.TEXT
  }, { sequelize, tableName: 'Orders' })
  return Order
}

export const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: config.databaseFile,
  logging: false
})

export const ProductModel = initProduct(sequelize)
export const UserModel = initUser(sequelize)
export const OrderModel = initOrder(sequelize)

UserModel.hasMany(OrderModel, { foreignKey: 'userId' })
OrderModel.belongsTo(UserModel, { foreignKey: 'userId' })
