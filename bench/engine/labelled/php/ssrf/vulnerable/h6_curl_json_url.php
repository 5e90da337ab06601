<?php
$in = json_decode(file_get_contents('php://input'));
$ch = curl_init($in->callback);
curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
$out = curl_exec($ch);
