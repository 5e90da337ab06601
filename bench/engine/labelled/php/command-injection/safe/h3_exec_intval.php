<?php
$pid = $_GET['pid'];
exec("kill -0 " . intval($pid), $output, $code);
echo $code === 0 ? 'alive' : 'gone';
