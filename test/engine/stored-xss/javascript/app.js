const express = require('express');
const _ = require('lodash');
const { MongoClient } = require('mongodb');

const app = express();
app.set('view engine', 'ejs');
app.use(express.urlencoded({ extended: false }));

const DEFAULTS = { theme: 'light' };

function NotesHandler(db) {
  const notes = db.collection('notes');

  this.add = function (req, res) {
    notes.insertOne({ body: String(req.body.body) }, function () {
      res.redirect('/notes');
    });
  };

  this.show = function (req, res) {
    notes.findOne({ slug: String(req.params.slug) }, function (err, doc) {
      if (err || !doc) return res.sendStatus(404);
      const view = _.defaultsDeep({}, doc, DEFAULTS);
      res.render('note', { note: view }); // expect: js-xss-stored
    });
  };

  this.plain = function (req, res) {
    notes.findOne({ slug: String(req.params.slug) }, function (err, doc) {
      if (err || !doc) return res.sendStatus(404);
      res.send('<p>' + doc.body + '</p>'); // expect: js-xss-stored
    });
  };
}

MongoClient.connect('mongodb://localhost/notes', function (err, client) {
  const handler = new NotesHandler(client.db());
  app.post('/notes', handler.add);
  app.get('/notes/:slug', handler.show);
  app.get('/notes/:slug/plain', handler.plain);
  app.listen(3000);
});
