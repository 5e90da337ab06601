<?php
$url = $_POST['url'];
$dest = (10 % 3 == 2) ? $url : '/index.php';
header("Location: $dest", true, 302);
