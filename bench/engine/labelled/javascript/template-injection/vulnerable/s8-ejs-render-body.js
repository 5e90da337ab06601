const ejs = require('ejs');

module.exports = (app) => {
  app.post('/emails/preview', (req, res) => {
    const { template, data } = req.body;
    const html = ejs.render(template, data || {});
    res.send(html);
  });
};
