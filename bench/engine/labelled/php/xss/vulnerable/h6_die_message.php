<?php
$user = $_COOKIE['user'] ?? '';
if (strlen($user) > 32) {
    die('Unknown user: ' . substr($user, 0, 40));
}
echo 'ok';
