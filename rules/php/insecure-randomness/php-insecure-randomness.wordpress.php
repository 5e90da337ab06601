<?php
// WordPress's wp_mail sends the message to the address given: a code in it proves owning that
// address, so it must not be predictable.
function r12_mail_door_code($email)
{
    // ruleid: php-insecure-randomness
    $code = str_pad((string) mt_rand(0, 999999), 6, '0', STR_PAD_LEFT);
    // ruleid: php-insecure-randomness
    wp_mail($email, 'Your door code', 'Show this code at the door: ' . $code);
}

function r12_mail_door_code_secure($email)
{
    $code = wp_generate_password(8, false, false);
    // ok: php-insecure-randomness
    wp_mail($email, 'Your door code', 'Show this code at the door: ' . $code);
}

function r12_mail_greeting($email)
{
    // A random pick among constant greetings is no secret.
    $greetings = ['Hello', 'Welcome', 'Good to see you'];
    // ok: php-insecure-randomness
    wp_mail($email, 'Welcome', $greetings[mt_rand(0, count($greetings) - 1)] . '! Your RSVP is confirmed.');
}
