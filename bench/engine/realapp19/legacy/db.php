<?php
// Shared connection for the old admin pages (kept until the rewrite lands).
if (!isset($legacyDb)) {
    $legacyDb = mysqli_connect('127.0.0.1', 'newsroom_admin', 'Sh1pw4ter!Harb0ur', 'newsroom');
    if (!$legacyDb) {
        die('Database unavailable');
    }
    mysqli_set_charset($legacyDb, 'utf8mb4');
}
