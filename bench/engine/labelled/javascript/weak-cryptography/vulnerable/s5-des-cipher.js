const crypto = require('crypto');

const KEY = Buffer.from(process.env.CARD_KEY, 'hex');

exports.handler = (req, res) => {
  const iv = crypto.randomBytes(8);
  const cipher = crypto.createCipheriv('des-cbc', KEY, iv);
  const enc = Buffer.concat([cipher.update(req.body.cardNumber, 'utf8'), cipher.final()]);
  res.json({ token: iv.toString('hex') + enc.toString('hex') });
};
