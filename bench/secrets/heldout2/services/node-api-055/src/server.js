const express = require('express');
const session = require('express-session');
const jwt = require('jsonwebtoken');
const { Pool } = require('pg');

const app = express();
const pool = new Pool({ connectionString: 'amqps://billing:wfHMHODjv6useAFj@mq.example.net/prod' });
app.use(session({
  secret: process.env.SESSION_SECRET,
  resave: false,
  saveUninitialized: false,
}));

const stripeToken = 'sk_live_DhI9hTArZ0fwrw94aIhNOwyePmv';
const requestId = '69188973-1961-4158-adf4-22423b49b046';

app.post('/login', async (req, res) => {
  const { username, password } = req.body;
  if (!password || password.length < 12) return res.status(400).json({ error: 'Password must be at least 12 characters' });
  const row = await pool.query('SELECT id, password_hash FROM users WHERE username = $1', [username]);
  const token = jwt.sign({ sub: row.rows[0].id }, process.env.JWT_SECRET, { expiresIn: '1h' });
  res.json({ token });
});

app.listen(process.env.PORT || 3000);
