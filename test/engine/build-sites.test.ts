/**
 * Text built on one line and executed on another (src/engine/analysis/build-sites.ts): the taint
 * is reported at the sink and at the statement that built the text, with the same trace; appending
 * more to the same variable is not where the taint was built in, and a building statement over
 * several lines is reported at the line holding the tainted part. The extra location leaves the
 * public trace as it was and a cached rescan gives what a full scan gives.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { analyzeFiles, FolderCacheStore, type ScanResult, type SourceFile } from '../../src/engine/index.js';

type Files = Record<string, string>;
const toSource = (files: Files): SourceFile[] => Object.entries(files).map(([p, content]) => ({ path: p, content: Buffer.from(content) }));
const scan = (files: Files, extra: object = {}): Promise<ScanResult> => analyzeFiles(toSource(files), { parallel: false, secrets: false, ...extra });
const lines = (r: ScanResult, category: string) =>
  r.findings
    .filter((f) => f.category === category)
    .map((f) => `${f.filePath}:${f.lineNumber}`)
    .sort();

const GO = `package store

import (
	"database/sql"
	"fmt"
	"net/http"
)

type Store struct{ DB *sql.DB }

func (s *Store) Items(w http.ResponseWriter, r *http.Request) {
	q := "SELECT id FROM items WHERE 1=1"
	if c := r.URL.Query().Get("category"); c != "" {
		q += fmt.Sprintf(" AND category = '%s'", c)
	}
	q += " ORDER BY id"
	q += " LIMIT 50"
	rows, _ := s.DB.Query(q)
	defer rows.Close()
}
`;

const JS = `const express = require('express');
const db = require('./db');
const app = express();
app.get('/users', (req, res) => {
  const sql = "SELECT * FROM users WHERE name = '" + req.query.name + "'";
  const ordered = sql;
  db.query(ordered, (err, rows) => res.json(rows));
});
app.get('/safe', (req, res) => {
  const sql = 'SELECT * FROM users WHERE name = ?';
  db.query(sql, [req.query.name], (err, rows) => res.json(rows));
});
app.get('/inline', (req, res) => {
  db.query("SELECT * FROM users WHERE id = " + req.query.id, (err, rows) => res.json(rows));
});
`;

const PHP = `<?php
$note = $_GET['note'];
$card = "<div class=\\"card\\"><h3>" . htmlspecialchars($_GET['title']) . "</h3>"
    . "<p>Born: " . date('Y') . "</p>"
    . "<p class=\\"note\\">" . $note . "</p>";
echo $card;
`;

describe('where text was built', () => {
  it('Go: the line that formats request data into the query, not the lines that append constants', async () => {
    expect(lines(await scan({ 'store/items.go': GO }), 'sqli')).toEqual(['store/items.go:14', 'store/items.go:18']);
  });

  it('Go: a repository appending request data to its own query is the build site, though the handler also named a variable q', async () => {
    const handler = `package web

import (
	"net/http"

	"example.com/app/store"
)

type H struct{ S *store.Store }

func (h *H) List(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	f := store.Filter{Kennel: q.Get("kennel")}
	_ = h.S.Bookings(f)
}
`;
    const repo = `package store

import "database/sql"

type Filter struct{ Kennel string }
type Store struct{ DB *sql.DB }

func (s *Store) Bookings(f Filter) error {
	q := "SELECT id FROM bookings WHERE 1=1"
	if f.Kennel != "" {
		q += " AND kennel = '" + f.Kennel + "'"
	}
	q += " ORDER BY id"
	_, err := s.DB.Query(q)
	return err
}
`;
    const r = await scan({ 'web/h.go': handler, 'store/store.go': repo });
    // the line that built the query, the sink, and the handler's call that handed the filter in
    expect(lines(r, 'sqli')).toEqual(['store/store.go:11', 'store/store.go:14', 'web/h.go:14']);
  });

  it('JavaScript: the building line and the sink; a copy is not a build; inline and bound queries as before', async () => {
    const r = await scan({ 'app.js': JS });
    expect(lines(r, 'sqli')).toEqual(['app.js:14', 'app.js:5', 'app.js:7']);
    const built = r.findings.find((f) => f.lineNumber === 5)!;
    const sink = r.findings.find((f) => f.lineNumber === 7)!;
    expect(built.trace).toEqual(sink.trace);
    expect(built.codeSnippet).toContain("WHERE name = '\" + req.query.name");
    for (const s of built.trace) expect(Object.keys(s).sort()).toEqual(['column', 'filePath', 'line', 'message']);
  });

  it('PHP: a concatenation over three lines is reported at the line of its tainted part', async () => {
    const r = await scan({ 'card.php': PHP });
    expect(lines(r, 'xss')).toEqual(['card.php:5', 'card.php:6']);
    expect(r.findings.find((f) => f.lineNumber === 5)!.codeSnippet).toBe('. "<p class=\\"note\\">" . $note . "</p>";');
  });

  it('Java: a query composed in the argument of a helper that runs it is built at that call; a bound one is not', async () => {
    const helper = `package demo;
import java.sql.*;
import javax.sql.DataSource;
public class Jdbc {
    private DataSource ds;
    public ResultSet query(String sql, Object... params) throws SQLException {
        PreparedStatement ps = ds.getConnection().prepareStatement(sql);
        for (int i = 0; i < params.length; i++) ps.setObject(i + 1, params[i]);
        return ps.executeQuery();
    }
}
`;
    const dao = `package demo;
public class LoanDao {
    private Jdbc jdbc;
    public Object history(long member, String direction) throws Exception {
        return jdbc.query("SELECT * FROM loans WHERE member_id = ? ORDER BY due " + direction, member);
    }
    public Object byStatus(long member, String status) throws Exception {
        return jdbc.query("SELECT * FROM loans WHERE member_id = ? AND status = ?", member, status);
    }
}
`;
    const servlet = `package demo;
import jakarta.servlet.http.*;
public class Loans extends HttpServlet {
    private LoanDao loans;
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws Exception {
        loans.history(1L, req.getParameter("order"));
        loans.byStatus(1L, req.getParameter("status"));
    }
}
`;
    const r = await scan({ 'demo/Jdbc.java': helper, 'demo/LoanDao.java': dao, 'demo/Loans.java': servlet });
    // the helper's sink, the DAO line that composed the query, the servlet's call that handed the order in
    expect(lines(r, 'sqli')).toEqual(['demo/Jdbc.java:7', 'demo/LoanDao.java:5', 'demo/Loans.java:6']);
  });

  it('Python: a clause appended to a built query in the helper call is not where it was built; a command composed around a built path is', async () => {
    const db = `import sqlite3
import subprocess

def query_db(sql, args=()):
    return sqlite3.connect("x.db").execute(sql, args).fetchall()

def run_shell(command):
    return subprocess.run(command, shell=True)
`;
    const views = `from flask import Flask, request
from db import query_db, run_shell

app = Flask(__name__)

@app.route("/expenses")
def expenses():
    sql = "SELECT * FROM expenses WHERE company_id = ?"
    month = request.args.get("month", "")
    sql += " AND strftime('%Y-%m', spent_on) = '" + month + "'"
    return {"rows": query_db(sql + " ORDER BY spent_on DESC", (1,))}

@app.route("/archive")
def archive():
    target = "/srv/exports/" + request.args.get("label", "x") + ".tgz"
    run_shell("tar czf " + target + " /srv/uploads")
    return "ok"
`;
    const r = await scan({ 'db.py': db, 'views.py': views });
    // the helper's sink, the line that put the month into quotes and the call that handed the query in
    // (as every call where tainted data enters a helper); before, the building line was that call's
    expect(lines(r, 'sqli')).toEqual(['db.py:5', 'views.py:10', 'views.py:11']);
    // the helper's sink and the call that composed the command around the path
    expect(lines(r, 'command-injection')).toEqual(['db.py:8', 'views.py:16']);
  });

  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

  it('a cached rescan after an edit gives what a full scan gives', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-build-sites-'));
    dirs.push(dir);
    const store = new FolderCacheStore(path.join(dir, 'cache'));
    const cached = (files: Files) => scan(files, { cache: { store, scope: 'build-sites' } });
    const fingerprints = (r: ScanResult) => r.findings.map((f) => `${f.fingerprint} ${f.lineNumber}`).sort();
    const first = { 'app.js': JS, 'store/items.go': GO };
    expect(fingerprints(await cached(first))).toEqual(fingerprints(await scan(first)));
    const edited = { ...first, 'app.js': JS.replace("const ordered = sql;", "const ordered = sql + ' LIMIT 10';") };
    expect(fingerprints(await cached(edited))).toEqual(fingerprints(await scan(edited)));
  });
});
