<?php
$code = mt_rand(100000, 999999);
$_SESSION['reset_code'] = $code;
