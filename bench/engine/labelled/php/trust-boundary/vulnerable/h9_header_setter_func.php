<?php
function remember_value($key, $value)
{
    $_SESSION[$key] = $value;
}
session_start();
remember_value('tenant', $_SERVER['HTTP_X_TENANT']);
echo 'ok';
