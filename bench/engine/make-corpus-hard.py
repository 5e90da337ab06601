# Harder cases, written before running the engine on them, to keep the score honest.
import os
ROOT = os.path.join(os.path.dirname(__file__), 'corpus')
E = "const express = require('express');\nconst app = express();\n"
cases = {
 ('sqli', 'vulnerable', 'class-field.ts'): "import express from 'express';\nimport { Pool } from 'pg';\nclass Search {\n  private sql = 'SELECT 1';\n  constructor(private pool: Pool) {}\n  prepare(term: string) { this.sql = \"SELECT * FROM items WHERE name = '\" + term + \"'\"; }\n  run() { return this.pool.query(this.sql); }\n}\nconst app = express();\napp.get('/s', async (req, res) => {\n  const s = new Search(new Pool());\n  s.prepare(String(req.query.term));\n  res.json(await s.run());\n});\n",
 ('sqli', 'vulnerable', 'knex-builder.js'): E + "const knex = require('knex')({ client: 'mysql' });\napp.get('/u', async (req, res) => res.json(await knex('users').whereRaw('name = ' + req.query.n)));\n",
 ('sqli', 'vulnerable', 'fastify.ts'): "import Fastify from 'fastify';\nimport mysql from 'mysql2/promise';\nconst app = Fastify();\napp.post('/x', async (request) => {\n  const { name } = request.body as { name: string };\n  const conn = await mysql.createConnection({});\n  return conn.query(`SELECT * FROM t WHERE name = '${name}'`);\n});\n",
 ('sqli', 'safe', 'validator-fn.js'): E + "const mysql = require('mysql');\nconst db = mysql.createConnection({});\nfunction isId(x) { return /^[0-9]+$/.test(x); }\napp.get('/u', (req, res) => {\n  const id = req.query.id;\n  if (!isId(id)) return res.sendStatus(400);\n  db.query('SELECT * FROM u WHERE id = ' + id);\n});\n",
 ('command-injection', 'vulnerable', 'promise-chain.js'): E + "const { exec } = require('child_process');\nconst hostOf = (req) => Promise.resolve(req.query.h);\napp.get('/p', (req, res) => hostOf(req).then((h) => exec('ping -c1 ' + h)));\n",
 ('path-traversal', 'vulnerable', 'router.ts'): "import { Router } from 'express';\nimport fs from 'fs';\nconst router = Router();\nrouter.get('/static/*', (req, res) => { fs.createReadStream('public/' + req.params[0]).pipe(res); });\nexport default router;\n",
 ('ssrf', 'safe', 'url-check.js'): E + "const axios = require('axios');\napp.get('/p', async (req, res) => {\n  const u = new URL(req.query.u);\n  if (u.hostname !== 'api.example.com') return res.sendStatus(400);\n  res.json((await axios.get(u.href)).data);\n});\n",
 ('open-redirect', 'safe', 'relative-check.js'): E + "app.get('/after', (req, res) => {\n  const next = String(req.query.next || '/');\n  if (!next.startsWith('/') || next.startsWith('//')) return res.redirect('/');\n  res.redirect(next);\n});\n",
 ('code-injection', 'vulnerable', 'settimeout.js'): E + "app.get('/t', (req, res) => { setTimeout('notify(' + req.query.id + ')', 10); res.end(); });\n",
 ('xss', 'safe', 'render.js'): E + "app.get('/r', (req, res) => res.render('page', { q: req.query.q }));\n",
 ('xss', 'vulnerable', 'write.js'): E + "app.get('/w', (req, res) => { res.set('Content-Type', 'text/html'); res.write('<p>' + req.query.p + '</p>'); res.end(); });\n",
 ('nosql-injection', 'vulnerable', 'where.js'): E + "const mongoose = require('mongoose');\nconst Post = mongoose.model('Post', new mongoose.Schema({}));\napp.get('/p', async (req, res) => res.json(await Post.find({ $where: 'this.tag == \"' + req.query.t + '\"' })));\n",
 ('weak-cryptography', 'vulnerable', 'config-alg.js'): "const crypto = require('crypto');\nconst config = { hash: 'md5' };\nexports.h = (x) => crypto.createHash(config.hash).update(x).digest('hex');\n",
 ('weak-cryptography', 'safe', 'hmac-config.js'): "const crypto = require('crypto');\nconst config = { hash: 'sha384' };\nexports.h = (x) => crypto.createHash(config.hash).update(x).digest('hex');\n",
}
for (cat, kind, name), text in cases.items():
    d = os.path.join(ROOT, cat, kind)
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, name), 'w') as fh:
        fh.write(text)
print(len(cases), 'hard cases')
