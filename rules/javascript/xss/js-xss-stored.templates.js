// A compiled template escapes the locals it prints: stored values given to it are not raw HTML.
const pug = require('pug');
const db = require('../db');

const card = pug.compile('h1= name\np= bio');

exports.profileCard = async (req, res) => {
  const row = await db.oneOrNone('SELECT name, bio FROM users WHERE id = $1', [req.params.id]);
  // ok: js-xss-stored
  res.send(card({ name: row.name, bio: row.bio }));
  // ruleid: js-xss-stored
  res.send('<h1>' + row.name + '</h1>');
};
