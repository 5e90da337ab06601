const OPERATORS = {
  sum: new Function('row', 'return row.a + row.b;'),
  diff: new Function('row', 'return row.a - row.b;'),
  ratio: new Function('row', 'return row.b === 0 ? null : row.a / row.b;'),
};

module.exports = {
  async preview(req, res) {
    const { op = 'sum', rows = [] } = req.body;
    const compute = OPERATORS[op] ?? OPERATORS.sum;
    res.json(rows.map((row) => ({ ...row, computed: compute(row) })));
  },
};
