<?php
$db = new mysqli('localhost', 'shop', getenv('DB_PASSWORD'), 'shop');
