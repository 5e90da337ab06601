<?php
class CardVault
{
    private string $key;

    public function __construct(string $key)
    {
        $this->key = $key;
    }

    public function seal(string $pan): string
    {
        $iv = random_bytes(12);
        $cipher = openssl_encrypt($pan, 'aes-256-gcm', $this->key, OPENSSL_RAW_DATA, $iv, $tag);
        return base64_encode($iv . $tag . $cipher);
    }

    public function open(string $blob): string
    {
        $raw = base64_decode($blob);
        return openssl_decrypt(substr($raw, 28), 'aes-256-gcm', $this->key, OPENSSL_RAW_DATA, substr($raw, 0, 12), substr($raw, 12, 16));
    }
}

$vault = new CardVault(getenv('CARD_KEY'));
$token = $vault->seal($_POST['card_number'] ?? '');
$pdo->prepare('UPDATE customers SET card = ? WHERE id = ?')->execute([$token, $_SESSION['cid']]);
echo 'Card saved';
