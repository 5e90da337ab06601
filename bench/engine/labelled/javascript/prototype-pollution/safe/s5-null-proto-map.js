const flags = Object.create(null);

module.exports = function (req, res) {
  const { name, enabled } = req.body;
  flags[String(name)] = enabled === true;
  res.json({ name, enabled: flags[String(name)] });
};
