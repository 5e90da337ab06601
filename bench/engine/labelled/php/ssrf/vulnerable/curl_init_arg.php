<?php
$target = $_REQUEST['target'];
$ch = curl_init($target);
curl_exec($ch);
