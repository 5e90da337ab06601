<?php
// Left over from the pre-Laravel booking pages; still linked from the old partner sites.
$conn = mysqli_connect('10.0.4.12', 'clinic_rw', 'Wint3rGarden!2019', 'clinic_old');
if (!$conn) {
    die('Database unavailable');
}
mysqli_set_charset($conn, 'utf8mb4');

function h($s)
{
    return htmlspecialchars((string) $s, ENT_QUOTES, 'UTF-8');
}
