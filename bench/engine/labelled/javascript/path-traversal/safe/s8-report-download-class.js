const path = require('path');

class ReportController {
  constructor(baseDir) {
    this.baseDir = baseDir;
  }

  download(req, res) {
    res.download(String(req.query.file), { root: this.baseDir });
  }
}

module.exports = ReportController;
