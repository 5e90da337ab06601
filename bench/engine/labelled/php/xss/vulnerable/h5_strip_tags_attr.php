<?php
$title = strip_tags($_GET['title'] ?? '');
echo '<img src="/static/cover.png" alt="' . $title . '">';
