const async = require('async');
const _ = require('lodash');
const express = require('express');
const mysql = require('mysql');

const pool = mysql.createPool({ host: 'localhost', database: 'clinic' });
const app = express();

app.post('/pets/archive', (req, res, next) => {
  const ids = [].concat(req.body.petIds || []);
  async.each(ids, (petId, done) => {
    // ruleid: js-sqli-tainted-query
    pool.query('UPDATE pets SET archived = 1 WHERE id = ' + petId, done);
  }, (err) => (err ? next(err) : res.redirect('/pets')));
});

app.post('/pets/restore', (req, res, next) => {
  const ids = [].concat(req.body.petIds || []);
  async.eachLimit(ids, 4, (petId, done) => {
    // ok: js-sqli-tainted-query
    pool.query('UPDATE pets SET archived = 0 WHERE id = ?', [petId], done);
  }, (err) => (err ? next(err) : res.redirect('/pets')));
});

app.post('/pets/tags', (req, res) => {
  _.forEach(req.body.tags, (tag) => {
    // ruleid: js-sqli-tainted-query
    pool.query("INSERT INTO tags (name) VALUES ('" + tag + "')");
  });
  res.end();
});

app.post('/pets/weights', (req, res, next) => {
  const weights = [].concat(req.body.weights || []).map(Number);
  async.eachSeries(weights, (w, done) => {
    // ok: js-sqli-tainted-query
    pool.query('INSERT INTO weights (kg) VALUES (' + w + ')', done);
  }, next);
});
