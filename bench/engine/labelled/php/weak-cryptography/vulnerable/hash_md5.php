<?php
$sig = hash('md5', $data . $secret);
