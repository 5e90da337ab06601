const mysql = require('mysql2/promise');
const { Pool } = require('pg');
const mongoose = require('mongoose');
const config = require('./config');

const pool = mysql.createPool({ ...config.mysql, connectionLimit: 10 });
const stats = new Pool({ connectionString: config.pgUrl, max: 5 });

async function query(sql, params) {
  const [rows] = await pool.query(sql, params);
  return rows;
}

async function execute(sql, params) {
  const [rows] = await pool.execute(sql, params);
  return rows;
}

async function statsQuery(text, values) {
  const result = await stats.query(text, values);
  return result.rows;
}

function connectMongo() {
  return mongoose.connect(config.mongoUrl);
}

module.exports = { pool, query, execute, statsQuery, connectMongo };
