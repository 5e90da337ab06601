<?php
session_start();
$token = '';
for ($i = 0; $i < 32; $i++) {
    $token .= dechex(mt_rand(0, 15));
}
$_SESSION['csrf_token'] = $token;
echo '<input type="hidden" name="csrf" value="' . $token . '">';
