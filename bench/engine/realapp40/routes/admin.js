'use strict';

const express = require('express');
const { Op } = require('sequelize');
const { User, sequelize } = require('../models');
const auth = require('../core/auth');
const render = require('../core/render');
const tokens = require('../core/tokens');
const config = require('../config');

const router = express.Router();
router.use(auth.requireLogin, auth.requireRole('admin'));

const ROLES = ['trainee', 'sensei', 'admin'];

router.get('/users', async (req, res, next) => {
  try {
    const where = {};
    if (req.query.email) where.email = { [Op.iLike]: '%' + req.query.email + '%' };
    if (ROLES.includes(req.query.role)) where.role = req.query.role;
    const users = await User.findAll({ where, attributes: ['id', 'username', 'email', 'role', 'belt'] });
    res.render('admin/users', { users, filter: req.query.email || '' });
  } catch (err) {
    next(err);
  }
});

router.get('/users/find', async (req, res, next) => {
  try {
    const users = await User.findAll({
      where: sequelize.literal(`username = '${req.query.username}'`),
      attributes: ['id', 'username', 'role'],
    });
    res.json(users);
  } catch (err) {
    next(err);
  }
});

router.get('/users/active', async (req, res, next) => {
  try {
    const users = await User.findAll({ where: sequelize.literal("role <> 'admin' AND resetToken IS NULL") });
    res.json(users.map((u) => u.username));
  } catch (err) {
    next(err);
  }
});

router.post('/users/:id/role', async (req, res, next) => {
  try {
    if (!ROLES.includes(req.body.role)) return res.status(400).send('bad role');
    await User.update({ role: req.body.role }, { where: { id: Number(req.params.id) } });
    return res.redirect('/admin/users');
  } catch (err) {
    return next(err);
  }
});

router.post('/impersonate', (req, res) => {
  req.session.role = req.body.role;
  req.session.impersonating = true;
  res.redirect('/');
});

router.post('/email/preview', (req, res) => {
  const html = render.renderEmail(req.body.body, { name: 'Trainee', dojo: config.appName });
  res.send(html);
});

router.get('/certificate/:id', async (req, res, next) => {
  try {
    const user = await User.findByPk(req.params.id);
    res.send(render.renderCertificate({ name: user.displayName || user.username, belt: user.belt }));
  } catch (err) {
    next(err);
  }
});

router.get('/welcome', (req, res) => {
  res.send(render.renderWelcome(req.query.name || 'trainee'));
});

router.post('/api-key', (req, res) => {
  res.json({ key: tokens.apiKey() });
});

router.get('/audit', async (req, res, next) => {
  try {
    const rows = await sequelize.query(
      'SELECT id, username, updatedAt FROM Users WHERE updatedAt > :since ORDER BY updatedAt DESC',
      { replacements: { since: req.query.since || '1970-01-01' }, type: sequelize.QueryTypes.SELECT }
    );
    res.send('<h1>Audit since ' + req.query.since + '</h1><pre>' + JSON.stringify(rows) + '</pre>');
  } catch (err) {
    next(err);
  }
});

module.exports = router;
