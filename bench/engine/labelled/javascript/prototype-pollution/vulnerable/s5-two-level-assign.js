const sections = { ui: {}, notifications: {} };

module.exports = { handler };

function handler(req, res) {
  const { section, key, value } = req.body;
  if (!sections[section]) sections[section] = {};
  sections[section][key] = value;
  res.json(sections);
}
