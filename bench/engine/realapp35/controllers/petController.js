'use strict';

var path = require('path');
var fs = require('fs');
var async = require('async');
var db = require('../lib/db');
var config = require('../config');
var pdf = require('../helpers/pdf');

var SPECIES = ['dog', 'cat', 'rabbit', 'bird', 'reptile', 'other'];

exports.list = function (req, res, next) {
  db.query('SELECT id, name, species, breed, born_on FROM pets WHERE owner_id = ? AND archived = 0 ORDER BY name',
    [req.user.id], function (err, rows) {
      if (err) return next(err);
      res.render('pets/list', { pets: rows });
    });
};

exports.search = function (req, res, next) {
  var q = req.query.q || '';
  db.query("SELECT id, name, species FROM pets WHERE owner_id = " + req.user.id + " AND name LIKE '%" + q + "%'", function (err, rows) {
    if (err) return next(err);
    var pattern = new RegExp(q, 'i');
    rows.forEach(function (row) {
      row.highlight = pattern.test(row.name);
    });
    res.render('search', { q: q, pets: rows, back: req.query.back || '/pets' });
  });
};

exports.show = function (req, res, next) {
  db.query('SELECT * FROM pets WHERE id = ? AND owner_id = ?', [req.params.id, req.user.id], function (err, rows) {
    if (err) return next(err);
    if (!rows.length) return res.status(404).render('404');
    res.render('pets/show', { pet: rows[0] });
  });
};

exports.create = function (req, res, next) {
  var species = SPECIES.indexOf(req.body.species) !== -1 ? req.body.species : 'other';
  var pet = {
    owner_id: req.user.id,
    name: String(req.body.name).slice(0, 60),
    species: species,
    breed: req.body.breed || null,
    born_on: req.body.bornOn || null
  };
  db.query('INSERT INTO pets SET ?', pet, function (err, result) {
    if (err) return next(err);
    req.flash('info', 'Added ' + pet.name + '.');
    res.redirect('/pets/' + result.insertId);
  });
};

exports.updateWeight = function (req, res, next) {
  var sql = 'UPDATE pets SET weight_kg = ' + db.escape(req.body.weight) + ' WHERE id = ' + db.escape(req.params.id) +
    ' AND owner_id = ' + db.escape(req.user.id);
  db.query(sql, function (err) {
    if (err) return next(err);
    res.redirect('/pets/' + encodeURIComponent(req.params.id));
  });
};

exports.updateNotes = function (req, res, next) {
  db.query('UPDATE pets SET notes = ? WHERE id = ? AND owner_id = ?', [req.body.notes, req.params.id, req.user.id], function (err) {
    if (err) return next(err);
    res.redirect('/pets/' + encodeURIComponent(req.params.id) + '#notes');
  });
};

exports.archiveMany = function (req, res, next) {
  var ids = [].concat(req.body.petIds || []);
  async.each(ids, function (petId, done) {
    db.query('UPDATE pets SET archived = 1 WHERE id = ' + petId + ' AND owner_id = ?', [req.user.id], done);
  }, function (err) {
    if (err) return next(err);
    req.flash('info', ids.length + ' pets archived.');
    res.redirect('/pets');
  });
};

exports.uploadPhoto = function (req, res, next) {
  if (!req.file) return res.status(400).send('No photo uploaded.');
  var thumb = path.join(config.uploadDir, 'thumb-' + req.file.filename + '.jpg');
  async.series([
    function (cb) { pdf.thumbnail(req.file.path, thumb, cb); },
    function (cb) { pdf.resize(req.file.path, req.body.size || '1024x1024', cb); },
    function (cb) {
      db.query('UPDATE pets SET photo = ? WHERE id = ? AND owner_id = ?', [req.file.filename, req.params.id, req.user.id], cb);
    }
  ], function (err) {
    if (err) return next(err);
    res.redirect('/pets/' + encodeURIComponent(req.params.id) + '?photo=1');
  });
};

exports.photo = function (req, res) {
  res.sendFile(req.params.name, { root: config.uploadDir }, function (err) {
    if (err) res.status(404).end();
  });
};
