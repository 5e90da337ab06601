const express = require('express');
const app = express();
const SAFE_PATHS = ['/home', '/settings', '/billing'];

app.get('/login', (req, res) => {
  const next = req.query.next;
  // ruleid: js-open-redirect
  res.redirect(next);
  // ruleid: js-open-redirect
  res.redirect(302, req.query.to);
  // ok: js-open-redirect
  res.redirect('/home');
  if (SAFE_PATHS.includes(next)) {
    // ok: js-open-redirect
    res.redirect(next);
  }
  // ok: js-open-redirect
  res.redirect('/search?q=' + encodeURIComponent(req.query.q));
  // ruleid: js-open-redirect
  res.set('Location', req.query.back);
  // ok: js-open-redirect
  res.set('X-Requested', req.query.back);
});

app.post('/logout', (req, res) => {
  const back = req.body.back;
  if (typeof back === 'string' && back.startsWith('/') && !back.startsWith('//') && !back.includes('\\')) {
    // A path on this site: starts with one slash, never `//host`, no backslash.
    // ok: js-open-redirect
    return res.redirect(back);
  }
  if (typeof back === 'string' && back.startsWith('/') && !back.startsWith('//')) {
    // `/\evil.example` passes both checks and browsers read it as `//evil.example`.
    // ruleid: js-open-redirect
    return res.redirect(back);
  }
  if (typeof back === 'string' && back.startsWith('/')) {
    // `//evil.example` starts with a slash too.
    // ruleid: js-open-redirect
    return res.redirect(back);
  }
  if (!back.startsWith('//')) {
    // `https://evil.example` is not protocol-relative either.
    // ruleid: js-open-redirect
    return res.redirect(back);
  }
  res.redirect('/');
});

app.get('/continue', (req, res) => {
  const to = String(req.query.to || '/');
  if (to.startsWith('//') || !to.startsWith('/') || to.includes('\\')) return res.redirect('/');
  // ok: js-open-redirect
  res.redirect(to);
});

app.get('/resume', (req, res) => {
  const to = String(req.query.to || '/');
  if (to.startsWith('//') || !to.startsWith('/')) return res.redirect('/');
  // ruleid: js-open-redirect
  res.redirect(to);
});

// A pinned host: the whole URL is safe to follow, its path alone is not (`//evil.example`).
exports.outbound = (req, res) => {
  const parsed = new URL(String(req.query.url), 'https://app.example');
  if (parsed.hostname !== 'app.example') return res.redirect('/');
  // ruleid: js-open-redirect
  res.redirect(parsed.pathname);
};

exports.outboundWhole = (req, res) => {
  const parsed = new URL(String(req.query.url), 'https://app.example');
  if (parsed.hostname !== 'app.example') return res.redirect('/');
  // ok: js-open-redirect
  res.redirect(parsed.href);
};

// The host read into a variable first: the check on it is a check on the URL it was parsed from.
exports.continueTo = (req, res) => {
  const next = String(req.query.next || '/');
  const host = new URL(next, 'https://app.example').hostname;
  // ok: js-open-redirect
  if (host === 'app.example') return res.redirect(next);
  // ruleid: js-open-redirect
  res.redirect(next);
};

// The variable is written twice: which URL it describes depends on the path taken.
exports.continueLoose = (req, res) => {
  let host = new URL(String(req.query.next), 'https://app.example').hostname;
  if (req.query.legacy) host = 'app.example';
  // ruleid: js-open-redirect
  if (host === 'app.example') return res.redirect(String(req.query.next));
  res.redirect('/');
};

// A helper that rejects `/\` right after the leading slash: the backslash check written precisely
// (`/a\b` stays on the site; only `/\host` is read as `//host`).
function isLocalPath(target) {
  return typeof target === 'string' && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\');
}

function startsLocal(target) {
  return typeof target === 'string' && target.startsWith('/') && !target.startsWith('//');
}

exports.afterLogin = (req, res) => {
  const returnTo = req.query.returnTo;
  // ok: js-open-redirect
  if (isLocalPath(returnTo)) return res.redirect(returnTo);
  // `/\evil.example` passes the two slash checks.
  // ruleid: js-open-redirect
  if (startsLocal(returnTo)) return res.redirect(returnTo);
  res.redirect('/');
};

// A location that begins with a path of this site stays on it whatever the request adds after it;
// one that begins with `/` alone does not (`'/' + '/evil.example'` leaves the site).
app.get('/notes/:id/saved', (req, res) => {
  // ok: js-open-redirect
  res.redirect('/notes/' + req.params.id);
});

app.get('/notes/:id/moved', (req, res) => {
  // ok: js-open-redirect
  res.redirect(301, `/archive/${req.params.id}?from=${req.query.from}`);
});

app.get('/jump', (req, res) => {
  // ruleid: js-open-redirect
  res.redirect('/' + req.query.to);
});

app.get('/jump-status', (req, res) => {
  // ruleid: js-open-redirect
  res.redirect(302, req.query.to);
});
