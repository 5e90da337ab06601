const express = require('express');
const { exec, execFile, spawn } = require('child_process');
const cp = require('child_process');
const shellQuote = require('shell-quote');

const app = express();
const ALLOWED_TOOLS = ['ls', 'whoami'];

app.get('/ping', (req, res) => {
  const host = req.query.host;
  // ruleid: js-command-injection
  exec('ping -c 1 ' + host, (err, out) => res.send(out));
  // Arguments without a shell are not interpreted.
  // ok: js-command-injection
  execFile('ping', ['-c', '1', host], (err, out) => res.send(out));
  // ruleid: js-command-injection
  spawn('sh', ['-c', `nslookup ${host}`]);
  // ruleid: js-command-injection
  spawn('nslookup', [host], { shell: true });
  // ok: js-command-injection
  spawn('nslookup', [host], { shell: false });
  // ok: js-command-injection
  cp.execSync('ping -c 1 ' + shellQuote.quote([host]));
  // ok: js-command-injection
  cp.execSync('uptime');
});

app.post('/tool', (req, res) => {
  const tool = req.body.tool;
  if (ALLOWED_TOOLS.includes(tool)) {
    // ok: js-command-injection
    cp.execSync(tool);
  }
  // ruleid: js-command-injection
  cp.execSync(tool);
  const port = Number(req.body.port);
  // ok: js-command-injection
  exec('lsof -i :' + port);
});

function runReport(name) {
  const cmd = ['report', '--name', name].join(' ');
  // ruleid: js-command-injection (the sink inside the helper; each call that passes request data is reported too)
  return cp.execSync(cmd);
}

app.get('/report', (req, res) => {
  // ruleid: js-command-injection
  res.send(String(runReport(req.query.name)));
  // ok: js-command-injection
  runReport('weekly');
});

// Promisified exec keeps the shell.
const util = require('util');
const runShell = util.promisify(require('child_process').exec);

exports.ping = async (req, res) => {
  // ruleid: js-command-injection
  const { stdout } = await runShell('ping -c 1 ' + req.query.host);
  // ok: js-command-injection
  const { stdout: up } = await runShell('uptime');
  res.json({ stdout, up });
};

const path = require('path');
const JOB_SCRIPTS = new Set(['backup.sh', 'rotate.sh']);
const REPORTS = ['daily', 'weekly'];

app.post('/jobs', (req, res) => {
  const script = path.basename(String(req.body.script));
  if (!JOB_SCRIPTS.has(script)) return res.status(400).end();
  // A Set built from a constant list is an allow-list.
  // ok: js-command-injection
  exec(`sh ./jobs/${script}`, (err, out) => res.json({ out }));
});

app.post('/reports', (req, res) => {
  const report = String(req.query.report);
  if (REPORTS.indexOf(report) === -1) return res.status(400).end();
  // ok: js-command-injection
  exec('./reports/' + report + '.sh');
  const other = String(req.query.other);
  if (REPORTS.indexOf(other) === 0) return res.status(400).end();
  // Not the first entry proves nothing.
  // ruleid: js-command-injection
  exec('./reports/' + other + '.sh');
  const open = new Set(REPORTS.concat([req.query.extra]));
  if (!open.has(req.query.name)) return res.status(400).end();
  // A set that holds request data is no allow-list.
  // ruleid: js-command-injection
  exec('./reports/' + req.query.name + '.sh');
  res.end();
});
