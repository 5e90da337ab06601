// Request data carried through promises, timers and array callbacks.
const express = require('express');
const cp = require('child_process');

const app = express();

function delayed(value) {
  return new Promise((resolve) => setTimeout(() => resolve(value), 100));
}

app.get('/executor', (req, res) => {
  const pending = new Promise((resolve) => resolve(req.query.cmd));
  // ruleid: js-command-injection
  pending.then((cmd) => cp.exec(cmd));
  const fixed = new Promise((resolve) => resolve('uptime'));
  // ok: js-command-injection
  fixed.then((cmd) => cp.exec(cmd));
  res.end();
});

app.get('/awaited', async (req, res) => {
  const target = await delayed(req.query.host);
  // ruleid: js-command-injection
  cp.exec('ping -c 1 ' + target);
  const local = await delayed('localhost');
  // ok: js-command-injection
  cp.exec('ping -c 1 ' + local);
  res.end();
});

app.get('/rejected', async (req, res) => {
  try {
    await new Promise((resolve, reject) => reject(new Error(req.query.reason)));
  } catch (e) {
    res.status(500).end();
  }
  const settled = await new Promise((resolve, reject) => {
    if (req.query.fast) resolve('date');
    else reject(req.query.reason);
  });
  // ok: js-command-injection
  cp.exec(settled);
});

app.get('/timer', (req, res) => {
  const name = req.query.name;
  setTimeout(() => {
    // ruleid: js-command-injection
    cp.exec('touch /tmp/' + name);
  }, 10);
  res.end();
});
