'use strict';

const express = require('express');
const jwt = require('jsonwebtoken');
const { User, Lesson } = require('../models');
const auth = require('../core/auth');
const tokens = require('../core/tokens');
const config = require('../config');

const router = express.Router();

router.get('/scoreboard', (req, res) => {
  const claims = auth.readScoreboardClaims(req.query.token);
  res.json({ viewer: claims.sub || null, role: claims.role || 'guest' });
});

router.get('/whoami', auth.requireToken, (req, res) => {
  res.json({ sub: req.claims.sub, role: req.claims.role });
});

router.post('/token/inspect', (req, res) => {
  const decoded = jwt.verify(req.body.token, config.jwtSecret, { algorithms: ['HS256'] });
  res.json(decoded);
});

router.get('/users/:id', auth.requireToken, async (req, res, next) => {
  try {
    const user = await User.findOne({ where: { id: req.params.id }, attributes: ['id', 'username', 'belt'] });
    res.json(user);
  } catch (err) {
    next(err);
  }
});

router.get('/lessons', async (req, res, next) => {
  try {
    const lessons = await Lesson.findAll({ where: { track: String(req.query.track || 'web') } });
    res.json(lessons);
  } catch (err) {
    next(err);
  }
});

router.get('/callback', (req, res) => {
  res.json({ echo: req.query.message });
});

router.get('/jsonp', (req, res) => {
  res.type('application/javascript').send(req.query.callback + '(' + JSON.stringify({ ok: true }) + ')');
});

router.post('/badge', auth.requireToken, (req, res) => {
  const payload = JSON.stringify({ sub: req.claims.sub, belt: String(req.body.belt || 'white') });
  res.json({ payload, signature: tokens.signBadge(payload, config.badgeSigningKey), legacy: tokens.legacyBadgeDigest(String(req.claims.sub), String(req.body.belt || 'white')) });
});

router.post('/session-cookie', auth.requireToken, (req, res) => {
  res.cookie('dojo_session', tokens.apiKey(), { httpOnly: false, secure: false });
  res.json({ ok: true });
});

module.exports = router;
