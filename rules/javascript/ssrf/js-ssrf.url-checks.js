// Host checks on a URL parsed into a variable, and validator's isURL with a host allow-list.
const axios = require('axios');
const validator = require('validator');

const HOSTS = ['api.partner.example'];

module.exports = (app) => {
  app.get('/fetch/parsed', async (req, res) => {
    const raw = req.query.u;
    const parsed = new URL(raw);
    if (!HOSTS.includes(parsed.hostname)) return res.sendStatus(400);
    // ok: js-ssrf
    res.json((await axios.get(raw)).data);
  });

  app.get('/fetch/destructured', async (req, res) => {
    const raw = req.query.u;
    const { hostname } = new URL(raw);
    if (!HOSTS.includes(hostname)) return res.sendStatus(400);
    // ok: js-ssrf
    res.json((await axios.get(raw)).data);
  });

  app.get('/fetch/subdomain', async (req, res) => {
    const target = new URL(req.query.u);
    if (target.hostname.endsWith('.partner.example')) {
      // ok: js-ssrf
      return res.json((await axios.get(target.toString())).data);
    }
    if (target.hostname.endsWith('partner.example')) {
      // ruleid: js-ssrf
      return res.json((await axios.get(target.toString())).data);
    }
    res.sendStatus(400);
  });

  app.get('/fetch/path-checked', async (req, res) => {
    const raw = req.query.u;
    const parsed = new URL(raw);
    if (!HOSTS.includes(parsed.pathname)) return res.sendStatus(400);
    // ruleid: js-ssrf
    res.json((await axios.get(raw)).data);
  });

  app.get('/fetch/validated', async (req, res) => {
    const url = req.query.u;
    if (!validator.isURL(url, { protocols: ['https'], host_whitelist: HOSTS })) return res.sendStatus(400);
    // ok: js-ssrf
    res.json((await axios.get(url)).data);
  });

  app.get('/fetch/any-host', async (req, res) => {
    const url = req.query.u;
    if (!validator.isURL(url, { protocols: ['https'] })) return res.sendStatus(400);
    // ruleid: js-ssrf
    res.json((await axios.get(url)).data);
  });
};
