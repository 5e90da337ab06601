<?php
$title = htmlspecialchars(strip_tags($_GET['title'] ?? ''), ENT_QUOTES);
echo '<img src="/static/cover.png" alt="' . $title . '">';
