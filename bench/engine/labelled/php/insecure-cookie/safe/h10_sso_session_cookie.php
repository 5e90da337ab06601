<?php
require 'sso_client.php';

$code = $_GET['code'] ?? '';
$tokens = sso_exchange_code($code);

if (!$tokens) {
    http_response_code(403);
    exit('SSO failed');
}

$domain = '.example.com';
setcookie('sso_access', $tokens['access_token'], time() + $tokens['expires_in'], '/', $domain, true, true);
setcookie('sso_user', $tokens['sub'], time() + $tokens['expires_in'], '/', $domain, true, true);

header('Location: /');
exit;
