const { promisify } = require('util');
const { exec } = require('child_process');

const run = promisify(exec);

module.exports.resize = async ({ body: { source, width = 640 } }, res) => {
  const { stdout } = await run(`convert uploads/${source} -resize ${width} out/${source}`);
  res.json({ ok: true, log: stdout });
};
