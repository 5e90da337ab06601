<?php
class ApiKeyFactory
{
    private const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

    public function create(int $length = 32): string
    {
        $key = '';
        $max = strlen(self::ALPHABET) - 1;
        for ($i = 0; $i < $length; $i++) {
            $key .= self::ALPHABET[random_int(0, $max)];
        }
        return $key;
    }
}

$factory = new ApiKeyFactory();
$apiKey = $factory->create();
$pdo = new PDO(getenv('DB_DSN'));
$pdo->prepare('INSERT INTO api_keys (owner_id, api_key) VALUES (?, ?)')->execute([(int) $_POST['owner'], $apiKey]);
echo json_encode(['api_key' => $apiKey]);
