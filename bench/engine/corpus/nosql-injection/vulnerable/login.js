const express = require('express');
const app = express();
const mongoose = require('mongoose');
const User = mongoose.model('User', new mongoose.Schema({}));
app.post('/login', async (req, res) => res.json(await User.findOne({ user: req.body.user, pass: req.body.pass })));
