const fs = require('fs');
const path = require('path');

class Downloads {
  constructor(root) {
    this.root = root;
  }

  get(req, res) {
    const target = path.resolve(this.root, req.params.file);
    fs.createReadStream(target).on('error', () => res.sendStatus(404)).pipe(res);
  }
}

module.exports = Downloads;
