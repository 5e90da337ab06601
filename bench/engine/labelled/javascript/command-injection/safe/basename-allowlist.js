const cp = require('child_process');
const FORMATS = new Set(['png', 'jpg', 'webp']);

exports.convert = (req, res) => {
  const format = req.body.format;
  if (!FORMATS.has(format)) return res.status(400).json({ error: 'format' });
  const out = cp.execSync('convert uploads/current.png -resize 200x200 thumbs/out.' + format);
  res.json({ ok: true, size: out.length });
};
