import { DataTypes, type Sequelize } from 'sequelize'

export function ProductModelInit (sequelize: Sequelize) {
  return sequelize.define('Product', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    name: DataTypes.STRING,
    description: DataTypes.STRING,
    category: DataTypes.STRING,
    price: DataTypes.DECIMAL(10, 2),
    deluxePrice: DataTypes.DECIMAL(10, 2),
    image: DataTypes.STRING
  }, { tableName: 'Products', paranoid: true })
}
