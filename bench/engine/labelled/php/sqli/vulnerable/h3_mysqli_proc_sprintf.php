<?php
$link = mysqli_connect('localhost', 'app', 'pw', 'shop');
$cat = $_GET['category'];
$sql = sprintf("SELECT id, title FROM products WHERE category = '%s' ORDER BY title", $cat);
$res = mysqli_query($link, $sql);
while ($row = mysqli_fetch_assoc($res)) { echo (int)$row['id'], "\n"; }
