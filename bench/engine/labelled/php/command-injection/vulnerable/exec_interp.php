<?php
$file = $_POST['file'];
exec("gzip -k $file", $out, $code);
