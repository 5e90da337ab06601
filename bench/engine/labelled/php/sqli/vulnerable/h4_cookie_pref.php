<?php
session_start();
include 'db.php';

$lang = $_COOKIE['lang'] ?? 'en';
$link = new mysqli('localhost', 'web', 'web', 'portal');
$res = $link->query("SELECT title, body FROM pages WHERE lang = '$lang' AND published = 1");
while ($page = $res->fetch_object()) {
    echo '<h2>' . htmlspecialchars($page->title) . '</h2>';
}
