import { Sequelize } from 'sequelize';

const sequelize = new Sequelize('database', 'username', 'password', { dialect: 'sqlite', storage: 'data/shop.sqlite' });

export { sequelize };
