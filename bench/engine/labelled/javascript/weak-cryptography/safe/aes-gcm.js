const crypto = require('crypto');

exports.encrypt = (req, res) => {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', Buffer.from(process.env.DATA_KEY, 'hex'), iv);
  const out = Buffer.concat([cipher.update(req.body.text, 'utf8'), cipher.final()]);
  res.json({ iv: iv.toString('hex'), tag: cipher.getAuthTag().toString('hex'), data: out.toString('base64') });
};
