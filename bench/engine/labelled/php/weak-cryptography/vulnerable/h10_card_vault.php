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
        return base64_encode(openssl_encrypt($pan, 'des-ede3-ecb', $this->key, OPENSSL_RAW_DATA));
    }

    public function open(string $blob): string
    {
        return openssl_decrypt(base64_decode($blob), 'des-ede3-ecb', $this->key, OPENSSL_RAW_DATA);
    }
}

$vault = new CardVault(getenv('CARD_KEY'));
$token = $vault->seal($_POST['card_number'] ?? '');
$pdo->prepare('UPDATE customers SET card = ? WHERE id = ?')->execute([$token, $_SESSION['cid']]);
echo 'Card saved';
