# Writes the labelled corpus: corpus/<category>/<vulnerable|safe>/<name>. Each file holds one
# case; a vulnerable file has exactly one flaw of its category, a safe file none (but looks close).
import os, textwrap
ROOT = os.path.join(os.path.dirname(__file__), 'corpus')
E = "const express = require('express');\nconst app = express();\n"
cases = {
 'sqli': {
  'vulnerable': {
   'concat.js': E + "const mysql = require('mysql2');\nconst db = mysql.createPool({});\napp.get('/u', (req, res) => db.query(\"SELECT * FROM u WHERE name = '\" + req.query.name + \"'\", (e, r) => res.json(r)));\n",
   'template.ts': "import express from 'express';\nimport { Pool } from 'pg';\nconst pool = new Pool();\nconst app = express();\napp.get('/o/:id', async (req, res) => {\n  const sql = `DELETE FROM orders WHERE id = ${req.params.id}`;\n  await pool.query(sql);\n  res.end();\n});\n",
   'helper.js': E + "const sqlite3 = require('sqlite3');\nconst db = new sqlite3.Database('x.db');\nfunction byTag(tag) { return 'SELECT * FROM posts WHERE tag = \"' + tag + '\"'; }\napp.get('/p', (req, res) => db.all(byTag(req.query.tag), (e, rows) => res.json(rows)));\n",
   'builder.js': E + "const { Sequelize } = require('sequelize');\nconst s = new Sequelize('sqlite::memory:');\napp.post('/s', async (req, res) => {\n  let where = 'active = 1';\n  if (req.body.q) where += \" AND title LIKE '%\" + req.body.q + \"%'\";\n  res.json(await s.query('SELECT * FROM docs WHERE ' + where));\n});\n",
   'knex.js': E + "const knex = require('knex')({ client: 'pg' });\napp.get('/k', async (req, res) => res.json(await knex.raw('SELECT * FROM t ORDER BY ' + req.query.sort)));\n",
   'flask.py': "import sqlite3\nfrom flask import Flask, request\napp = Flask(__name__)\n@app.route('/u')\ndef user():\n    conn = sqlite3.connect('a.db')\n    cur = conn.cursor()\n    cur.execute(\"SELECT * FROM users WHERE name = '%s'\" % request.args.get('name'))\n    return str(cur.fetchall())\n",
   'Servlet.java': "import javax.servlet.http.*;\nimport java.sql.*;\npublic class Servlet extends HttpServlet {\n  protected void doGet(HttpServletRequest req, HttpServletResponse res) throws Exception {\n    Connection c = DriverManager.getConnection(\"jdbc:h2:mem:\");\n    Statement st = c.createStatement();\n    st.executeQuery(\"SELECT * FROM acct WHERE id = '\" + req.getParameter(\"id\") + \"'\");\n  }\n}\n",
  },
  'safe': {
   'params.js': E + "const mysql = require('mysql2');\nconst db = mysql.createPool({});\napp.get('/u', (req, res) => db.query('SELECT * FROM u WHERE name = ?', [req.query.name], (e, r) => res.json(r)));\n",
   'number.ts': "import express from 'express';\nimport { Pool } from 'pg';\nconst pool = new Pool();\nconst app = express();\napp.get('/o/:id', async (req, res) => {\n  const id = Number(req.params.id);\n  await pool.query(`DELETE FROM orders WHERE id = ${id}`);\n  res.end();\n});\n",
   'allowlist.js': E + "const sqlite3 = require('sqlite3');\nconst db = new sqlite3.Database('x.db');\nconst COLS = ['name', 'date'];\napp.get('/p', (req, res) => {\n  const col = req.query.sort;\n  if (!COLS.includes(col)) return res.sendStatus(400);\n  db.all('SELECT * FROM posts ORDER BY ' + col, (e, rows) => res.json(rows));\n});\n",
   'map-key.js': E + "const { Sequelize } = require('sequelize');\nconst s = new Sequelize('sqlite::memory:');\nconst ORDER = { new: 'created_at DESC', old: 'created_at ASC' };\napp.get('/s', async (req, res) => {\n  const order = ORDER[req.query.o] || ORDER.new;\n  res.json(await s.query('SELECT * FROM docs ORDER BY ' + order));\n});\n",
   'dead-branch.js': E + "const knex = require('knex')({ client: 'pg' });\nconst LEGACY = false;\napp.get('/k', async (req, res) => {\n  let q = 'SELECT * FROM t';\n  if (LEGACY) q += ' WHERE a = ' + req.query.a;\n  res.json(await knex.raw(q));\n});\n",
   'flask.py': "import sqlite3\nfrom flask import Flask, request\napp = Flask(__name__)\n@app.route('/u')\ndef user():\n    conn = sqlite3.connect('a.db')\n    cur = conn.cursor()\n    cur.execute('SELECT * FROM users WHERE name = ?', (request.args.get('name'),))\n    return str(cur.fetchall())\n",
   'Servlet.java': "import javax.servlet.http.*;\nimport java.sql.*;\npublic class Servlet extends HttpServlet {\n  protected void doGet(HttpServletRequest req, HttpServletResponse res) throws Exception {\n    Connection c = DriverManager.getConnection(\"jdbc:h2:mem:\");\n    PreparedStatement ps = c.prepareStatement(\"SELECT * FROM acct WHERE id = ?\");\n    ps.setString(1, req.getParameter(\"id\"));\n    ps.executeQuery();\n  }\n}\n",
  },
 },
 'command-injection': {
  'vulnerable': {
   'exec.js': E + "const { exec } = require('child_process');\napp.get('/dig', (req, res) => exec(`dig ${req.query.domain}`, (e, o) => res.send(o)));\n",
   'shell-spawn.js': E + "const cp = require('child_process');\napp.post('/conv', (req, res) => { cp.spawnSync('convert', [req.body.in, 'out.png'], { shell: true }); res.end(); });\n",
   'via-function.ts': "import express from 'express';\nimport { execSync } from 'child_process';\nfunction archive(name: string) { return execSync('tar czf /tmp/a.tgz ' + name); }\nconst app = express();\napp.get('/a', (req, res) => { archive(String(req.query.dir)); res.end(); });\n",
   'koa.js': "const Koa = require('koa');\nconst cp = require('child_process');\nconst app = new Koa();\napp.use(async (ctx) => { ctx.body = cp.execSync('whois ' + ctx.query.d).toString(); });\n",
   'subprocess.py': "import subprocess\nfrom flask import Flask, request\napp = Flask(__name__)\n@app.route('/ping')\ndef ping():\n    return subprocess.check_output('ping -c1 ' + request.args['h'], shell=True)\n",
   'Runtime.java': "import javax.servlet.http.*;\npublic class Runtime1 extends HttpServlet {\n  protected void doGet(HttpServletRequest req, HttpServletResponse res) throws Exception {\n    Runtime.getRuntime().exec(\"sh -c nslookup \" + req.getParameter(\"host\"));\n  }\n}\n",
  },
  'safe': {
   'execfile.js': E + "const { execFile } = require('child_process');\napp.get('/dig', (req, res) => execFile('dig', [req.query.domain], (e, o) => res.send(o)));\n",
   'no-shell.js': E + "const cp = require('child_process');\napp.post('/conv', (req, res) => { cp.spawnSync('convert', [req.body.in, 'out.png']); res.end(); });\n",
   'constant-arg.ts': "import express from 'express';\nimport { execSync } from 'child_process';\nfunction archive(name: string) { return execSync('tar czf /tmp/a.tgz ' + name); }\nconst app = express();\napp.get('/a', (req, res) => { archive('/var/data'); res.end(); });\n",
   'equals-check.js': "const Koa = require('koa');\nconst cp = require('child_process');\nconst app = new Koa();\napp.use(async (ctx) => {\n  const d = ctx.query.d;\n  if (d === 'example.com') ctx.body = cp.execSync('whois ' + d).toString();\n});\n",
   'subprocess.py': "import subprocess\nfrom flask import Flask, request\napp = Flask(__name__)\n@app.route('/ping')\ndef ping():\n    return subprocess.check_output(['ping', '-c1', request.args['h']])\n",
   'Runtime.java': "import javax.servlet.http.*;\npublic class Runtime1 extends HttpServlet {\n  protected void doGet(HttpServletRequest req, HttpServletResponse res) throws Exception {\n    int n = Integer.parseInt(req.getParameter(\"n\"));\n    Runtime.getRuntime().exec(\"sleep \" + n);\n  }\n}\n",
  },
 },
 'xss': {
  'vulnerable': {
   'send.js': E + "app.get('/q', (req, res) => res.send('<h2>Results for ' + req.query.q + '</h2>'));\n",
   'write-through-var.js': E + "app.get('/e', (req, res) => {\n  const msg = req.query.error || 'unknown';\n  const page = `<html><body><p class=err>${msg}</p></body></html>`;\n  res.status(400).send(page);\n});\n",
   'dom.js': "function render() {\n  const params = new URLSearchParams(location.search);\n  document.getElementById('name').innerHTML = 'Hi ' + params.get('name');\n}\n",
   'react.tsx': "import React from 'react';\nexport function Bio() {\n  const html = decodeURIComponent(window.location.hash.slice(1));\n  return <section dangerouslySetInnerHTML={{ __html: html }} />;\n}\n",
  },
  'safe': {
   'escaped.js': E + "const escape = require('escape-html');\napp.get('/q', (req, res) => res.send('<h2>Results for ' + escape(req.query.q) + '</h2>'));\n",
   'json.js': E + "app.get('/e', (req, res) => {\n  const msg = req.query.error || 'unknown';\n  res.status(400).json({ error: msg });\n});\n",
   'textcontent.js': "function render() {\n  const params = new URLSearchParams(location.search);\n  document.getElementById('name').textContent = 'Hi ' + params.get('name');\n}\n",
   'react.tsx': "import React from 'react';\nexport function Bio() {\n  const text = decodeURIComponent(window.location.hash.slice(1));\n  return <section>{text}</section>;\n}\n",
  },
 },
 'ssrf': {
  'vulnerable': {
   'axios.js': E + "const axios = require('axios');\napp.get('/img', async (req, res) => res.send((await axios.get(req.query.src)).data));\n",
   'fetch.ts': "import express from 'express';\nconst app = express();\napp.post('/hook', async (req, res) => {\n  const { callback } = req.body;\n  await fetch(callback, { method: 'POST', body: 'done' });\n  res.end();\n});\n",
   'got-host.js': E + "const got = require('got');\napp.get('/h', async (req, res) => res.send(await got('http://' + req.query.host + ':8080/status').text()));\n",
   'requests.py': "import requests\nfrom flask import Flask, request\napp = Flask(__name__)\n@app.route('/fetch')\ndef fetch():\n    return requests.get(request.args.get('url')).text\n",
  },
  'safe': {
   'axios.js': E + "const axios = require('axios');\napp.get('/img', async (req, res) => res.send((await axios.get('https://cdn.example.com/img', { params: { id: req.query.src } })).data));\n",
   'fetch.ts': "import express from 'express';\nconst app = express();\nconst HOOKS: Record<string, string> = { ci: 'https://ci.example.com/hook' };\napp.post('/hook', async (req, res) => {\n  await fetch(HOOKS.ci, { method: 'POST', body: JSON.stringify(req.body) });\n  res.end();\n});\n",
   'got-host.js': E + "const got = require('got');\nconst HOSTS = ['a.internal', 'b.internal'];\napp.get('/h', async (req, res) => {\n  if (!HOSTS.includes(req.query.host)) return res.sendStatus(400);\n  res.send(await got('http://' + req.query.host + ':8080/status').text());\n});\n",
   'requests.py': "import requests\nfrom flask import Flask, request\napp = Flask(__name__)\n@app.route('/fetch')\ndef fetch():\n    return requests.get('https://api.example.com/items', params={'q': request.args.get('url')}).text\n",
  },
 },
 'path-traversal': {
  'vulnerable': {
   'readfile.js': E + "const fs = require('fs');\napp.get('/doc', (req, res) => res.send(fs.readFileSync('./docs/' + req.query.name, 'utf8')));\n",
   'sendfile.ts': "import express from 'express';\nimport path from 'path';\nconst app = express();\napp.get('/f/:name', (req, res) => res.sendFile(path.join(__dirname, 'uploads', req.params.name)));\n",
   'promises.js': E + "const fsp = require('fs/promises');\napp.delete('/f', async (req, res) => { await fsp.unlink(`/data/${req.body.file}`); res.end(); });\n",
   'open.py': "from flask import Flask, request\napp = Flask(__name__)\n@app.route('/read')\ndef read():\n    with open('/srv/files/' + request.args['f']) as fh:\n        return fh.read()\n",
  },
  'safe': {
   'basename.js': E + "const fs = require('fs');\nconst path = require('path');\napp.get('/doc', (req, res) => res.send(fs.readFileSync('./docs/' + path.basename(req.query.name), 'utf8')));\n",
   'root-option.ts': "import express from 'express';\nconst app = express();\napp.get('/f/:name', (req, res) => res.sendFile(req.params.name, { root: 'uploads' }));\n",
   'startswith.js': E + "const fsp = require('fs/promises');\nconst path = require('path');\nconst BASE = '/data';\napp.delete('/f', async (req, res) => {\n  const target = path.resolve(BASE, req.body.file);\n  if (!target.startsWith(BASE + path.sep)) return res.sendStatus(400);\n  await fsp.unlink(target);\n  res.end();\n});\n",
   'open.py': "import os\nfrom flask import Flask, request\napp = Flask(__name__)\n@app.route('/read')\ndef read():\n    with open('/srv/files/' + os.path.basename(request.args['f'])) as fh:\n        return fh.read()\n",
  },
 },
 'code-injection': {
  'vulnerable': {
   'eval.js': E + "app.post('/calc', (req, res) => res.json({ v: eval(req.body.expr) }));\n",
   'function.js': E + "app.post('/f', (req, res) => { const f = new Function('a', req.body.src); res.json(f(1)); });\n",
   'vm.ts': "import express from 'express';\nimport vm from 'vm';\nconst app = express();\napp.get('/t', (req, res) => res.json(vm.runInNewContext(String(req.query.tpl), {})));\n",
  },
  'safe': {
   'json.js': E + "app.post('/calc', (req, res) => res.json({ v: JSON.parse(req.body.expr) }));\n",
   'table.js': E + "const OPS = { add: (a, b) => a + b };\napp.post('/f', (req, res) => { const f = OPS[req.body.op]; res.json(f ? f(1, 2) : null); });\n",
   'vm-const.ts': "import express from 'express';\nimport vm from 'vm';\nconst app = express();\napp.get('/t', (req, res) => res.json(vm.runInNewContext('a * 2', { a: Number(req.query.a) })));\n",
  },
 },
 'open-redirect': {
  'vulnerable': {
   'redirect.js': E + "app.get('/go', (req, res) => res.redirect(req.query.url));\n",
   'location.ts': "import http from 'http';\nhttp.createServer((req, res) => {\n  const target = new URL(req.url ?? '/', 'http://x').searchParams.get('to');\n  res.writeHead(302, { Location: target });\n  res.end();\n});\n",
   'koa.js': "const Koa = require('koa');\nconst app = new Koa();\napp.use(async (ctx) => ctx.redirect(ctx.query.next));\n",
  },
  'safe': {
   'redirect.js': E + "app.get('/go', (req, res) => res.redirect('/home?from=' + encodeURIComponent(req.query.url)));\n",
   'location.ts': "import http from 'http';\nhttp.createServer((req, res) => {\n  res.writeHead(302, { Location: '/login' });\n  res.end();\n});\n",
   'koa.js': "const Koa = require('koa');\nconst app = new Koa();\nconst PAGES = ['/a', '/b'];\napp.use(async (ctx) => { if (PAGES.includes(ctx.query.next)) ctx.redirect(ctx.query.next); });\n",
  },
 },
 'nosql-injection': {
  'vulnerable': {
   'login.js': E + "const mongoose = require('mongoose');\nconst User = mongoose.model('User', new mongoose.Schema({}));\napp.post('/login', async (req, res) => res.json(await User.findOne({ user: req.body.user, pass: req.body.pass })));\n",
   'collection.js': E + "const { MongoClient } = require('mongodb');\nconst client = new MongoClient('mongodb://localhost');\napp.get('/items', async (req, res) => res.json(await client.db('shop').collection('items').find({ owner: req.query.owner }).toArray()));\n",
  },
  'safe': {
   'login.js': E + "const mongoose = require('mongoose');\nconst User = mongoose.model('User', new mongoose.Schema({}));\napp.post('/login', async (req, res) => res.json(await User.findOne({ user: String(req.body.user), pass: String(req.body.pass) })));\n",
   'collection.js': E + "const { MongoClient } = require('mongodb');\nconst client = new MongoClient('mongodb://localhost');\napp.get('/items', async (req, res) => res.json(await client.db('shop').collection('items').find({ owner: 'public' }).limit(Number(req.query.n)).toArray()));\n",
  },
 },
 'weak-cryptography': {
  'vulnerable': {
   'md5.js': "const crypto = require('crypto');\nexports.sign = (body) => crypto.createHash('md5').update(body).digest('hex');\n",
   'des.ts': "import { createCipheriv, randomBytes } from 'crypto';\nexport const enc = (d: Buffer, k: Buffer) => createCipheriv('des-cbc', k, randomBytes(8)).update(d);\n",
   'alg-var.js': "const crypto = require('crypto');\nconst ALG = 'SHA1';\nmodule.exports = (x) => crypto.createHash(ALG).update(x).digest('base64');\n",
   'hashlib.py': "import hashlib\ndef digest(data):\n    return hashlib.md5(data).hexdigest()\n",
   'Digest.java': "import java.security.MessageDigest;\nclass Digest {\n  byte[] h(byte[] b) throws Exception { return MessageDigest.getInstance(\"SHA-1\").digest(b); }\n}\n",
  },
  'safe': {
   'sha256.js': "const crypto = require('crypto');\nexports.sign = (body) => crypto.createHash('sha256').update(body).digest('hex');\n",
   'gcm.ts': "import { createCipheriv, randomBytes } from 'crypto';\nexport const enc = (d: Buffer, k: Buffer) => createCipheriv('aes-256-gcm', k, randomBytes(12)).update(d);\n",
   'alg-var.js': "const crypto = require('crypto');\nconst ALG = 'SHA512';\nmodule.exports = (x) => crypto.createHash(ALG).update(x).digest('base64');\n",
   'hashlib.py': "import hashlib\ndef digest(data):\n    return hashlib.sha256(data).hexdigest()\n",
   'Digest.java': "import java.security.MessageDigest;\nclass Digest {\n  byte[] h(byte[] b) throws Exception { return MessageDigest.getInstance(\"SHA-256\").digest(b); }\n}\n",
  },
 },
 'insecure-randomness': {
  'vulnerable': {
   'token.js': E + "app.post('/reset', (req, res) => { res.cookie('reset', Math.random().toString(36).slice(2), { secure: true, httpOnly: true }); res.end(); });\n",
   'key.js': "const crypto = require('crypto');\nconst key = Buffer.from(String(Math.random()).repeat(4).slice(0, 32));\nexports.c = () => crypto.createCipheriv('aes-256-gcm', key, crypto.randomBytes(12));\n",
  },
  'safe': {
   'token.js': E + "const crypto = require('crypto');\napp.post('/reset', (req, res) => { res.cookie('reset', crypto.randomBytes(24).toString('hex'), { secure: true, httpOnly: true }); res.end(); });\n",
   'jitter.js': "exports.backoff = (n) => new Promise((r) => setTimeout(r, 2 ** n * 100 + Math.random() * 50));\n",
  },
 },
 'insecure-cookie': {
  'vulnerable': {
   'nooptions.js': E + "app.post('/login', (req, res) => { res.cookie('session', 'v'); res.end(); });\n",
   'session.js': E + "const session = require('express-session');\napp.use(session({ secret: 'k', cookie: { httpOnly: false, secure: true } }));\n",
  },
  'safe': {
   'flags.js': E + "app.post('/login', (req, res) => { res.cookie('session', 'v', { httpOnly: true, secure: true, sameSite: 'strict' }); res.end(); });\n",
   'session.js': E + "const session = require('express-session');\napp.use(session({ secret: 'k', cookie: { httpOnly: true, secure: true } }));\n",
  },
 },
 'insecure-transport': {
  'vulnerable': {
   'agent.js': "const https = require('https');\nmodule.exports = new https.Agent({ keepAlive: true, rejectUnauthorized: false });\n",
   'env.js': "process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';\n",
  },
  'safe': {
   'agent.js': "const https = require('https');\nmodule.exports = new https.Agent({ keepAlive: true });\n",
   'env.js': "process.env.NODE_TLS_MIN_VERSION = '0';\n",
  },
 },
}
for cat, kinds in cases.items():
    for kind, files in kinds.items():
        d = os.path.join(ROOT, cat, kind)
        os.makedirs(d, exist_ok=True)
        for name, text in files.items():
            with open(os.path.join(d, name), 'w') as fh:
                fh.write(text)
print(sum(len(f) for k in cases.values() for f in k.values()), 'files')
