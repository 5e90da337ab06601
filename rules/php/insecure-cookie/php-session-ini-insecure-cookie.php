<?php
// ruleid: php-session-ini-insecure-cookie
ini_set('session.cookie_secure', '0');
// ruleid: php-session-ini-insecure-cookie
ini_set('session.cookie_httponly', 'Off');
// ruleid: php-session-ini-insecure-cookie
ini_set('session.cookie_secure', false);
// ok: php-session-ini-insecure-cookie
ini_set('session.cookie_secure', '1');
// ok: php-session-ini-insecure-cookie
ini_set('session.cookie_httponly', 1);
// ok: php-session-ini-insecure-cookie
ini_set('display_errors', '0');
session_start();
