const { promisify } = require('util');
const { execFile } = require('child_process');

const run = promisify(execFile);

module.exports.resize = async ({ body: { source, width = 640 } }, res) => {
  const { stdout } = await run('convert', [`uploads/${source}`, '-resize', String(width), `out/${source}`]);
  res.json({ ok: true, log: stdout });
};
