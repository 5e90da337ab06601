import express from 'express';
import path from 'path';
const app = express();
app.get('/f/:name', (req, res) => res.sendFile(path.join(__dirname, 'uploads', req.params.name)));
