const ejs = require('ejs');
const path = require('path');

exports.renderEmail = async (req, res) => {
  const html = await ejs.renderFile(path.join(__dirname, '../views/email.ejs'), { user: req.user, note: req.body.note });
  res.send(html);
};
