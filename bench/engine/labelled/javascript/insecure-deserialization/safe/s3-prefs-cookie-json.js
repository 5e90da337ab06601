module.exports = function preferences(req, res, next) {
  if (req.cookies.prefs) {
    try {
      const decoded = Buffer.from(req.cookies.prefs, 'base64').toString('utf8');
      req.preferences = JSON.parse(decoded);
    } catch {
      req.preferences = {};
    }
  }
  next();
};
