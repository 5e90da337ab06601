<?php
$state = $_POST['state'] ?? '';
$opts = ['allowed_classes' => []];
$obj = unserialize(urldecode($state), $opts);
