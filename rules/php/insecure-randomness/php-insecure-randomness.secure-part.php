<?php
session_start();
// A value built with a part from the secure generator is as hard to guess as that part: the clock
// or a weak generator mixed in takes nothing away.
// ok: php-insecure-randomness
$sid = sha1(random_bytes(32) . microtime());
// ok: php-insecure-randomness
setcookie('sid', $sid, ['secure' => true, 'httponly' => true, 'samesite' => 'Lax']);
// ok: php-insecure-randomness
$ticket = bin2hex(random_bytes(8)) . '-' . time();
// ok: php-insecure-randomness
$_SESSION['ticket'] = $ticket;
// The clock and a weak generator alone are guessable.
// ruleid: php-insecure-randomness
$weak = sha1(microtime() . mt_rand());
// ruleid: php-insecure-randomness
setcookie('weak', $weak, ['secure' => true, 'httponly' => true, 'samesite' => 'Lax']);
