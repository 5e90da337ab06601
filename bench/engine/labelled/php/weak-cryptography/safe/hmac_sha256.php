<?php
$sig = hash_hmac('sha256', $data, $secret);
