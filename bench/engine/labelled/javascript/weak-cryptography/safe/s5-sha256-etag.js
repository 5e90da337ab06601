const crypto = require('crypto');

module.exports = (store) => async (req, res) => {
  const doc = await store.get(req.params.id);
  const body = JSON.stringify(doc);
  const etag = crypto.createHash('sha256').update(body).digest('base64url');
  res.set('ETag', `"${etag}"`).type('application/json').send(body);
};
