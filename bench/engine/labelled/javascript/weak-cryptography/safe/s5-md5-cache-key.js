const crypto = require('crypto');
const cache = new Map();

function cacheKey(url) {
  return crypto.createHash('md5').update(url).digest('hex');
}

module.exports = async (req, res, next) => {
  const key = cacheKey(req.originalUrl);
  if (cache.has(key)) return res.send(cache.get(key));
  next();
};
