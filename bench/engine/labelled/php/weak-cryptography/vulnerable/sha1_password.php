<?php
$pw = $_POST['password'];
$stored = sha1($pw . 'salt');
