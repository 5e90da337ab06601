module.exports = function (req, res) {
  let config;
  try {
    config = JSON.parse(req.body.config);
  } catch {
    return res.status(400).send('invalid JSON');
  }
  res.json({ keys: Object.keys(config) });
};
