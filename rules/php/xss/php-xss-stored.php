<?php
$pdo = new PDO('sqlite:/var/app/blog.db');
$stmt = $pdo->prepare('SELECT author, body FROM comments WHERE post_id = ?');
$stmt->execute([(int) $_GET['post']]);
foreach ($stmt->fetchAll(PDO::FETCH_ASSOC) as $c) {
    // ruleid: php-xss-stored
    echo '<li>' . $c['body'] . '</li>';
    // ok: php-xss-stored
    echo '<li>' . htmlspecialchars($c['body'], ENT_QUOTES, 'UTF-8') . '</li>';
}

$link = mysqli_connect('localhost', 'blog', getenv('DB_PASSWORD'), 'blog');
$result = mysqli_query($link, 'SELECT title FROM posts ORDER BY id DESC');
while ($row = mysqli_fetch_assoc($result)) {
    // ruleid: php-xss-stored
    printf('<h2>%s</h2>', $row['title']);
}

// Records as JSON are data for the client script, not markup.
$feed = $pdo->query('SELECT id, title FROM posts')->fetchAll();
// ok: php-xss-stored
echo json_encode($feed);

// WordPress: rows of $wpdb.
global $wpdb;
$notes = $wpdb->get_results("SELECT note FROM {$wpdb->prefix}notes");
foreach ($notes as $n) {
    // ruleid: php-xss-stored
    echo '<p>' . $n->note . '</p>';
    // ok: php-xss-stored
    echo '<p>' . esc_html($n->note) . '</p>';
}

// A count is a number, not stored text.
$total = $link->query('SELECT COUNT(*) FROM posts')->fetch_row()[0];
// ok: php-xss-stored
echo '<p>' . $total . ' posts</p>';
$last = $link->query('SELECT title FROM posts ORDER BY id DESC LIMIT 1')->fetch_row()[0];
// ruleid: php-xss-stored
echo '<p>Latest: ' . $last . '</p>';
$counted = mysqli_query($link, 'SELECT COUNT(*) AS n, MAX(id) FROM posts');
$stats = mysqli_fetch_assoc($counted);
// ok: php-xss-stored
echo '<p>' . $stats['n'] . ' posts</p>';
