<?php
use Illuminate\Support\Facades\Mail;

// Laravel's Mail::raw sends the text to the address the callback names: a token in it proves
// owning that address, so it must not be predictable.
function r9_send_sign_in_code(string $email)
{
    // ruleid: php-insecure-randomness
    $code = (string) mt_rand(100000, 999999);
    // ruleid: php-insecure-randomness
    Mail::raw('Your sign-in code: ' . $code, fn ($m) => $m->to($email)->subject('Sign-in code'));
}

function r9_send_sign_in_code_secure(string $email)
{
    $code = (string) random_int(100000, 999999);
    // ok: php-insecure-randomness
    Mail::raw('Your sign-in code: ' . $code, fn ($m) => $m->to($email)->subject('Sign-in code'));
}

function r9_send_reset_html(string $email)
{
    // ruleid: php-insecure-randomness
    $token = md5(uniqid((string) rand(), true));
    // ruleid: php-insecure-randomness
    Mail::html('<a href="https://clinic.example/reset/' . $token . '">Reset</a>', fn ($m) => $m->to($email));
}
