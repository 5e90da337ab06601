<?php
$pw = substr(str_shuffle('abcdefghijkmnpqrstuvwxyz23456789'), 0, 12);
$hash = password_hash($pw, PASSWORD_DEFAULT);
