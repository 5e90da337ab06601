<?php
final class LegacyAuthenticator
{
    public function __construct(private PDO $pdo)
    {
    }

    public function check(string $login, string $password): bool
    {
        $stmt = $this->pdo->prepare('SELECT salt, pass_hash FROM accounts WHERE login = ?');
        $stmt->execute([$login]);
        $row = $stmt->fetch(PDO::FETCH_ASSOC);
        if (!$row) {
            return false;
        }
        return hash_equals($row['pass_hash'], sha1($row['salt'] . $password));
    }
}

$auth = new LegacyAuthenticator(new PDO(getenv('DB_DSN')));
echo $auth->check($_POST['login'] ?? '', $_POST['password'] ?? '') ? 'ok' : 'denied';
