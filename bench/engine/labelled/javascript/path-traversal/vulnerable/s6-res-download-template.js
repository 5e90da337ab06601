class ExportController {
  constructor(exportsDir) {
    this.exportsDir = exportsDir;
  }

  download = (req, res) => {
    const { name: reportName, format = 'csv' } = req.query;
    res.download(`${this.exportsDir}/${reportName}.${format}`);
  };
}

module.exports = ExportController;
