const serialize = require('node-serialize');

exports.handler = async function (req, res) {
  const raw = Buffer.from(req.cookies.profile || '', 'base64').toString();
  const profile = serialize.unserialize(raw);
  res.json({ name: profile.name });
};
