const mysql = require('mysql');
const connection = mysql.createConnection({ host: 'localhost', user: 'web', database: 'accounts' });

function findUser(name, cb) {
  const sql = 'SELECT id, password_hash FROM users WHERE name = "' + name + '"';
  connection.query(sql, cb);
}

module.exports = function (req, res) {
  findUser(req.body.username, (err, rows) => {
    if (err) return res.status(500).end();
    res.json({ found: rows.length > 0 });
  });
};
