import { DataTypes, type Sequelize } from 'sequelize'

export function BasketModelInit (sequelize: Sequelize) {
  return sequelize.define('Basket', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    UserId: DataTypes.INTEGER,
    coupon: DataTypes.STRING
  }, { tableName: 'Baskets' })
}
