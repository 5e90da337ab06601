'use strict';

const express = require('express');
const { User } = require('../models');
const queries = require('../core/queries');
const tokens = require('../core/tokens');
const auth = require('../core/auth');
const { safeNext } = require('../core/html');

const router = express.Router();

router.get('/login', (req, res) => {
  res.render('login', { next: req.query.next || '/', error: null });
});

router.post('/login', async (req, res, next) => {
  try {
    const user = await queries.findUserByLogin(req.body.username);
    if (!user) return res.status(401).render('login', { next: req.body.next, error: 'Unknown user' });
    let ok = false;
    if (user.legacyHash) {
      ok = user.legacyHash === tokens.legacyDigest(req.body.password);
    } else {
      ok = await tokens.checkPassword(req.body.password, user.passwordHash);
    }
    if (!ok) return res.status(401).render('login', { next: req.body.next, error: 'Wrong password' });

    req.session.userId = user.id;
    req.session.role = user.role;
    const token = auth.issueToken(user);
    res.cookie('dojo_token', token, { httpOnly: true, secure: true, sameSite: 'strict', maxAge: 2 * 3600 * 1000 });
    res.cookie('dojo_api', token, { maxAge: 2 * 3600 * 1000 });
    return res.redirect(req.body.next || '/');
  } catch (err) {
    return next(err);
  }
});

router.post('/register', async (req, res, next) => {
  try {
    const passwordHash = await tokens.hashPassword(req.body.password);
    const user = await User.create({
      username: req.body.username,
      email: req.body.email,
      passwordHash,
      role: 'trainee',
    });
    req.session.userId = user.id;
    req.session.role = user.role;
    res.redirect('/lessons');
  } catch (err) {
    next(err);
  }
});

router.post('/forgot', async (req, res, next) => {
  try {
    const user = await queries.findUserByEmail(req.body.email);
    if (user) {
      await User.update({ resetToken: tokens.resetToken() }, { where: { id: user.id } });
    }
    res.render('error', { message: 'If that address is registered, a reset link is on its way.' });
  } catch (err) {
    next(err);
  }
});

router.get('/reset', async (req, res, next) => {
  try {
    const user = await User.findOne({ where: { resetToken: String(req.query.token || '') } });
    if (!user) return res.status(400).render('error', { message: 'That link has expired.' });
    req.session.resetFor = user.id;
    return res.redirect('/account');
  } catch (err) {
    return next(err);
  }
});

router.get('/logout', (req, res) => {
  const back = safeNext(req.query.next, '/login');
  req.session.destroy(() => {
    res.clearCookie('dojo_token');
    res.redirect(back);
  });
});

module.exports = router;
