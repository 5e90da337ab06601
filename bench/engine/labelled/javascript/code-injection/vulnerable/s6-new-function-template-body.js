module.exports = {
  async preview(req, res) {
    const { expression: expr, rows = [] } = req.body;
    const compute = new Function('row', `return (${expr});`);
    res.json(rows.map((row) => ({ ...row, computed: compute(row) })));
  },
};
