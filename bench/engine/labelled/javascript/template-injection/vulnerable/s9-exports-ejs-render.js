const ejs = require('ejs');

module.exports = {
  async previewEmail(req, res) {
    const { template, subject = 'Preview' } = req.body;
    const html = ejs.render(template, { user: req.user, subject });
    res.send(html);
  },
};
