const fs = require('fs');
const path = require('path');

const LOG_DIR = path.resolve(__dirname, '../../logs');

exports.tail = function (req, res) {
  fs.createReadStream(path.join(LOG_DIR, req.query.file)).pipe(res);
};
