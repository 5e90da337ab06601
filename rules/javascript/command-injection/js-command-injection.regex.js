// Allow-list patterns checked before a shell command; registered by a loader.
const { exec } = require('child_process');

const HOST = /^[a-zA-Z0-9.-]{1,253}$/;

exports.ping = async (ctx) => {
  const host = ctx.query.host;
  if (typeof host !== 'string' || !HOST.test(host)) {
    ctx.throw(400, 'bad host');
  }
  // ok: js-command-injection
  exec(`ping -c 1 ${host}`);
  ctx.body = { ok: true };
};

exports.trace = (req, res) => {
  const host = String(req.query.host);
  if (!/^[\w.-]+$/.test(host)) return res.status(400).end();
  // ok: js-command-injection
  exec(`traceroute ${host}`, (err, out) => res.type('text').send(out));
};

exports.lookup = (req, res) => {
  const host = String(req.query.host);
  // Multiline: `^`/`$` match at each line, so "a\n; rm -rf /" passes.
  if (!/^[\w.-]+$/m.test(host)) return res.status(400).end();
  // ruleid: js-command-injection
  exec(`nslookup ${host}`, (err, out) => res.type('text').send(out));
};

exports.dig = (req, res) => {
  const host = String(req.query.host);
  // Unanchored at the end: "a; rm -rf /" matches.
  if (!/^[\w.-]+/.test(host)) return res.status(400).end();
  // ruleid: js-command-injection
  exec(`dig ${host}`, (err, out) => res.type('text').send(out));
};
