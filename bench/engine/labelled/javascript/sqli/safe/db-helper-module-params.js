const mysql = require('mysql');
const connection = mysql.createConnection({ host: 'localhost', user: 'app', database: 'crm' });

const db = {
  run: (sql, params) => new Promise((resolve, reject) => connection.query(sql, params, (e, rows) => (e ? reject(e) : resolve(rows)))),
};

module.exports = async (req, res) => {
  const rows = await db.run('SELECT * FROM contacts WHERE company = ?', [req.query.company]);
  res.json(rows);
};
