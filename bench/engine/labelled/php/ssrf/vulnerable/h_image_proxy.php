<?php
$url = $_GET['img'];
header('Content-Type: image/png');
echo file_get_contents($url);
