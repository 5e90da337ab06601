const express = require('express');
const books = require('../controllers/bookController');

const router = express.Router();

router.get('/', books.home);
router.get('/search', books.search);

module.exports = router;
