const crypto = require('crypto');

// Signed download links: /files/:id?expires=...&sig=...
module.exports = function verifySignedLink(secret) {
  return (req, res, next) => {
    const { expires, sig = '' } = req.query;
    if (Number(expires) < Date.now()) return res.status(410).end();
    const expected = crypto.createHash('md5').update(secret + req.path + expires).digest('hex');
    if (sig.length !== expected.length || !crypto.timingSafeEqual(Buffer.from(sig), Buffer.from(expected))) {
      return res.status(401).end();
    }
    next();
  };
};
