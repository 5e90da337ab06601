<?php
$to = $_POST['return_to'];
if (!in_array($to, ['/', '/account', '/orders'], true)) {
    $to = '/';
}
header("Location: $to");
