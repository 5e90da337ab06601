<?php
// A helper whose every caller sends its result as an ETag names content; one whose result is stored does not.
function h5_etag_of($path, $mtime)
{
    // ok: php-weak-hash
    return hash('sha1', $path . ':' . $mtime);
}

function h5_password_digest($salt, $password)
{
    // ruleid: php-weak-hash
    return hash('sha1', $salt . $password);
}

$h5_report = '/var/app/reports/monthly.csv';
$h5_tag = h5_etag_of($h5_report, filemtime($h5_report));
header('ETag: "' . $h5_tag . '"');
file_put_contents('/var/app/users/1.json', h5_password_digest('s', $_POST['password']));
