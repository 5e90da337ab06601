module.exports = function restoreWizard(req, res, next) {
  const header = req.get('x-wizard-state');
  if (header) {
    try {
      req.wizard = JSON.parse(Buffer.from(header, 'base64').toString('utf8'));
    } catch {
      req.wizard = {};
    }
  }
  next();
};
