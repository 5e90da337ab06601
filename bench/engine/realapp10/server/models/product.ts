import { DataTypes, Model, type Sequelize, type InferAttributes, type InferCreationAttributes, type CreationOptional } from 'sequelize'

export class ProductModel extends Model<InferAttributes<ProductModel>, InferCreationAttributes<ProductModel>> {
  declare id: CreationOptional<number>
  declare name: string
  declare description: string
  declare price: number
  declare category: string
  declare image: string
  declare deletedAt: CreationOptional<Date | null>
}

export function initProduct (sequelize: Sequelize): void {
  ProductModel.init({
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    name: DataTypes.STRING,
    description: DataTypes.TEXT,
    price: DataTypes.DECIMAL(10, 2),
    category: DataTypes.STRING,
    image: DataTypes.STRING,
    deletedAt: DataTypes.DATE
  }, { tableName: 'Products', sequelize, paranoid: true })
}
