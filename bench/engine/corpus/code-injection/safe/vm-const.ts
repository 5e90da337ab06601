import express from 'express';
import vm from 'vm';
const app = express();
app.get('/t', (req, res) => res.json(vm.runInNewContext('a * 2', { a: Number(req.query.a) })));
