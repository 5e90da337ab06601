'use strict';

const express = require('express');
const mongo = require('../core/mongo');
const auth = require('../core/auth');
const tokens = require('../core/tokens');

const router = express.Router();
router.use(auth.requireLogin);

const notes = () => mongo.collection('notes');

router.get('/', async (req, res, next) => {
  try {
    const list = await notes().find({ owner: req.session.userId }).sort({ createdAt: -1 }).limit(50).toArray();
    res.render('notes.hbs', { notes: list, flash: req.query.flash || '' });
  } catch (err) {
    next(err);
  }
});

router.post('/search', async (req, res, next) => {
  try {
    const filter = JSON.parse(req.body.filter || '{}');
    const list = await notes().find(filter).limit(50).toArray();
    res.json(list);
  } catch (err) {
    next(err);
  }
});

router.post('/search/tag', async (req, res, next) => {
  try {
    const list = await notes().find({ owner: req.session.userId, tag: String(req.body.tag) }).toArray();
    res.json(list);
  } catch (err) {
    next(err);
  }
});

router.post('/search/title', async (req, res, next) => {
  try {
    const list = await notes().find({ owner: req.session.userId, title: req.body.title }).toArray();
    res.json(list);
  } catch (err) {
    next(err);
  }
});

router.get('/shared', async (req, res, next) => {
  try {
    const list = await notes()
      .find({ $where: "this.shared == true && this.author == '" + req.query.author + "'" })
      .toArray();
    res.json(list);
  } catch (err) {
    next(err);
  }
});

router.get('/recent', async (req, res, next) => {
  try {
    const list = await notes().find({ $where: 'this.updatedAt > this.createdAt' }).limit(20).toArray();
    res.json(list);
  } catch (err) {
    next(err);
  }
});

router.get('/:id', async (req, res, next) => {
  try {
    const note = await notes().findOne({ _id: new mongo.ObjectId(req.params.id), owner: req.session.userId });
    if (!note) return res.status(404).render('error', { message: 'Note not found' });
    return res.render('note.hbs', { note });
  } catch (err) {
    return next(err);
  }
});

router.post('/', async (req, res, next) => {
  try {
    await notes().insertOne({
      owner: req.session.userId,
      author: res.locals.user.username,
      title: String(req.body.title || '').slice(0, 120),
      body: String(req.body.body || ''),
      tag: String(req.body.tag || 'general'),
      shared: req.body.shared === 'on',
      shareCode: tokens.inviteCode(),
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    res.redirect('/notes');
  } catch (err) {
    next(err);
  }
});

router.post('/:id/update', async (req, res, next) => {
  try {
    await notes().updateOne(
      { _id: new mongo.ObjectId(req.params.id), owner: req.session.userId },
      { $set: { body: String(req.body.body || ''), updatedAt: new Date() } }
    );
    res.redirect('/notes/' + req.params.id);
  } catch (err) {
    next(err);
  }
});

router.post('/bulk-delete', async (req, res, next) => {
  try {
    const result = await notes().deleteMany({ owner: req.session.userId, tag: req.body.tag });
    res.json({ deleted: result.deletedCount });
  } catch (err) {
    next(err);
  }
});

router.get('/:id/seal', async (req, res, next) => {
  try {
    const record = await notes().findOne({ owner: req.session.userId, _id: new mongo.ObjectId(req.params.id) });
    res.json({ sealed: tokens.sealNote(record.body, req.query.passphrase) });
  } catch (err) {
    next(err);
  }
});

module.exports = router;
