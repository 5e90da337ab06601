<?php
$conn = new mysqli('localhost', 'u', 'p', 'forum');
$stmt = $conn->prepare("SELECT id, subject FROM threads WHERE subject LIKE ?");
$like = '%' . $_POST['search'] . '%';
$stmt->bind_param('s', $like);
$stmt->execute();
$result = $stmt->get_result();
foreach ($result as $r) {
    echo htmlspecialchars($r['subject']) . "\n";
}
