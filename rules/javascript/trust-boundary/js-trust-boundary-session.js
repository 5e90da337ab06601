const express = require('express');
const session = require('express-session');

const app = express();
app.use(session({ secret: process.env.SESSION_SECRET, resave: false, saveUninitialized: false, cookie: { secure: true, httpOnly: true } }));
const LANGUAGES = ['en', 'de', 'fr'];

app.post('/login', async (req, res) => {
  const user = await findUser(req.body.email, req.body.password);
  // The id of a record the server looked up.
  // ok: js-trust-boundary-session
  req.session.userId = user.id;
  // ruleid: js-trust-boundary-session
  req.session.role = req.body.role;
  // ruleid: js-trust-boundary-session
  req.session.cart = { items: req.body.items };
  // ok: js-trust-boundary-session
  req.session.views = (req.session.views || 0) + 1;
  if (LANGUAGES.includes(req.query.lang)) {
    // ok: js-trust-boundary-session
    req.session.lang = req.query.lang;
  }
  // After a narrowing of req.query.* the request keeps its type-derived member names.
  // ruleid: js-trust-boundary-session
  req.session.returnTo = req.query.next;
  res.redirect('/');
});

async function findUser(email, password) {
  return { id: 1, email, password };
}

// Handlers exported for a loader.
const Profile = require('../models/profile');

exports.savePrefs = (req, res) => {
  // ruleid: js-trust-boundary-session
  Object.assign(req.session, req.body);
  res.json({ ok: true });
};

exports.updateProfile = (req, res) => {
  // ruleid: js-trust-boundary-session
  Object.assign(req.session, { displayName: String(req.body.displayName), isAdmin: req.body.isAdmin === 'true' });
  res.json({ ok: true });
};

exports.setPref = (req, res) => {
  const { name, value } = req.body;
  // ruleid: js-trust-boundary-session
  req.session[name] = true;
  res.json({ ok: true, value: String(value) });
};

exports.loadProfile = async (req, res) => {
  const profile = await Profile.findOne({ owner: String(req.params.owner) });
  // ok: js-trust-boundary-session
  Object.assign(req.session, { theme: profile.theme, lang: profile.lang });
  // ok: js-trust-boundary-session
  req.session.profileId = profile.id;
  res.json(profile);
};

exports.switchAccount = async (req, res) => {
  const account = await Profile.findById(String(req.body.accountId));
  // ok: js-trust-boundary-session
  req.session.account = account;
  res.redirect('/');
};

// A list kept in the session, appended to.
exports.addToCart = (req, res) => {
  req.session.cart = req.session.cart || [];
  // ruleid: js-trust-boundary-session
  req.session.cart.push(req.body.item);
  // ok: js-trust-boundary-session
  req.session.cart.push({ addedAt: Date.now() });
  res.json({ items: req.session.cart.length });
};
