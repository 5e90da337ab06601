const serialize = require('node-serialize');

module.exports = function restoreWizard(req, res, next) {
  const header = req.get('x-wizard-state');
  if (header) {
    req.wizard = serialize.unserialize(Buffer.from(header, 'base64').toString('utf8'));
  }
  next();
};
