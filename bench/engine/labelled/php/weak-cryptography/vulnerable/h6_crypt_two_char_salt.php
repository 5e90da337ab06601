<?php
$stored = crypt($_POST['pw'] ?? '', 'ab');
file_put_contents('/var/data/shadow', $stored . "\n", FILE_APPEND);
