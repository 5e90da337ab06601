<?php
$user = $_GET['user'];
if (ctype_alnum($user)) {
    exec('id ' . $user, $out);
}
