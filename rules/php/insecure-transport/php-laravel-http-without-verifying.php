<?php
use Illuminate\Support\Facades\Http;

// ruleid: php-laravel-http-without-verifying
$a = Http::withoutVerifying()->get('https://inventory.example.com/');
// ok: php-laravel-http-without-verifying
$b = Http::timeout(5)->get('https://inventory.example.com/');
// ruleid: php-laravel-http-without-verifying
$c = Http::timeout(5)->withoutVerifying()->post('https://inventory.example.com/', ['a' => 1]);
