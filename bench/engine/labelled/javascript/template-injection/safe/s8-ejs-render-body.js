const ejs = require('ejs');

const TEMPLATE = '<p>Hello <%= name %>, your order <%= orderId %> has shipped.</p>';

module.exports = (app) => {
  app.post('/emails/preview', (req, res) => {
    const { data } = req.body;
    const html = ejs.render(TEMPLATE, { name: data.name, orderId: data.orderId });
    res.send(html);
  });
};
