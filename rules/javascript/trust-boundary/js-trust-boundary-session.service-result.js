const express = require('express');
const { authenticate, normalise } = require('../services/accounts');
const catalog = require('../services/catalog');

const router = express.Router();

router.post('/login', async (req, res) => {
  const { email, password, role } = req.body;
  const user = await authenticate(email, password);
  if (!user) return res.sendStatus(401);
  // ok: js-trust-boundary-session
  req.session.userId = user.id;
  const { plan } = user;
  // ok: js-trust-boundary-session
  req.session.plan = plan;
  // ruleid: js-trust-boundary-session
  req.session.role = role;
  // ruleid: js-trust-boundary-session
  req.session.profile = normalise(req.body.profile);
  res.json({ ok: true });
});

router.post('/cart', async (req, res) => {
  const product = await catalog.lookup(String(req.body.sku));
  if (!product) return res.sendStatus(404);
  // ok: js-trust-boundary-session
  req.session.cart = [{ sku: product.sku, price: product.price }];
  // ruleid: js-trust-boundary-session
  req.session.note = req.body.note;
  res.json({ ok: true });
});

// A repository handed to the module by its caller.
router.mount = (app, accounts) => {
  app.post('/switch', async (req, res) => {
    const account = await accounts.findByHandle(String(req.body.handle));
    // ok: js-trust-boundary-session
    req.session.accountId = account.id;
    const form = req.body.form;
    // ruleid: js-trust-boundary-session
    req.session.nick = form.readField('nick').value;
    res.json({ ok: true });
  });
};

module.exports = router;
