const path = require('path');

class ReportController {
  constructor(baseDir) {
    this.baseDir = baseDir;
  }

  download(req, res) {
    const target = this.baseDir + '/' + req.query.file;
    res.download(target);
  }
}

module.exports = ReportController;
