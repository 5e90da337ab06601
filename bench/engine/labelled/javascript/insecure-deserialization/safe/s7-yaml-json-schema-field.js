const express = require('express');
const yaml = require('js-yaml');
const app = express();
app.use(express.text());

class ConfigLoader {
  constructor() {
    this.opts = { schema: yaml.JSON_SCHEMA };
  }
  load(text) {
    return yaml.load(text, this.opts);
  }
}

app.post('/config', (req, res) => {
  const loader = new ConfigLoader();
  const cfg = loader.load(req.body);
  res.json({ keys: Object.keys(cfg || {}) });
});

module.exports = app;
