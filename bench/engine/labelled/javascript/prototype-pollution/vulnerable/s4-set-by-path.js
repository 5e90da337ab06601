function setPath(obj, path, value) {
  const keys = path.split('.');
  let cur = obj;
  keys.slice(0, -1).forEach((k) => {
    cur[k] = cur[k] || {};
    cur = cur[k];
  });
  cur[keys[keys.length - 1]] = value;
}

const prefs = {};

module.exports = (req, res) => {
  setPath(prefs, req.body.path, req.body.value);
  res.json({ ok: true });
};
