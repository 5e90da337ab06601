// Named middleware for the route table.
import express from 'express';
import multer from 'multer';
import jwt from 'jsonwebtoken';
import config from '../config/index.js';

const storage = multer.diskStorage({
  destination: config.uploadDir,
  filename: (req, file, cb) => cb(null, `${Date.now()}-${Math.round(Math.random() * 1e6)}.bin`),
});

function auth(req, res, next) {
  const header = req.get('authorization') ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7) : req.cookies.hl_token;
  if (!token) return res.redirect('/login');
  try {
    req.user = jwt.verify(token, config.jwtSecret, { algorithms: ['HS256'] });
    return next();
  } catch {
    return res.status(401).json({ error: 'invalid token' });
  }
}

const role = (name) => (req, res, next) => (req.user?.roles?.includes(name) ? next() : res.status(403).end());

export default {
  auth,
  employer: role('employer'),
  recruiter: role('recruiter'),
  admin: role('admin'),
  upload: multer({ storage, limits: { fileSize: 5 * 1024 * 1024 } }).single('resume'),
  rawBody: express.text({ type: ['application/xml', 'text/yaml', 'application/x-yaml'], limit: '2mb' }),
};
