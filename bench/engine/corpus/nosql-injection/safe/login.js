const express = require('express');
const app = express();
const mongoose = require('mongoose');
const User = mongoose.model('User', new mongoose.Schema({}));
app.post('/login', async (req, res) => res.json(await User.findOne({ user: String(req.body.user), pass: String(req.body.pass) })));
