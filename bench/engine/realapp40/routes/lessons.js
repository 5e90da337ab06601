'use strict';

const express = require('express');
const { Op } = require('sequelize');
const { Lesson, sequelize } = require('../models');
const files = require('../core/files');
const queries = require('../core/queries');
const auth = require('../core/auth');

const router = express.Router();

const TRACKS = ['web', 'api', 'cloud', 'crypto'];

router.get('/', async (req, res, next) => {
  try {
    const where = {};
    if (TRACKS.includes(req.query.track)) where.track = req.query.track;
    if (req.query.q) where.title = { [Op.like]: `%${req.query.q}%` };
    const lessons = await Lesson.findAll({ where, order: [['level', 'ASC']] });
    res.render('lessons', { lessons, q: req.query.q || '', track: where.track || 'all' });
  } catch (err) {
    next(err);
  }
});

router.get('/by-level', async (req, res, next) => {
  try {
    const lessons = await Lesson.findAll({
      where: sequelize.literal('level >= ' + req.query.min + ' AND level <= 5'),
    });
    res.json(lessons);
  } catch (err) {
    next(err);
  }
});

router.get('/by-track', async (req, res, next) => {
  try {
    const lessons = await Lesson.findAll({ where: sequelize.where(sequelize.col('track'), req.query.track) });
    res.json(lessons);
  } catch (err) {
    next(err);
  }
});

router.get('/summary-search', async (req, res, next) => {
  try {
    const rows = await sequelize.query(
      `SELECT slug, title FROM Lessons WHERE summary LIKE '%${req.query.term}%'`,
      { type: sequelize.QueryTypes.SELECT }
    );
    res.json(rows);
  } catch (err) {
    next(err);
  }
});

router.get('/summary-search/safe', async (req, res, next) => {
  try {
    const rows = await sequelize.query('SELECT slug, title FROM Lessons WHERE summary LIKE :term', {
      replacements: { term: `%${req.query.term}%` },
      type: sequelize.QueryTypes.SELECT,
    });
    res.json(rows);
  } catch (err) {
    next(err);
  }
});

router.get('/leaderboard/:track', async (req, res, next) => {
  try {
    const rows = await queries.leaderboard(req.params.track, req.query.limit);
    res.render('leaderboard.pug', { rows, track: req.params.track });
  } catch (err) {
    next(err);
  }
});

router.get('/:slug', async (req, res, next) => {
  try {
    const lesson = await Lesson.findOne({ where: { slug: req.params.slug } });
    const body = await files.readLesson(req.params.slug);
    res.render('lesson.pug', { lesson, body, highlight: req.query.highlight || '' });
  } catch (err) {
    next(err);
  }
});

router.get('/:slug/print', async (req, res, next) => {
  try {
    const body = await files.readLessonChecked(req.params.slug);
    res.type('text/plain').send(body);
  } catch (err) {
    next(err);
  }
});

router.post('/:slug/done', auth.requireLogin, async (req, res, next) => {
  try {
    await queries.markLessonDone(req.session.userId, req.params.slug);
    res.redirect('/lessons/' + encodeURIComponent(req.params.slug));
  } catch (err) {
    next(err);
  }
});

module.exports = router;
