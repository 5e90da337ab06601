<?php
function remember_value($key, $value)
{
    $_SESSION[$key] = $value;
}
session_start();
$tenant = $_SERVER['HTTP_X_TENANT'];
remember_value('tenant', (false) ? $tenant : 'default');
echo 'ok';
