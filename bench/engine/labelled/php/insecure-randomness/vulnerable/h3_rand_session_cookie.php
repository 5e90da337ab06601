<?php
$sid = '';
for ($i = 0; $i < 32; $i++) { $sid .= dechex(rand(0, 15)); }
setcookie('remember', $sid, time() + 86400 * 30, '/', '', true, true);
