<?php
$stored = password_hash($_POST['pw'] ?? '', PASSWORD_ARGON2ID);
file_put_contents('/var/data/shadow', $stored . "\n", FILE_APPEND);
