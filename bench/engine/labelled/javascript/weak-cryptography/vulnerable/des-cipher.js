const crypto = require('crypto');

exports.encrypt = (req, res) => {
  const cipher = crypto.createCipheriv('des-cbc', Buffer.from(process.env.DES_KEY, 'hex'), Buffer.alloc(8));
  const out = Buffer.concat([cipher.update(req.body.text, 'utf8'), cipher.final()]);
  res.json({ data: out.toString('base64') });
};
