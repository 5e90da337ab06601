import express from 'express';
const app = express();
app.get('/f/:name', (req, res) => res.sendFile(req.params.name, { root: 'uploads' }));
