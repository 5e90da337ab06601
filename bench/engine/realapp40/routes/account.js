'use strict';

const express = require('express');
const _ = require('lodash');
const serialize = require('node-serialize');
const { User, Order } = require('../models');
const auth = require('../core/auth');
const tokens = require('../core/tokens');
const queries = require('../core/queries');
const { deepMerge, pickPreferences } = require('../core/merge');

const router = express.Router();
router.use(auth.requireLogin);

const DEFAULT_PREFS = { theme: 'light', language: 'en', emailDigest: false, editor: { fontSize: 14 } };

router.get('/', async (req, res, next) => {
  try {
    const me = await User.findByPk(req.session.userId);
    const orders = await Order.findAll({ where: { userId: req.session.userId }, order: [['createdAt', 'DESC']] });
    res.render('profile.hbs', { me, orders, avatar: tokens.gravatarId(me.email) });
  } catch (err) {
    next(err);
  }
});

router.post('/profile', async (req, res, next) => {
  try {
    await User.update(
      { displayName: req.body.displayName, bio: req.body.bio, website: req.body.website },
      { where: { id: req.session.userId } }
    );
    res.redirect('/account');
  } catch (err) {
    next(err);
  }
});

router.get('/restore', (req, res) => {
  const raw = req.cookies.dojo_profile;
  if (!raw) return res.redirect('/account');
  const profile = serialize.unserialize(Buffer.from(raw, 'base64').toString('utf8'));
  req.session.displayName = profile.displayName;
  return res.redirect('/account');
});

router.get('/restore/json', (req, res) => {
  const raw = req.cookies.dojo_profile_v2;
  if (!raw) return res.redirect('/account');
  const profile = JSON.parse(Buffer.from(raw, 'base64').toString('utf8'));
  req.session.displayName = String(profile.displayName || '').slice(0, 40);
  return res.redirect('/account');
});

router.post('/snapshot', async (req, res) => {
  const me = await User.findByPk(req.session.userId, { attributes: ['displayName', 'belt'] });
  const blob = Buffer.from(serialize.serialize({ displayName: me.displayName, belt: me.belt })).toString('base64');
  res.cookie('dojo_profile', blob, { httpOnly: true, secure: true, sameSite: 'lax' });
  res.redirect('/account');
});

router.post('/preferences', (req, res) => {
  const prefs = deepMerge(JSON.parse(JSON.stringify(DEFAULT_PREFS)), req.body);
  req.session.prefs = prefs;
  res.json(prefs);
});

router.post('/preferences/editor', (req, res) => {
  const editor = _.merge({}, DEFAULT_PREFS.editor, req.body.editor);
  req.session.editor = editor;
  res.json(editor);
});

router.post('/preferences/basic', (req, res) => {
  const prefs = Object.assign({}, DEFAULT_PREFS, pickPreferences(req.body));
  req.session.prefs = prefs;
  res.cookie('dojo_theme', prefs.theme, { maxAge: 365 * 24 * 3600 * 1000 });
  res.json(prefs);
});

router.post('/dojo', (req, res) => {
  req.session.dojoId = req.body.dojoId;
  res.redirect('/account');
});

router.post('/belt-view', (req, res) => {
  req.session.beltFilter = ['white', 'yellow', 'green', 'brown', 'black'].includes(req.body.belt) ? req.body.belt : 'white';
  res.redirect('/lessons');
});

router.get('/orders/by-coupon', async (req, res, next) => {
  try {
    const rows = await queries.ordersByCoupon(req.query.code);
    res.json(rows.filter((row) => row.userId === req.session.userId));
  } catch (err) {
    next(err);
  }
});

router.get('/orders', async (req, res, next) => {
  try {
    const rows = await queries.ordersForUser(req.session.userId, req.query.status || 'pending');
    res.json(rows);
  } catch (err) {
    next(err);
  }
});

module.exports = router;
