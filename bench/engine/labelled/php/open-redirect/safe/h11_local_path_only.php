<?php
function safe_local_path(string $candidate): string
{
    if ($candidate === '' || $candidate[0] !== '/') {
        return '/';
    }
    if (isset($candidate[1]) && ($candidate[1] === '/' || $candidate[1] === '\\')) {
        return '/';
    }
    return $candidate;
}

session_start();
$_SESSION['flash'] = 'Saved';

header('Location: ' . safe_local_path($_POST['back'] ?? '/'));
exit;
