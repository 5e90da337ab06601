const rows = require('../data/rows.json');

function compile(predicate) {
  return new Function('row', 'return ' + predicate + ';');
}

exports.handler = async (req, res) => {
  const test = compile(req.query.where);
  res.json(rows.filter((r) => test(r)));
};
