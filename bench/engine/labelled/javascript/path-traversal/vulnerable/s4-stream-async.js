const fs = require('fs');

exports.handler = async function (req, res) {
  const { name } = req.params;
  const stream = fs.createReadStream(`/var/app/exports/${name}`);
  stream.on('error', () => res.status(404).end());
  stream.pipe(res);
};
