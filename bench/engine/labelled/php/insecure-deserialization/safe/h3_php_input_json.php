<?php
$raw = file_get_contents('php://input');
$job = json_decode($raw, true);
echo is_array($job) ? 'queued' : 'bad';
