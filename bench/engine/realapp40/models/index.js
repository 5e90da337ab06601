'use strict';

const { Sequelize, DataTypes, QueryTypes } = require('sequelize');
const settings = require('../config').database;

const sequelize = new Sequelize(settings[process.env.NODE_ENV || 'development']);

const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, unique: true, allowNull: false },
  email: { type: DataTypes.STRING, allowNull: false },
  passwordHash: { type: DataTypes.STRING, allowNull: false },
  legacyHash: { type: DataTypes.STRING },
  role: { type: DataTypes.ENUM('trainee', 'sensei', 'admin'), defaultValue: 'trainee' },
  displayName: { type: DataTypes.STRING },
  bio: { type: DataTypes.TEXT },
  website: { type: DataTypes.STRING },
  resetToken: { type: DataTypes.STRING },
  belt: { type: DataTypes.STRING, defaultValue: 'white' },
});

const Product = sequelize.define('Product', {
  sku: { type: DataTypes.STRING, unique: true },
  name: { type: DataTypes.STRING },
  category: { type: DataTypes.STRING },
  description: { type: DataTypes.TEXT },
  price: { type: DataTypes.DECIMAL(10, 2) },
  stock: { type: DataTypes.INTEGER },
});

const Order = sequelize.define('Order', {
  quantity: { type: DataTypes.INTEGER },
  status: { type: DataTypes.STRING, defaultValue: 'pending' },
  couponCode: { type: DataTypes.STRING },
  note: { type: DataTypes.TEXT },
});

const Lesson = sequelize.define('Lesson', {
  slug: { type: DataTypes.STRING, unique: true },
  title: { type: DataTypes.STRING },
  track: { type: DataTypes.STRING },
  level: { type: DataTypes.INTEGER },
  summary: { type: DataTypes.TEXT },
});

User.hasMany(Order, { foreignKey: 'userId' });
Order.belongsTo(User, { foreignKey: 'userId' });
Order.belongsTo(Product, { foreignKey: 'productId' });

module.exports = { sequelize, QueryTypes, User, Product, Order, Lesson };
