<?php
$conn = new mysqli('localhost', 'u', 'p', 'forum');
$where = function ($field, $value) {
    return "$field LIKE '%$value%'";
};
$q = "SELECT id, subject FROM threads WHERE " . $where('subject', $_POST['search']);
$result = $conn->query($q);
foreach ($result as $r) {
    echo htmlspecialchars($r['subject']) . "\n";
}
