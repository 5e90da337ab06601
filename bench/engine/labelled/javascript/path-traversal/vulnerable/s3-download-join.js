const path = require('path');
const config = require('../config');

module.exports = {
  async download(req, res) {
    const file = path.join(config.uploadDir, req.params.filename);
    res.download(file);
  },
};
