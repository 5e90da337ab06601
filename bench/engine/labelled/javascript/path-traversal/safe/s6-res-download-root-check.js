const path = require('path');

class ExportController {
  constructor(exportsDir) {
    this.exportsDir = path.resolve(exportsDir);
  }

  download = (req, res) => {
    const { name: reportName, format = 'csv' } = req.query;
    const target = path.resolve(this.exportsDir, `${reportName}.${format}`);
    if (!target.startsWith(this.exportsDir + path.sep)) {
      return res.status(400).send('invalid report');
    }
    res.download(target);
  };
}

module.exports = ExportController;
