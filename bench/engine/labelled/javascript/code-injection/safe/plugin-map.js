const plugins = {
  csv: require('./plugins/csv'),
  pdf: require('./plugins/pdf'),
};

module.exports = (req, res) => {
  const plugin = plugins[req.params.name];
  if (!plugin) return res.sendStatus(404);
  res.json(plugin.describe());
};
