'use strict';

const express = require('express');
const { Lesson } = require('../models');
const { escapeHtml, safeNext } = require('../core/html');
const fetcher = require('../core/fetcher');
const tokens = require('../core/tokens');

const router = express.Router();

const TIPS = [
  'Read the error message before changing code.',
  'Every input is a string until you prove otherwise.',
  'Log what you reject, not what you accept.',
];

router.get('/', async (req, res, next) => {
  try {
    const lessons = await Lesson.findAll({ order: [['level', 'ASC']], limit: 6 });
    res.render('lessons', { lessons, q: '', track: 'all', tip: tokens.shuffle(TIPS)[0] });
  } catch (err) {
    next(err);
  }
});

router.get('/search', (req, res) => {
  const q = req.query.q || '';
  res.send('<h2>No lessons matched ' + q + '</h2><a href="/lessons">Back to lessons</a>');
});

router.get('/search/safe', (req, res) => {
  const q = req.query.q || '';
  res.send('<h2>No lessons matched ' + escapeHtml(q) + '</h2><a href="/lessons">Back to lessons</a>');
});

router.get('/go', (req, res) => {
  res.redirect(req.query.to);
});

router.get('/continue', (req, res) => {
  res.redirect(safeNext(req.query.next, '/'));
});

router.get('/status', async (req, res) => {
  try {
    const status = await fetcher.fetchStatus();
    res.json({ ok: true, upstream: status.data });
  } catch (err) {
    res.json({ ok: false });
  }
});

router.get('/hello', (req, res) => {
  res.type('text/plain').send('Hello, ' + (req.query.name || 'trainee'));
});

module.exports = router;
