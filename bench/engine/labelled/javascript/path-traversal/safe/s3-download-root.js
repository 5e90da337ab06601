const config = require('../config');

module.exports = {
  async download(req, res) {
    res.sendFile(req.params.filename, { root: config.uploadDir, dotfiles: 'deny' });
  },
};
