import { Router } from 'express';
import { pool } from '../db';
import { hashPassword, validatePassword } from '../auth/password';

export const users = Router();

users.post('/users', async (req, res) => {
  const { email, password } = req.body as { email: string; password: string };
  const problem = validatePassword(password);
  if (problem) return res.status(422).json({ error: problem });
  const hash = await hashPassword(password);
  const { rows } = await pool.query('INSERT INTO users (email, password_hash) VALUES ($1, $2) RETURNING id', [email, hash]);
  res.status(201).json({ id: rows[0].id });
});

users.post('/users/:id/password-reset', async (req, res) => {
  await pool.query("UPDATE users SET reset_requested_at = now() WHERE id = $1", [req.params.id]);
  res.status(202).end();
});
