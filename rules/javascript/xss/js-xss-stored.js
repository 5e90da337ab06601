// Handlers registered by a loader; models and the database helper live outside the scanned tree.
const escape = require('escape-html');
const Comment = require('../models/comment');
const db = require('../lib/db');

exports.comments = async (req, res) => {
  const comments = await Comment.find({ postId: String(req.params.id) }).sort({ createdAt: -1 });
  const items = comments.map((c) => `<li><b>${c.author}</b>: ${c.text}</li>`).join('');
  // ruleid: js-xss-stored
  res.send(`<ul class="comments">${items}</ul>`);
};

exports.commentsEscaped = async (req, res) => {
  const comments = await Comment.find({ postId: String(req.params.id) });
  const items = comments.map((c) => `<li>${escape(c.text)}</li>`).join('');
  // ok: js-xss-stored
  res.send(`<ul>${items}</ul>`);
};

exports.commentsJson = async (req, res) => {
  const comments = await Comment.find({ postId: String(req.params.id) });
  // ok: js-xss-stored
  res.json(comments);
};

exports.profile = async (req, res) => {
  const { rows } = await db.query('SELECT display_name, bio FROM profiles WHERE user_id = $1', [req.params.id]);
  // ruleid: js-xss-stored
  res.send(`<h1>${rows[0].display_name}</h1><p>${rows[0].bio}</p>`);
};

exports.profileCount = async (req, res) => {
  const { rows } = await db.query('SELECT count(*) AS n FROM profiles WHERE team = $1', [req.params.team]);
  // ok: js-xss-stored
  res.send(`<p>${Number(rows[0].n)} profiles</p>`);
};

exports.pick = (req, res, items) => {
  // An array's own find with a callback is not a database read.
  const first = items.find((i) => i.featured);
  // ok: js-xss-stored
  res.send(`<p>${first ? 'featured' : 'none'}</p>`);
};

exports.update = async (req, res) => {
  // A write is not a read: nothing stored comes back from it.
  const result = await db.query('UPDATE profiles SET seen = now() WHERE user_id = $1', [req.params.id]);
  // ok: js-xss-stored
  res.send(`<p>${result.rowCount}</p>`);
};

// A list of records answered whole is JSON (Express's send of an array, Koa's body of an array).
const Review = require('./models/review');
exports.reviews = async (req, res) => {
  const reviews = await Review.find({ product: String(req.params.id) });
  // ok: js-xss-stored
  res.send(reviews);
  // ruleid: js-xss-stored
  res.send(reviews.map((r) => `<li>${r.body}</li>`).join(''));
};
exports.koaReviews = async (ctx) => {
  // ok: js-xss-stored
  ctx.body = await Review.find({ product: String(ctx.params.id) });
};

// Callback style: the record is the callback's second parameter; lodash merges keep its fields.
const _ = require('lodash');

exports.noteCallback = (req, res) => {
  db.collection('notes').findOne({ slug: String(req.params.slug) }, (err, doc) => {
    const view = _.defaultsDeep({}, doc, { title: 'Untitled' });
    // ruleid: js-xss-stored
    res.send(`<h1>${view.title}</h1>`);
    // ok: js-xss-stored
    res.send(`<h1>${escape(view.title)}</h1>`);
  });
};
