<?php
$db = pg_connect('host=localhost dbname=blog user=blog');
$slug = $_GET['slug'];
$result = pg_query_params($db, 'SELECT title, body FROM posts WHERE slug = $1', [$slug]);
$post = pg_fetch_assoc($result);
echo '<h1>' . htmlspecialchars($post['title']) . '</h1>';
