<?php
$row = ['title' => 'Welcome', 'raw' => $_GET['q'] ?? ''];
$row['raw'] = str_replace(' ', '+', $row['raw']);
echo "<h2>{$row['title']}</h2>";
