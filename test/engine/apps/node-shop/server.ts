import express from 'express';
import fs from 'fs';

const app = express();
app.use(express.json());

// Route factories are loaded by file name.
for (const file of fs.readdirSync('./routes')) {
  const factory = require('./routes/' + file);
  app.use('/rest/' + file.replace(/\.ts$/, ''), typeof factory === 'function' ? factory() : factory.default);
}

app.listen(3000);
