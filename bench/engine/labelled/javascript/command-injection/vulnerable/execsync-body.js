const cp = require('child_process');

exports.convert = (req, res) => {
  const { input, format } = req.body;
  const out = cp.execSync(`convert uploads/${input} -resize 200x200 thumbs/out.${format}`);
  res.json({ ok: true, size: out.length });
};
