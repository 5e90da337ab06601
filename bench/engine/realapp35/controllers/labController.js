'use strict';

var fs = require('fs');
var path = require('path');
var url = require('url');
var axios = require('axios');
var jwt = require('jsonwebtoken');
var db = require('../lib/db');
var config = require('../config');
var labClient = require('../helpers/labClient');

var WEBHOOK_HOSTS = ['hooks.pawsley.example.com', 'notify.vetlabs.example.com'];
var LAB_KEYS = {
  'idexx-2023': process.env.IDEXX_PUBLIC_KEY,
  'antech-2024': process.env.ANTECH_PUBLIC_KEY
};

exports.index = function (req, res, next) {
  db.query('SELECT l.id, l.panel, l.received_on, p.name AS pet FROM lab_results l JOIN pets p ON p.id = l.pet_id ' +
    'WHERE p.owner_id = ? ORDER BY l.received_on DESC', [req.user.id], function (err, rows) {
    if (err) return next(err);
    res.render('labs', { results: rows });
  });
};

exports.result = function (req, res, next) {
  labClient.fetchFromLab(req.query.lab, req.query.id).then(function (data) {
    res.render('lab-result', { result: data });
  }).catch(next);
};

exports.raw = function (req, res, next) {
  axios.get('https://' + req.query.region + '.vetlabs.example.com/raw/' + encodeURIComponent(req.query.id))
    .then(function (resp) { res.json(resp.data); })
    .catch(next);
};

exports.archived = function (req, res, next) {
  var name = path.basename(String(req.query.file || ''));
  fs.readFile(path.join(config.labDir, name), 'utf8', function (err, text) {
    if (err) return next(err);
    res.type('text/plain').send(text);
  });
};

exports.attachment = function (req, res) {
  fs.createReadStream(path.join(config.labDir, req.query.file)).on('error', function () {
    res.status(404).end();
  }).pipe(res);
};

exports.report = function (req, res) {
  var full = path.resolve(config.labDir, String(req.query.file || ''));
  if (full.indexOf(config.labDir + path.sep) !== 0) return res.status(400).end();
  res.type('application/pdf');
  fs.createReadStream(full).pipe(res);
};

exports.importFromUrl = function (req, res, next) {
  labClient.fetchByUrl(req.body.url, function (err, body) {
    if (err) return next(err);
    db.query('INSERT INTO lab_results (pet_id, panel, payload) VALUES (?, ?, ?)',
      [req.body.petId, body.panel, JSON.stringify(body)], function (err2) {
        if (err2) return next(err2);
        res.redirect('/labs');
      });
  });
};

exports.registerWebhook = function (req, res, next) {
  var target = url.parse(String(req.body.webhook || ''));
  if (target.protocol !== 'https:' || WEBHOOK_HOSTS.indexOf(target.hostname) === -1) {
    return res.status(400).json({ error: 'Webhook host not allowed' });
  }
  axios.post(target.href, { event: 'subscribed', clinic: config.clinicName }, { timeout: 5000 })
    .then(function () { res.json({ ok: true }); })
    .catch(next);
};

exports.callback = function (req, res, next) {
  jwt.verify(req.body.token, config.labPublicKey, function (err, claims) {
    if (err) return res.status(401).end();
    db.query('UPDATE lab_results SET status = ? WHERE external_id = ?', [claims.status, claims.sub], function (err2) {
      if (err2) return next(err2);
      axios.post(req.body.notifyUrl, { status: 'received', id: claims.sub })
        .then(function () { res.json({ ok: true }); })
        .catch(next);
    });
  });
};

exports.hook = function (req, res) {
  var token = String(req.get('X-Lab-Signature') || '');
  var decoded = jwt.decode(token, { complete: true });
  if (!decoded || !LAB_KEYS[decoded.header.kid]) return res.status(401).end();
  jwt.verify(token, LAB_KEYS[decoded.header.kid], { algorithms: ['RS256'] }, function (err, claims) {
    if (err) return res.status(401).end();
    res.json({ received: claims.sub });
  });
};
