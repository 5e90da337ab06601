const express = require('express');
const fs = require('fs');
const path = require('path');

const app = express();
app.use(express.json());

// Every file of routes/ exports `(app) => { … }`; the path is computed, so nothing is visible.
fs.readdirSync(path.join(__dirname, 'routes')).forEach((file) => {
  require('./routes/' + file)(app);
});

// Handlers of handlers/ are mounted by name from a table built at start-up.
const table = {};
for (const file of fs.readdirSync(path.join(__dirname, 'handlers'))) {
  table[path.basename(file, '.js')] = require(path.join(__dirname, 'handlers', file));
}
Object.keys(table).forEach((name) => app.post('/' + name, table[name]));

app.listen(3000);
