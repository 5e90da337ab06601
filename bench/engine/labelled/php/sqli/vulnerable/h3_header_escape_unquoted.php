<?php
$link = mysqli_connect('localhost', 'app', 'pw', 'logs');
$agent = mysqli_real_escape_string($link, $_SERVER['HTTP_USER_AGENT']);
$limit = mysqli_real_escape_string($link, $_GET['limit']);
mysqli_query($link, "SELECT * FROM visits WHERE agent = '$agent' LIMIT $limit");
