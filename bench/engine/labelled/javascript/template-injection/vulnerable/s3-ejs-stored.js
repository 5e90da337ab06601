const ejs = require('ejs');
const db = require('../db');

exports.renderEmail = async (req, res) => {
  const row = await db.oneOrNone('SELECT body FROM email_templates WHERE id = $1', [req.params.id]);
  const html = ejs.render(row.body, { user: req.user });
  res.send(html);
};
