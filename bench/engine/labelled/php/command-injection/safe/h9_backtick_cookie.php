<?php
$dir = escapeshellarg(basename($_COOKIE['workspace']));
$listing = `ls -la /srv/workspaces/{$dir}`;
echo nl2br(htmlspecialchars($listing));
