<?php
$state = $_POST['state'] ?? '';
$opts = ['allowed_classes' => true];
$obj = unserialize(urldecode($state), $opts);
