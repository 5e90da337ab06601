<?php
$password = $_POST['password'];
// ruleid: php-weak-hash
$stored = md5($password);
// ruleid: php-weak-hash
$stored = sha1($password);
// ruleid: php-weak-hash
$stored = hash('md5', $password);
// ok: php-weak-hash
$stored = password_hash($password, PASSWORD_DEFAULT);
// ok: php-weak-hash
$digest = hash('sha256', $password);
// ok: php-weak-hash
$mac = hash_hmac('sha256', $password, 'key-from-config');
$css = file_get_contents(__DIR__ . '/app.css');
// ok: php-weak-hash
header('ETag: "' . md5($css) . '"');
// ok: php-weak-hash
header("Digest: md5=" . md5($css));
// ruleid: php-weak-hash
header('X-Checksum: ' . md5($css));
