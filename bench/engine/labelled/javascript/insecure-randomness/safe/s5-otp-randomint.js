const { randomInt } = require('crypto');
const redis = require('../lib/redis');

exports.run = async (req, res) => {
  const otp = String(randomInt(100000, 1000000));
  await redis.set(`otp:${req.body.phone}`, otp, 'EX', 300);
  res.json({ sent: true });
};
