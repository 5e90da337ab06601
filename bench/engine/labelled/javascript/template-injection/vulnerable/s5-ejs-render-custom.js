const ejs = require('ejs');

module.exports = async (req, res) => {
  const { template, data = {} } = req.body;
  const html = ejs.render(template, { ...data, now: new Date() });
  res.send(html);
};
