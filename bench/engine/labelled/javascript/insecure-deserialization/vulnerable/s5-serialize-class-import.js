const serialize = require('node-serialize');

class SessionImport {
  async handle(req, res) {
    const chunks = [];
    for await (const c of req) chunks.push(c);
    const state = serialize.unserialize(Buffer.concat(chunks).toString());
    res.json({ restored: Object.keys(state).length });
  }
}

module.exports = SessionImport;
