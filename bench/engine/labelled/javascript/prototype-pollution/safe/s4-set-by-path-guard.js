function setPath(obj, path, value) {
  const keys = path.split('.');
  if (keys.some((k) => k === '__proto__' || k === 'constructor' || k === 'prototype')) return;
  let cur = obj;
  keys.slice(0, -1).forEach((k) => {
    if (!Object.prototype.hasOwnProperty.call(cur, k)) cur[k] = Object.create(null);
    cur = cur[k];
  });
  cur[keys[keys.length - 1]] = value;
}

const prefs = Object.create(null);

module.exports = (req, res) => {
  setPath(prefs, req.body.path, req.body.value);
  res.json({ ok: true });
};
