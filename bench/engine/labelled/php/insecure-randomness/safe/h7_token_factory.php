<?php
final class ResetToken {
    private function __construct(public readonly string $value) {}
    public static function generate(int $len = 32): self {
        $chars = 'abcdefghijklmnopqrstuvwxyz0123456789';
        $out = '';
        for ($i = 0; $i < $len; $i++) {
            $out .= $chars[random_int(0, strlen($chars) - 1)];
        }
        return new self($out);
    }
}
$token = ResetToken::generate();
$pdo = new PDO('sqlite:/var/app/app.db');
$pdo->prepare('UPDATE users SET reset_token = ? WHERE email = ?')->execute([$token->value, $_POST['email'] ?? '']);
