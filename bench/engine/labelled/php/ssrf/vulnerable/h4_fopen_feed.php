<?php
$feed = $_REQUEST['feed'];
$fp = fopen($feed, 'r');
$xml = stream_get_contents($fp);
fclose($fp);
$rss = simplexml_load_string($xml);
foreach ($rss->channel->item as $item) {
    echo '<li>' . htmlspecialchars((string) $item->title) . '</li>';
}
