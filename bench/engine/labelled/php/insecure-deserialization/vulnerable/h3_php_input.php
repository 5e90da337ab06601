<?php
$raw = file_get_contents('php://input');
$job = unserialize($raw);
echo is_object($job) ? 'queued' : 'bad';
