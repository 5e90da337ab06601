<?php

require __DIR__ . '/db.php';

$q = $_GET['q'] ?? '';
$branch = $_GET['branch'] ?? 'central';
$year = isset($_GET['year']) ? intval($_GET['year']) : 0;

echo "<h2>Results for " . $_GET['q'] . "</h2>";
echo '<p class="branch">Branch: ' . htmlspecialchars($branch, ENT_QUOTES, 'UTF-8') . '</p>';

$result = mysqli_query($link, "SELECT id, title, author FROM book WHERE title LIKE '%" . $q . "%' ORDER BY title");
while ($row = mysqli_fetch_assoc($result)) {
    echo '<li>' . htmlspecialchars($row['title']) . '</li>';
}

$stmt = mysqli_prepare($link, 'SELECT id, title FROM book WHERE branch = ? ORDER BY title LIMIT 20');
mysqli_stmt_bind_param($stmt, 's', $branch);
mysqli_stmt_execute($stmt);

if ($year > 0) {
    $recent = mysqli_query($link, 'SELECT id, title FROM book WHERE year = ' . $year);
}

echo '<p><a href="catalogue.php?q=' . urlencode($q) . '&amp;branch=' . urlencode($branch) . '">Permalink</a></p>';
