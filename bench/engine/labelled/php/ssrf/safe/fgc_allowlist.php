<?php
$url = $_POST['feed_url'];
if (in_array($url, ['https://a.example.com/rss', 'https://b.example.com/rss'], true)) {
    $feed = file_get_contents($url);
}
