import { DataTypes, Model } from 'sequelize';
import { sequelize } from './index';
import * as insecurity from '../lib/insecurity';

export class UserModel extends Model {
  declare id: number;
  declare email: string;
  declare username: string;
  declare password: string;
}

UserModel.init({
  email: { type: DataTypes.STRING, unique: true },
  username: { type: DataTypes.STRING, defaultValue: '' },
  password: {
    type: DataTypes.STRING,
    set (clearTextPassword: string) {
      this.setDataValue('password', insecurity.hash(clearTextPassword));
    },
  },
}, { tableName: 'Users', sequelize });
