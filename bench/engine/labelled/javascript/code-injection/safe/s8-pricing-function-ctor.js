const FORMULAS = {
  standard: new Function('base', 'qty', 'return base * qty;'),
  bulk: new Function('base', 'qty', 'return base * qty * 0.9;'),
};

class PricingController {
  quote(req, res) {
    const compute = FORMULAS[req.query.plan === 'bulk' ? 'bulk' : 'standard'];
    const price = compute(100, Number(req.query.qty) || 1);
    res.json({ price });
  }
}

module.exports = PricingController;
