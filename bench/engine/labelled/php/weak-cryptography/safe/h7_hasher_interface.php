<?php
interface PasswordHasher { public function hash(string $plain): string; }
final class ModernHasher implements PasswordHasher {
    public function hash(string $plain): string { return password_hash($plain, PASSWORD_ARGON2ID); }
}
final class UserService {
    public function __construct(private PasswordHasher $hasher, private PDO $db) {}
    public function register(string $email, string $password): void {
        $this->db->prepare('INSERT INTO users (email, password) VALUES (?, ?)')
            ->execute([$email, $this->hasher->hash($password)]);
    }
}
(new UserService(new ModernHasher(), new PDO('sqlite:/var/app/app.db')))->register($_POST['email'], $_POST['password']);
