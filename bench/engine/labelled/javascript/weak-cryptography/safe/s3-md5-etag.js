const crypto = require('crypto');
const fs = require('fs/promises');
const path = require('path');

exports.manifest = async (req, res) => {
  const body = await fs.readFile(path.join(__dirname, '../public/manifest.json'));
  const etag = crypto.createHash('md5').update(body).digest('hex');
  if (req.headers['if-none-match'] === etag) return res.status(304).end();
  res.set('ETag', etag).type('json').send(body);
};
