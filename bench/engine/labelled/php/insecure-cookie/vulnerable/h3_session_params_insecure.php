<?php
session_set_cookie_params(['lifetime' => 0, 'path' => '/', 'secure' => false, 'httponly' => false]);
session_start();
$_SESSION['seen'] = time();
