const util = require('util');
const mysql = require('mysql');

const conn = mysql.createConnection({ host: 'localhost', user: 'shop', database: 'shop' });
const query = util.promisify(conn.query).bind(conn);

module.exports = {
  async findCustomer(req, res) {
    const id = Number(req.body?.customer?.id);
    if (!Number.isSafeInteger(id)) return res.status(400).json({ error: 'bad id' });
    const rows = await query(`SELECT id, name, email FROM customers WHERE id = ${id}`);
    res.json(rows);
  },
};
