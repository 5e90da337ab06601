const util = require('util');
const { execFile } = require('child_process');
const path = require('path');

const run = util.promisify(execFile);

async function resizeImage(req, res) {
  const size = req.body.size || '200x200';
  const output = path.join('/tmp', `${Date.now()}.png`);
  await run('convert', [req.file.path, '-resize', size, output]);
  res.sendFile(output);
}

module.exports = { resizeImage };
