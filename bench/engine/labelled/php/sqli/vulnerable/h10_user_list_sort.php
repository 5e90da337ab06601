<?php
class UserRepository
{
    private mysqli $db;

    public function __construct(mysqli $db)
    {
        $this->db = $db;
    }

    public function listUsers(string $sort, string $dir): array
    {
        $sql = sprintf('SELECT id, email, created_at FROM users ORDER BY %s %s', $sort, $dir);
        $result = $this->db->query($sql);
        return $result ? $result->fetch_all(MYSQLI_ASSOC) : [];
    }
}

$db = new mysqli('127.0.0.1', 'admin', getenv('DB_PASS'), 'crm');
$repo = new UserRepository($db);
$users = $repo->listUsers($_GET['sort'] ?? 'id', $_GET['dir'] ?? 'ASC');

echo '<table>';
foreach ($users as $u) {
    printf('<tr><td>%d</td><td>%s</td></tr>', $u['id'], htmlspecialchars($u['email']));
}
echo '</table>';
