// Request bodies read as streams: the `data` listener receives the client's bytes.
const http = require('http');
const express = require('express');

const app = express();

app.post('/calc', (req, res) => {
  let raw = '';
  req.on('data', (chunk) => {
    raw += chunk;
  });
  req.on('end', () => {
    // ruleid: js-code-injection
    const value = eval('(' + raw + ')');
    res.end(String(value));
  });
});

app.post('/calc-json', (req, res) => {
  let raw = '';
  req.on('data', (chunk) => {
    raw += chunk;
  });
  req.on('end', () => {
    const value = JSON.parse(raw);
    // ok: js-code-injection
    const total = eval('1 + 2');
    res.end(String(Number(value.total) + total));
  });
});

http.createServer((req, res) => {
  const parts = [];
  req.once('data', (chunk) => parts.push(chunk));
  req.on('end', () => {
    // ruleid: js-code-injection
    new Function(Buffer.concat(parts).toString())();
    res.end('ok');
  });
  // A timer's own argument is not request data.
  // ok: js-code-injection
  setTimeout(() => res.end('late'), 1000);
}).listen(8080);
