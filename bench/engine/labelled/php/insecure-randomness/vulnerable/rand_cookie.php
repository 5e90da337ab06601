<?php
$token = md5(rand());
setcookie('session_token', $token);
