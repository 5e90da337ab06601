const express = require('express');
const app = express();
const axios = require('axios');
app.get('/img', async (req, res) => res.send((await axios.get(req.query.src)).data));
