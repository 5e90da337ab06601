const redis = require('../lib/redis');
const sms = require('../lib/sms');

exports.run = async (req, res) => {
  const { phone } = req.body;
  const otp = String(Math.floor(100000 + Math.random() * 900000));
  await redis.set(`otp:${phone}`, otp, 'EX', 300);
  await sms.send(phone, `Your code is ${otp}`);
  res.json({ sent: true });
};
