const fs = require('fs');
const path = require('path');

exports.handler = async function (req, res) {
  const { name } = req.params;
  const stream = fs.createReadStream(path.join('/var/app/exports', path.basename(name)));
  stream.on('error', () => res.status(404).end());
  stream.pipe(res);
};
