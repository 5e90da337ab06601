class PricingController {
  quote(req, res) {
    const formula = req.query.formula || 'base * 1';
    const compute = new Function('base', 'qty', 'return ' + formula + ';');
    const price = compute(100, Number(req.query.qty) || 1);
    res.json({ price });
  }
}

module.exports = PricingController;
