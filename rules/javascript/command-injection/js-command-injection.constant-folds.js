// Branches decided by constant strings and lists known element by element: String methods on a
// constant fold (a switch on 'ABC'.charAt(1) takes its 'B' arm, 'ab'.repeat(2).length is 4),
// `x && false` is false whatever x is; shift takes a list's first element and moves the rest down
// one index, pop takes its last.
const express = require('express');
const { exec } = require('child_process');

const app = express();

app.get('/switch', (req, res) => {
  let target;
  switch ('ABC'.charAt(1)) {
    case 'A':
      target = req.query.dir;
      break;
    case 'B':
      target = '/var/log';
      break;
    default:
      target = req.query.dir;
  }
  // ok: js-command-injection
  exec('ls ' + target, () => res.end());
});

app.get('/prefix', (req, res) => {
  const dir = 'Safe-mode'.toLowerCase().startsWith('safe') ? '/srv/public' : req.query.dir;
  // ok: js-command-injection
  exec('ls ' + dir, () => res.end());
});

app.get('/length', (req, res) => {
  const marker = 'ab'.repeat(2).padStart(6, '-');
  const dir = marker.length === 6 ? '/srv/public' : req.query.dir;
  // ok: js-command-injection
  exec('ls ' + dir, () => res.end());
  const other = marker.length === 4 ? '/srv/public' : req.query.dir;
  // ruleid: js-command-injection
  exec('ls ' + other, () => res.end());
});

app.get('/and-false', (req, res) => {
  const dir = String(req.query.dir).length > 0 && false ? req.query.dir : '/srv/public';
  // ok: js-command-injection
  exec('ls ' + dir, () => res.end());
});

app.get('/shifted', (req, res) => {
  const parts = ['/tmp', req.query.dir, '/srv'];
  parts.shift();
  // ok: js-command-injection
  exec('ls ' + parts[1], () => res.end());
  // ruleid: js-command-injection
  exec('ls ' + parts[0], () => res.end());
});

app.get('/popped', (req, res) => {
  const parts = ['/tmp', req.query.dir];
  const last = parts.pop();
  // ok: js-command-injection
  exec('ls ' + parts.join(' '), () => res.end());
  // ruleid: js-command-injection
  exec('ls ' + last, () => res.end());
});

module.exports = app;
