// Handlers exported for a loader; the Redis, SMS and model helpers live outside the scanned tree.
const Redis = require('ioredis');
const redis = require('redis');
const cache = require('../lib/cache');
const sms = require('../lib/sms');
const { User } = require('../models');

const kv = new Redis();
const client = redis.createClient();

exports.sendOtp = async (req, res) => {
  const phone = String(req.body.phone);
  // ruleid: js-insecure-randomness
  const otp = String(Math.floor(100000 + Math.random() * 900000));
  // ruleid: js-insecure-randomness
  await cache.set(`otp:${phone}`, otp, 'EX', 300);
  // ruleid: js-insecure-randomness
  await kv.set(`otp:${phone}`, otp);
  // ruleid: js-insecure-randomness
  await client.setEx('login:' + phone, 300, otp);
  // ruleid: js-insecure-randomness
  await sms.send(phone, `Your code is ${otp}`);
  res.json({ sent: true });
};

exports.resetPassword = async (req, res) => {
  // ruleid: js-insecure-randomness
  const temp = Math.floor(Math.random() * 1e12);
  // ruleid: js-insecure-randomness
  await User.update({ password: String(temp), mustChange: true }, { where: { email: String(req.body.email) } });
  res.json({ ok: true });
};

exports.lookAlikes = async (req, res) => {
  const key = String(req.query.key);
  const jitter = Math.floor(Math.random() * 60);
  // A cache entry under a caller's key with a jittered lifetime: the random part is no secret.
  // ok: js-insecure-randomness
  await cache.set(key, req.query.value, 'EX', 300 + jitter);
  // ok: js-insecure-randomness
  res.set('Cache-Control', 'no-store');
  // ok: js-insecure-randomness
  await cache.set('stats:views', 1);
  // A one-argument send is a response body, not a message to a phone.
  // ok: js-insecure-randomness
  await sms.send({ retryInMs: 1000 + jitter });
  // ok: js-insecure-randomness
  await User.update({ lastSeenJitter: 0 }, { where: { id: String(req.params.id) } });
  res.json({ ok: true });
};
