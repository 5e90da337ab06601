const ejs = require('ejs');

module.exports = {
  async previewEmail(req, res) {
    const { template: source, ...locals } = req.body;
    const html = ejs.render(source, { user: req.user, ...locals });
    res.json({ html });
  },
};
