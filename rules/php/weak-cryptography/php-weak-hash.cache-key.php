<?php
use Illuminate\Support\Facades\Cache;

// A digest that only names a cache entry (alone or after a constant prefix) protects nothing.
function r9_cached_preview(string $url)
{
    // ok: php-weak-hash
    return Cache::remember('preview:' . md5($url), 3600, fn () => file_get_contents('https://img.example.com/' . rawurlencode($url)));
}

function r9_forget_preview(string $url)
{
    // ok: php-weak-hash
    Cache::forget('preview:' . md5($url));
}

// Joined with other input the key is not only the digest's name: still judged.
function r9_remember_password(string $user, string $password)
{
    // ruleid: php-weak-hash
    Cache::put($user . md5($password), true, 60);
}

// Stored as a password, not a key.
function r9_store_password(PDO $db, string $password)
{
    // ruleid: php-weak-hash
    $db->prepare('UPDATE users SET pw = ?')->execute([md5($password)]);
}
