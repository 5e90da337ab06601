import { DataTypes, Model, type Sequelize, type InferAttributes, type InferCreationAttributes, type CreationOptional } from 'sequelize'

export class OrderModel extends Model<InferAttributes<OrderModel>, InferCreationAttributes<OrderModel>> {
  declare id: CreationOptional<number>
  declare orderNumber: string
  declare UserId: number
  declare total: number
  declare status: string
  declare shippingNote: string
}

export function initOrder (sequelize: Sequelize): void {
  OrderModel.init({
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    orderNumber: DataTypes.STRING,
    UserId: DataTypes.INTEGER,
    total: DataTypes.DECIMAL(10, 2),
    status: { type: DataTypes.STRING, defaultValue: 'placed' },
    shippingNote: DataTypes.STRING
  }, { tableName: 'Orders', sequelize })
}
