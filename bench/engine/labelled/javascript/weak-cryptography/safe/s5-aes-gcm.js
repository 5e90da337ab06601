const crypto = require('crypto');

const KEY = crypto.scryptSync(process.env.APP_SECRET, 'vault-salt', 32);

exports.run = (req, res) => {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', KEY, iv);
  const enc = Buffer.concat([cipher.update(String(req.body.note), 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  res.json({ data: Buffer.concat([iv, tag, enc]).toString('base64') });
};
