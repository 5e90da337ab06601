<?php
function e($v) { return htmlspecialchars($v, ENT_QUOTES, 'UTF-8'); }
$user = $_COOKIE['user'];
echo '<span>' . e($user) . '</span>';
