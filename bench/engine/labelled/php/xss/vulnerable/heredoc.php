<?php
$user = $_COOKIE['user'];
echo <<<HTML
<span>Logged in as {$user}</span>
HTML;
