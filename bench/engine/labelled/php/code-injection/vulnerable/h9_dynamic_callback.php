<?php
$callback = $_GET['cb'];
$data = ['b', 'a', 'c'];
$out = call_user_func($callback, $data);
var_dump($out);
