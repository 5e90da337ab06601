'use strict';

var db = require('../lib/db');

exports.findClientsByName = function (name, limit, cb) {
  var sql = "SELECT id, first_name, last_name, email, phone FROM clients WHERE last_name LIKE '" + name + "%' " +
    'ORDER BY last_name LIMIT ' + limit;
  db.query(sql, cb);
};

exports.findClientsByPostcode = function (postcode, cb) {
  var sql = 'SELECT id, first_name, last_name, postcode FROM clients WHERE postcode = ' + db.escape(postcode);
  db.query(sql, cb);
};

exports.countByStatus = function (table, status, cb) {
  db.query('SELECT COUNT(*) AS n FROM ' + table + " WHERE status = '" + status + "'", function (err, rows) {
    cb(err, rows && rows[0].n);
  });
};

exports.appointmentsForPet = function (petId, sort, cb) {
  db.query('SELECT id, ref, starts_at, status FROM appointments WHERE pet_id = ? ORDER BY ' + sort + ' DESC', [petId], cb);
};

exports.revenueByMonth = function (year, groupColumn, cb) {
  var sql = 'SELECT DATE_FORMAT(issued_on, "%Y-%m") AS month, ' + groupColumn + ', SUM(total) AS total FROM invoices ' +
    'WHERE YEAR(issued_on) = ' + year + ' GROUP BY month, ' + groupColumn;
  db.query(sql, cb);
};
