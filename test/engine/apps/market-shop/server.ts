import express from 'express';
import cookieParser from 'cookie-parser';
import path from 'path';
import fs from 'fs';

const app = express();
app.use(express.json());
app.use(cookieParser());
app.use(express.static(path.resolve('frontend/dist')));

// Every route module exports a factory; the loader wires them by file name.
for (const file of fs.readdirSync(path.join(__dirname, 'routes'))) {
  const name = file.replace(/\.[jt]s$/, '');
  const factory = require(`./routes/${name}`);
  app.use(`/rest/${name}`, factory());
}

app.listen(process.env.PORT ?? 3000);
