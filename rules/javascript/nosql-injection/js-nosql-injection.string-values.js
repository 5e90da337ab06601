// Route parameters, header values and converted values are strings: no query operators.
// Query strings, bodies and parsed JSON can be objects (`?id[$ne]=1`, `{"id": {"$gt": ""}}`).
const express = require('express');
const mongoose = require('mongoose');

const Post = mongoose.model('Post', new mongoose.Schema({ id: String, postId: String, token: String }));
const router = express.Router();

router.get('/posts/:id', async (req, res) => {
  // ok: js-nosql-injection
  const byParam = await Post.find({ id: req.params.id });
  // ok: js-nosql-injection
  const byRoute = await Post.find(req.params);
  // ruleid: js-nosql-injection
  const byQuery = await Post.find({ id: req.query.id });
  // ok: js-nosql-injection
  const converted = await Post.find({ id: String(req.body.id) });
  // ruleid: js-nosql-injection
  const raw = await Post.find({ id: req.body.id });
  // ok: js-nosql-injection
  const templated = await Post.find({ id: `${req.body.id}` });
  // ok: js-nosql-injection
  const joined = await Post.find({ postId: 'p-' + req.query.id });
  // ok: js-nosql-injection
  const token = await Post.findOne({ token: req.headers['x-token'] });
  // ok: js-nosql-injection
  const viaGet = await Post.findOne({ token: req.get('x-token') });
  // ruleid: js-nosql-injection
  const allHeaders = await Post.findOne(req.headers);
  // ok: js-nosql-injection
  const numeric = await Post.find({ postId: parseInt(req.query.id, 10) });
  res.json({ byParam, byRoute, byQuery, converted, raw, templated, joined, token, viaGet, allHeaders, numeric });
});

router.post('/posts/search', async (req, res) => {
  // ruleid: js-nosql-injection
  const parsed = await Post.find(JSON.parse(req.body.filter));
  // ruleid: js-nosql-injection
  const fromParam = await Post.findOne({ postId: req.param('id') });
  const { id } = req.params;
  // ok: js-nosql-injection
  const destructured = await Post.findOne({ postId: id });
  // ok: js-nosql-injection
  const stringified = await Post.findOne({ postId: req.query.id.toString() });
  res.json({ parsed, fromParam, destructured, stringified });
});

module.exports = router;
