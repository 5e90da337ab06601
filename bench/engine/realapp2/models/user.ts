import { Model, DataTypes, type Sequelize, type InferAttributes, type InferCreationAttributes, type CreationOptional } from 'sequelize'
import { hash } from '../lib/insecurity'

export class UserModel extends Model<InferAttributes<UserModel>, InferCreationAttributes<UserModel>> {
  declare id: CreationOptional<number>
  declare email: string
  declare password: string
  declare role: CreationOptional<string>
  declare username: CreationOptional<string>
  declare lastLoginIp: CreationOptional<string>
  declare profileImage: CreationOptional<string>
}

export function UserModelInit (sequelize: Sequelize) {
  UserModel.init({
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    email: { type: DataTypes.STRING, unique: true },
    password: {
      type: DataTypes.STRING,
      set (clear: string) {
        this.setDataValue('password', hash(clear))
      }
    },
    role: { type: DataTypes.STRING, defaultValue: 'customer' },
    username: { type: DataTypes.STRING, defaultValue: '' },
    lastLoginIp: { type: DataTypes.STRING, defaultValue: '0.0.0.0' },
    profileImage: { type: DataTypes.STRING, defaultValue: '/assets/public/images/uploads/default.svg' }
  }, { tableName: 'Users', sequelize, paranoid: true })
  return UserModel
}
