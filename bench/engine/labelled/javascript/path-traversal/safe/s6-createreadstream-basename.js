const fs = require('fs');
const path = require('path');

const UPLOADS = path.join(__dirname, '..', 'uploads');

module.exports = (req, res) => {
  const { file } = req.params;
  const stream = fs.createReadStream(path.join(UPLOADS, path.basename(file)));
  stream.on('error', () => res.sendStatus(404));
  stream.pipe(res);
};
