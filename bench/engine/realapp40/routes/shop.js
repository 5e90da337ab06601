'use strict';

const express = require('express');
const { Op } = require('sequelize');
const { Product, Order, sequelize } = require('../models');
const queries = require('../core/queries');
const auth = require('../core/auth');
const { escapeHtml } = require('../core/html');

const router = express.Router();

const SORTABLE = { name: 'name', price: 'price', newest: 'createdAt' };

router.get('/', async (req, res, next) => {
  try {
    const where = { stock: { [Op.gt]: 0 } };
    if (req.query.q) where.name = { [Op.substring]: req.query.q };
    const products = await Product.findAll({ where, limit: 40 });
    res.render('shop', { products, q: req.query.q || '', notice: req.query.notice || '' });
  } catch (err) {
    next(err);
  }
});

router.get('/sorted', async (req, res, next) => {
  try {
    res.json(await queries.productsSorted(req.query.sort, req.query.dir));
  } catch (err) {
    next(err);
  }
});

router.get('/sorted/safe', async (req, res, next) => {
  try {
    const column = SORTABLE[req.query.sort] || 'name';
    const direction = req.query.dir === 'desc' ? 'DESC' : 'ASC';
    const products = await Product.findAll({ order: [[column, direction]] });
    res.json(products);
  } catch (err) {
    next(err);
  }
});

router.get('/category/:name', async (req, res, next) => {
  try {
    const rows = await sequelize.query(
      'SELECT id, sku, name, price FROM Products WHERE category = "' + req.params.name + '" AND stock > 0',
      { type: sequelize.QueryTypes.SELECT }
    );
    res.json(rows);
  } catch (err) {
    next(err);
  }
});

router.get('/item/:id', async (req, res, next) => {
  try {
    const rows = await sequelize.query('SELECT * FROM Products WHERE id = ' + parseInt(req.params.id, 10), {
      type: sequelize.QueryTypes.SELECT,
    });
    if (!rows.length) return res.status(404).send('<p>No such item: ' + escapeHtml(req.params.id) + '</p>');
    return res.render('product', { product: rows[0] });
  } catch (err) {
    return next(err);
  }
});

router.get('/item/:id/stock', async (req, res, next) => {
  try {
    const product = await Product.findByPk(req.params.id, { attributes: ['id', 'stock'] });
    if (!product) return res.status(404).send('Item ' + req.params.id + ' is not in the catalogue');
    return res.json({ stock: product.stock });
  } catch (err) {
    return next(err);
  }
});

router.post('/checkout', auth.requireLogin, async (req, res, next) => {
  try {
    const quantity = Math.max(1, Math.min(parseInt(req.body.quantity, 10) || 1, 10));
    await sequelize.query(
      'INSERT INTO Orders (userId, productId, quantity, couponCode, status, createdAt, updatedAt) VALUES ($1, $2, $3, $4, $5, $6, $6)',
      { bind: [req.session.userId, req.body.productId, quantity, req.body.coupon || null, 'pending', new Date()] }
    );
    res.redirect('/account');
  } catch (err) {
    next(err);
  }
});

router.post('/orders/:id/note', auth.requireLogin, async (req, res, next) => {
  try {
    await sequelize.query(
      "UPDATE Orders SET note = '" + req.body.note + "' WHERE id = " + Number(req.params.id) + ' AND userId = ' + req.session.userId
    );
    res.redirect('/account');
  } catch (err) {
    next(err);
  }
});

router.post('/orders/:id/cancel', auth.requireLogin, async (req, res, next) => {
  try {
    await Order.update({ status: 'cancelled' }, { where: { id: req.params.id, userId: req.session.userId } });
    res.redirect('/account');
  } catch (err) {
    next(err);
  }
});

router.get('/reviews/:id', async (req, res, next) => {
  try {
    const product = await Product.findByPk(req.params.id);
    res.render('reviews', { product, reviewer: req.query.reviewer || 'anonymous', comment: req.query.comment || '' });
  } catch (err) {
    next(err);
  }
});

module.exports = router;
