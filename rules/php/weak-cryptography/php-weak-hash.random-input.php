<?php
// A digest of fresh random bytes only spells a token: no password or message goes in.
// ok: php-weak-hash
$sessionId = sha1(random_bytes(32) . microtime());
// ok: php-weak-hash
$nonce = md5(bin2hex(openssl_random_pseudo_bytes(16)));
// ok: php-weak-hash
$tag = hash('sha1', random_bytes(16) . getmypid());
// A random salt does not make a fast hash a password hash.
// ruleid: php-weak-hash
$stored = sha1(random_bytes(16) . $_POST['password']);
// The clock alone is no secret input, but no random one either: the rule still reports it.
// ruleid: php-weak-hash
$legacy = md5(uniqid((string) mt_rand(), true));
