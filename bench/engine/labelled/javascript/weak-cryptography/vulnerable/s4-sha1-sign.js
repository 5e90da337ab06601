const crypto = require('crypto');

exports.handler = async function (req, res) {
  const digest = crypto.createHash('sha1').update(req.body.password + 'pepper').digest('base64');
  res.json({ digest });
};
