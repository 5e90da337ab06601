const { exec } = require('child_process');
const { isIP } = require('net');
const validator = require('validator');

// A handler exported for a loader: the host is checked to be an IP address before the shell sees it.
exports.ping = (req, res) => {
  const host = req.query.host;
  if (isIP(host) === 0) return res.status(400).send('an IP address is required');
  // ok: js-command-injection
  exec(`ping -c 1 ${host}`, (err, out) => res.send(out));
};

exports.lookup = (req, res) => {
  const { id, email } = req.body;
  if (!validator.isUUID(id)) return res.sendStatus(400);
  // ok: js-command-injection
  exec(`./bin/lookup ${id}`, (err, out) => res.send(out));
  // An address that passes an e-mail check can still hold quotes and shell characters.
  if (!validator.isEmail(email)) return res.sendStatus(400);
  // ruleid: js-command-injection
  exec(`./bin/notify ${email}`, (err, out) => res.send(out));
};

exports.trace = (req, res) => {
  const host = req.query.host;
  // Checked, but the shell runs the value on the branch where the check failed.
  if (validator.isIP(host)) return res.send('ok');
  // ruleid: js-command-injection
  exec(`traceroute ${host}`, (err, out) => res.send(out));
};

const { execSync } = require('child_process');
const SAFE_NAME = /^[\w.-]+$/;

// Every element checked against an anchored pattern of name characters before the command is built.
exports.bundle = (req, res) => {
  const files = [].concat(req.body.files || []);
  if (!files.every((f) => SAFE_NAME.test(f))) return res.sendStatus(400);
  // ok: js-command-injection
  execSync(['tar', '-czf', '/tmp/out.tgz', ...files].join(' '));
  res.end();
};

exports.bundleLength = (req, res) => {
  const files = [].concat(req.body.files || []);
  // A length check proves nothing about the characters.
  if (!files.every((f) => f.length < 64)) return res.sendStatus(400);
  // ruleid: js-command-injection
  execSync(['tar', '-czf', '/tmp/out.tgz', ...files].join(' '));
  res.end();
};
