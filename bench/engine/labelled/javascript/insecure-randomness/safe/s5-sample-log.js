const logger = require('../lib/logger');

module.exports = (req, res) => {
  if (Math.random() < 0.01) {
    logger.info({ path: req.path, ua: req.get('user-agent') }, 'sampled request');
  }
  res.json({ ok: true });
};
