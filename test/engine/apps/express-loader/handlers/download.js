const path = require('path');

exports.download = async (req, res) => {
  // ruleid: js-path-traversal
  res.sendFile(path.join(__dirname, '..', 'files', req.query.file));
};

exports.safeDownload = async (req, res) => {
  // ok: js-path-traversal
  res.sendFile(path.basename(req.query.file), { root: path.join(__dirname, '..', 'files') });
};
