<?php
$feeds = ['news' => 'https://news.example.com/rss', 'blog' => 'https://blog.example.com/feed'];
$feed = $feeds[$_REQUEST['feed'] ?? 'news'] ?? $feeds['news'];
$fp = fopen($feed, 'r');
$xml = stream_get_contents($fp);
fclose($fp);
$rss = simplexml_load_string($xml);
foreach ($rss->channel->item as $item) {
    echo '<li>' . htmlspecialchars((string) $item->title) . '</li>';
}
