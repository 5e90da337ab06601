// Handlers registered by a loader; helpers (models, mailer) come from outside the scanned tree.
const nodemailer = require('nodemailer');
const crypto = require('crypto');
const User = require('../models/user');
const db = require('../lib/db');

const mailer = nodemailer.createTransport({ sendmail: true });

function randomCode(length) {
  let out = '';
  // ruleid: js-insecure-randomness
  for (let i = 0; i < length; i++) out += 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'[Math.floor(Math.random() * 32)];
  return out;
}

exports.forgot = async (req, res) => {
  // ruleid: js-insecure-randomness
  const token = Math.random().toString(36).substring(2) + Date.now().toString(36);
  // ruleid: js-insecure-randomness
  await User.updateOne({ email: String(req.body.email) }, { $set: { resetToken: token } });
  // ruleid: js-insecure-randomness
  await mailer.sendMail({ to: String(req.body.email), subject: 'Reset', text: `https://example.test/reset?token=${token}` });
  res.json({ sent: true });
};

exports.invite = async (req, res) => {
  const code = randomCode(8);
  // ruleid: js-insecure-randomness
  await db.query('INSERT INTO invites (code, email) VALUES ($1, $2)', [code, String(req.body.email)]);
  res.status(201).json({ ok: true });
};

exports.otp = async (req, res) => {
  // ruleid: js-insecure-randomness
  const otp = Math.floor(100000 + Math.random() * 900000);
  // ruleid: js-insecure-randomness
  req.session.otp = otp;
  res.json({ sent: true });
};

exports.apiKey = async (req, res) => {
  const user = await User.findById(String(req.params.id));
  // ruleid: js-insecure-randomness
  user.apiKey = 'key_' + Math.random().toString(16).slice(2);
  // ruleid: js-insecure-randomness
  await user.save();
  res.json({ ok: true });
};

exports.csrf = (req, res) => {
  if (req.headers['x-requested-with'] !== 'XMLHttpRequest') return res.status(400).end();
  // ruleid: js-insecure-randomness
  const csrf = Math.random().toString(36).slice(2);
  // ruleid: js-insecure-randomness
  res.setHeader('X-CSRF-Token', csrf);
  res.json({ ok: true });
};

exports.secureInvite = async (req, res) => {
  const code = crypto.randomBytes(6).toString('hex');
  // ok: js-insecure-randomness
  await db.query('INSERT INTO invites (code, email) VALUES ($1, $2)', [code, String(req.body.email)]);
  const otp = crypto.randomInt(100000, 999999);
  // ok: js-insecure-randomness
  req.session.otp = otp;
  res.status(201).json({ ok: true });
};

exports.feed = async (req, res) => {
  const items = await db.query('SELECT * FROM posts ORDER BY created DESC LIMIT 50');
  // Shuffling and jitter are not secrets.
  items.sort(() => Math.random() - 0.5);
  const delay = 100 + Math.floor(Math.random() * 50);
  // ok: js-insecure-randomness
  res.setHeader('Retry-After', '1');
  // ok: js-insecure-randomness
  await db.query('UPDATE stats SET views = views + 1 WHERE page = $1', ['feed']);
  setTimeout(() => res.json(items), delay);
};
