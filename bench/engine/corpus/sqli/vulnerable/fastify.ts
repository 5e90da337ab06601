import Fastify from 'fastify';
import mysql from 'mysql2/promise';
const app = Fastify();
app.post('/x', async (request) => {
  const { name } = request.body as { name: string };
  const conn = await mysql.createConnection({});
  return conn.query(`SELECT * FROM t WHERE name = '${name}'`);
});
