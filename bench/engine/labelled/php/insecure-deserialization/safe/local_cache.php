<?php
$cache = unserialize(file_get_contents('/var/cache/app/config.bin'));
$key = $_GET['key'];
