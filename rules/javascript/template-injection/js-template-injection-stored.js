// E-mail templates kept in the database; the database helper lives outside the scanned tree.
const ejs = require('ejs');
const path = require('path');
const db = require('../db');

exports.renderEmail = async (req, res) => {
  const row = await db.oneOrNone('SELECT body FROM email_templates WHERE id = $1', [req.params.id]);
  // ruleid: js-template-injection-stored
  const html = ejs.render(row.body, { user: req.user });
  res.send(html);
};

exports.renderEmailFile = async (req, res) => {
  const row = await db.oneOrNone('SELECT subject, note FROM emails WHERE id = $1', [req.params.id]);
  // ok: js-template-injection-stored
  const html = await ejs.renderFile(path.join(__dirname, 'views/email.ejs'), { subject: row.subject, note: row.note });
  res.send(html);
};

exports.renderFixed = async (req, res) => {
  const row = await db.oneOrNone('SELECT name FROM users WHERE id = $1', [req.params.id]);
  // ok: js-template-injection-stored
  res.send(ejs.render('<p>Hello <%= name %></p>', { name: row.name }));
};
