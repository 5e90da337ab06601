const crypto = require('crypto');

module.exports = (req, res) => {
  const body = JSON.stringify({ items: [] });
  res.set('ETag', crypto.createHash('sha256').update(body).digest('hex'));
  res.type('application/json').send(body);
};
