const fs = require('fs');
const path = require('path');

const LOG_DIR = path.resolve(__dirname, '../../logs');

exports.tail = function (req, res) {
  const target = path.resolve(LOG_DIR, String(req.query.file));
  if (!target.startsWith(LOG_DIR + path.sep)) {
    res.statusCode = 403;
    return res.end();
  }
  fs.createReadStream(target).pipe(res);
};
