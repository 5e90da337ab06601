// Models imported from files outside the scanned tree: any receiver's query methods.
const User = require('../models/user');
const sanitize = require('mongo-sanitize');

exports.login = async (req, res) => {
  // ruleid: js-nosql-injection
  const user = await User.findOne({ username: req.body.username, password: req.body.password });
  res.json({ ok: !!user });
};

exports.search = async (req, res) => {
  // ruleid: js-nosql-injection
  const docs = await User.find(req.query);
  res.json(docs);
};

exports.remove = async (req, res) => {
  // ruleid: js-nosql-injection
  await req.app.locals.db.collection('tokens').deleteMany({ owner: req.body.owner });
  res.sendStatus(204);
};

exports.loginString = async (req, res) => {
  // ok: js-nosql-injection
  const user = await User.findOne({ username: String(req.body.username), password: `${req.body.password}` });
  res.json({ ok: !!user });
};

exports.loginEq = async (req, res) => {
  // ok: js-nosql-injection
  const user = await User.findOne({ username: { $eq: req.body.username } });
  res.json({ ok: !!user });
};

exports.loginClean = async (req, res) => {
  // ok: js-nosql-injection
  const user = await User.findOne(sanitize({ username: req.body.username }));
  res.json({ ok: !!user });
};

exports.byAge = async (req, res) => {
  // ok: js-nosql-injection
  const users = await User.find({ age: Number(req.query.age) });
  res.json(users);
};

exports.update = async function (req, res) {
  // ruleid: js-nosql-injection
  await this.users.updateOne({ _id: req.body.id }, { $set: { bio: String(req.body.bio) } });
  // ok: js-nosql-injection
  await this.users.updateOne({ _id: req.params.id }, { $set: { bio: String(req.body.bio) } });
  res.sendStatus(204);
};

exports.loginTyped = async (req, res) => {
  const { username, password } = req.body;
  if (typeof username !== 'string' || typeof password !== 'string') return res.status(400).end();
  // ok: js-nosql-injection
  const user = await User.findOne({ username, password });
  res.json({ ok: !!user });
};

exports.loginLoose = async (req, res) => {
  const { username } = req.body;
  if (typeof username === 'string') console.log('login attempt');
  // ruleid: js-nosql-injection
  const user = await User.findOne({ username });
  res.json({ ok: !!user });
};
