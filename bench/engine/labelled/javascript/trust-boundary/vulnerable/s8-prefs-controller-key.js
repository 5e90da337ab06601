const preferencesController = {
  update(req, res) {
    const { key, value } = req.body;
    req.session[key] = value;
    res.json({ saved: key });
  },
};

module.exports = preferencesController;
