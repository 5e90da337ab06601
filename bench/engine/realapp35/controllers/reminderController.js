'use strict';

var async = require('async');
var Reminder = require('../models/Reminder');
var letters = require('../helpers/letters');
var security = require('../helpers/security');
var escapeRegex = require('../helpers/text').escapeRegex;

exports.list = function (req, res, next) {
  var kind = req.query.kind;
  var query = { owner: req.user.id };
  if (kind) query.kind = String(kind);
  Reminder.find(query).sort({ dueAt: 1 }).exec(function (err, reminders) {
    if (err) return next(err);
    res.render('reminders', { reminders: reminders, kind: kind || 'all' });
  });
};

exports.search = function (req, res, next) {
  var text = req.query.text || '';
  if (req.query.mode === 'prefix') {
    return Reminder.find({ owner: req.user.id, note: new RegExp('^' + escapeRegex(String(text)), 'i') }, function (err, docs) {
      if (err) return next(err);
      res.json(docs);
    });
  }
  Reminder.find({ $where: 'this.owner == ' + Number(req.user.id) + ' && this.note.indexOf("' + text + '") !== -1' }, function (err, docs) {
    if (err) return next(err);
    res.json(docs);
  });
};

exports.count = function (req, res, next) {
  Reminder.countDocuments({ owner: req.user.id, channel: String(req.query.channel || 'email') }, function (err, n) {
    if (err) return next(err);
    res.json({ count: n });
  });
};

exports.show = function (req, res, next) {
  Reminder.findOne({ _id: req.params.id, owner: req.user.id }, function (err, reminder) {
    if (err) return next(err);
    if (!reminder) return res.status(404).render('404');
    res.render('reminder', { reminder: reminder });
  });
};

exports.create = function (req, res, next) {
  var petIds = [].concat(req.body.petIds || req.body.petId || []);
  async.each(petIds, function (petId, done) {
    Reminder.create({
      owner: req.user.id,
      petId: Number(petId),
      kind: req.body.kind,
      note: String(req.body.note || '').slice(0, 500),
      dueAt: new Date(req.body.dueAt),
      confirmCode: security.shortCode(),
      unsubscribeToken: security.randomToken()
    }, done);
  }, function (err) {
    if (err) return next(err);
    req.flash('info', 'Reminder saved.');
    res.redirect('/reminders');
  });
};

exports.confirm = function (req, res, next) {
  Reminder.findOneAndUpdate({ confirmCode: req.body.code }, { $set: { status: 'confirmed' } }, { new: true }, function (err, reminder) {
    if (err) return next(err);
    if (!reminder) return res.status(404).json({ error: 'Unknown code' });
    res.json({ ok: true, dueAt: reminder.dueAt });
  });
};

exports.unsubscribe = function (req, res, next) {
  Reminder.updateMany({ unsubscribeToken: req.query.token }, { $set: { status: 'cancelled' } }, function (err, result) {
    if (err) return next(err);
    res.render('unsubscribed', { count: result.nModified });
  });
};

exports.preview = function (req, res, next) {
  Reminder.findById(req.params.id, function (err, reminder) {
    if (err) return next(err);
    if (!reminder || reminder.owner !== req.user.id) return res.status(404).end();
    letters.renderReminder(reminder, req.body.greeting, function (err2, html) {
      if (err2) return next(err2);
      res.send(html);
    });
  });
};
