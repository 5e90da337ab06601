<?php

declare(strict_types=1);

namespace App\Core;

final class Session
{
    public function get(string $key, mixed $default = null): mixed
    {
        return $_SESSION[$key] ?? $default;
    }

    public function set(string $key, mixed $value): void
    {
        $_SESSION[$key] = $value;
    }

    public function userId(): int
    {
        return (int) ($_SESSION['student_id'] ?? 0);
    }

    public function login(int $studentId): void
    {
        session_regenerate_id(true);
        $_SESSION['student_id'] = $studentId;
    }

    public function isAdmin(): bool
    {
        return ($_SESSION['role'] ?? '') === 'admin';
    }

    public function flash(string $message): void
    {
        $_SESSION['flash'] = $message;
    }

    public function pullFlash(): ?string
    {
        $message = $_SESSION['flash'] ?? null;
        unset($_SESSION['flash']);
        return $message;
    }

    public function destroy(): void
    {
        $_SESSION = [];
        session_destroy();
    }
}
