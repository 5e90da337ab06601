<?php
// ruleid: php-session-cookie-insecure-flags
session_set_cookie_params(['lifetime' => 0, 'path' => '/', 'secure' => false, 'httponly' => true]);
// ruleid: php-session-cookie-insecure-flags
session_set_cookie_params(['lifetime' => 0, 'httponly' => true]);
// ok: php-session-cookie-insecure-flags
session_set_cookie_params(['lifetime' => 0, 'path' => '/', 'secure' => true, 'httponly' => true]);
// ruleid: php-session-cookie-insecure-flags
session_set_cookie_params(3600, '/');
// ok: php-session-cookie-insecure-flags
session_set_cookie_params(3600, '/', '', true, true);
session_start();
