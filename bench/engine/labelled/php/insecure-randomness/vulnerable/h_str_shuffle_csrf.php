<?php
session_start();
$_SESSION['csrf_token'] = substr(str_shuffle('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'), 0, 32);
echo '<input type="hidden" name="csrf" value="' . $_SESSION['csrf_token'] . '">';
