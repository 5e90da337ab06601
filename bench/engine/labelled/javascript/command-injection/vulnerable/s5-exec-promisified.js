const util = require('util');
const exec = util.promisify(require('child_process').exec);

module.exports = async (req, res) => {
  const { file, width = 200 } = req.body;
  const { stdout } = await exec(`convert uploads/${file} -resize ${width} thumbs/${file}`);
  res.json({ ok: true, log: stdout });
};
