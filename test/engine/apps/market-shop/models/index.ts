import { Sequelize } from 'sequelize';

export const sequelize = new Sequelize('kiosk', 'kiosk', process.env.DB_PASSWORD, { dialect: 'sqlite', storage: 'data/kiosk.sqlite', logging: false });
