<?php
// Harbor Training Lab configuration. Copy to config.inc.php and adjust for the classroom host.

$_LAB = [];
$_LAB['db_server']   = getenv('LAB_DB_HOST') ?: '127.0.0.1';
$_LAB['db_database'] = 'harbor_lab';
$_LAB['db_user']     = 'harborlab';
$_LAB['db_password'] = 'Tr41n!ng-Harb0r-2024';
$_LAB['db_port']     = '3306';

$_LAB['recaptcha_public_key']  = getenv('LAB_RECAPTCHA_SITE') ?: '';
$_LAB['recaptcha_private_key'] = getenv('LAB_RECAPTCHA_SECRET');
$_LAB['smtp_password']         = getenv('LAB_SMTP_PASSWORD') ?: '';

$_LAB['default_security_level'] = 'impossible';
$_LAB['upload_dir']             = __DIR__ . '/../hackable/uploads/';
$_LAB['remember_secret']        = 'c0ffee4b1d9e77a2f3e8d6c5b4a39281f0e1d2c3';

define('LAB_CRYPTO_KEY', 'HarborLabAesKey!');
define('LAB_VERSION', '2.3.1');
