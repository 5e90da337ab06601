<?php
// Worker endpoint: the scheduler posts a serialized job description.
$body = file_get_contents('php://input');
$job = unserialize($body);

if (!is_array($job) || !isset($job['type'])) {
    http_response_code(400);
    exit('bad job');
}

$log = sprintf("[%s] received job %s\n", date('c'), $job['type']);
file_put_contents('/var/log/jobs.log', $log, FILE_APPEND);
http_response_code(202);
