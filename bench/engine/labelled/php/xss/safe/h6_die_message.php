<?php
$user = $_COOKIE['user'] ?? '';
if (strlen($user) > 32) {
    die('Unknown user: ' . htmlentities(substr($user, 0, 40)));
}
echo 'ok';
