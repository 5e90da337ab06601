<?php
$code = random_int(100000, 999999);
$_SESSION['reset_code'] = $code;
