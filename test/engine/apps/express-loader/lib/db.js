const mysql = require('mysql');

const connection = mysql.createConnection({ host: 'localhost', user: 'app', database: 'shop' });

module.exports = {
  query: (sql, params, cb) => connection.query(sql, params, cb),
};
