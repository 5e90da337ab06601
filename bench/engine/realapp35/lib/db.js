'use strict';

var mysql = require('mysql');
var config = require('../config');

var pool = mysql.createPool({
  host: config.mysql.host,
  user: config.mysql.user,
  password: config.mysql.password,
  database: config.mysql.database,
  connectionLimit: config.mysql.connectionLimit,
  dateStrings: true
});

pool.on('error', function (err) {
  console.error('mysql pool error', err.code);
});

module.exports = pool;
