import { DataTypes, Model, type Sequelize, type InferAttributes, type InferCreationAttributes, type CreationOptional } from 'sequelize'
import { hashPassword } from '../lib/security'

export class UserModel extends Model<InferAttributes<UserModel>, InferCreationAttributes<UserModel>> {
  declare id: CreationOptional<number>
  declare email: string
  declare password: string
  declare role: CreationOptional<string>
  declare profileImage: CreationOptional<string>
  declare deluxeToken: CreationOptional<string>
}

export function initUser (sequelize: Sequelize): void {
  UserModel.init({
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    email: { type: DataTypes.STRING, unique: true },
    password: {
      type: DataTypes.STRING,
      set (clearText: string) {
        this.setDataValue('password', hashPassword(clearText))
      }
    },
    role: { type: DataTypes.STRING, defaultValue: 'customer' },
    profileImage: { type: DataTypes.STRING, defaultValue: '/assets/public/images/uploads/default.svg' },
    deluxeToken: { type: DataTypes.STRING, defaultValue: '' }
  }, { tableName: 'Users', sequelize })
}
