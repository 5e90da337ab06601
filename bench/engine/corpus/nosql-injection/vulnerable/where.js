const express = require('express');
const app = express();
const mongoose = require('mongoose');
const Post = mongoose.model('Post', new mongoose.Schema({}));
app.get('/p', async (req, res) => res.json(await Post.find({ $where: 'this.tag == "' + req.query.t + '"' })));
