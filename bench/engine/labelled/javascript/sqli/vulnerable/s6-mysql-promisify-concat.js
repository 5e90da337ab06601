const util = require('util');
const mysql = require('mysql');

const conn = mysql.createConnection({ host: 'localhost', user: 'shop', database: 'shop' });
const query = util.promisify(conn.query).bind(conn);

module.exports = {
  async findCustomer(req, res) {
    const name = req.body?.customer?.name ?? '';
    const rows = await query("SELECT id, name, email FROM customers WHERE name = '" + name + "'");
    res.json(rows);
  },
};
