import express from 'express';
import vm from 'vm';
const app = express();
app.get('/t', (req, res) => res.json(vm.runInNewContext(String(req.query.tpl), {})));
