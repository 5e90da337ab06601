<?php
// ruleid: php-file-inclusion
include $_GET['page'] . '.php';
// ok: php-file-inclusion
include __DIR__ . '/header.php';
// ruleid: php-file-inclusion
require_once 'modules/' . $_REQUEST['module'];
// ok: php-file-inclusion
require_once 'modules/' . basename($_REQUEST['module']);
$pages = ['home' => 'home.php', 'about' => 'about.php'];
$page = $_GET['p'];
if (in_array($page, ['home', 'about'], true)) {
    // ok: php-file-inclusion
    include 'pages/' . $page . '.php';
}
