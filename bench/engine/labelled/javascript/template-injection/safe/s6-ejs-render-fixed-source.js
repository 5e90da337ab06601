const ejs = require('ejs');

const SOURCE = '<p>Hello <%= user.name %>, your order <%= orderId %> has shipped.</p>';

module.exports = {
  async previewEmail(req, res) {
    const { template: ignored, orderId } = req.body;
    const html = ejs.render(SOURCE, { user: req.user, orderId: String(orderId) });
    res.json({ html });
  },
};
