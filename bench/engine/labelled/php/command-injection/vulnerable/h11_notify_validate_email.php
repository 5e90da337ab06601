<?php
$recipient = filter_input(INPUT_POST, 'email', FILTER_VALIDATE_EMAIL);
if ($recipient === false || $recipient === null) {
    http_response_code(422);
    exit('Please provide a valid email address.');
}

$subject = 'Your export is ready';
$bodyFile = '/var/app/templates/export_ready.txt';

$command = "mail -s '" . $subject . "' " . $recipient . " < " . $bodyFile;
$result = shell_exec($command);

echo 'Notification queued.';
