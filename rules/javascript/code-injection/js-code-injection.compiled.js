// A function compiled from constant text is data-driven when called: its arguments are not code.
const FORMULAS = {
  total: new Function('row', 'return row.price * row.qty;'),
  net: new Function('row', 'return row.price * row.qty - row.discount;'),
};

exports.compute = (req, res) => {
  const formula = FORMULAS[req.body.formula] ?? FORMULAS.total;
  // ok: js-code-injection
  res.json((req.body.rows || []).map((row) => formula(row)));
};

exports.custom = (req, res) => {
  // ruleid: js-code-injection
  const formula = new Function('row', `return ${req.body.expression};`);
  res.json((req.body.rows || []).map((row) => formula(row)));
};
