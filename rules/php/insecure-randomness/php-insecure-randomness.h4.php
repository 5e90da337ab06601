<?php
function notify(string $email) {
    $tip = ['Drink water', 'Take a walk', 'Stretch'][mt_rand(0, 2)];
    // ok: php-insecure-randomness
    mail($email, 'Your reset link', "Tip of the day: $tip");
    $alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
    $code = '';
    for ($i = 0; $i < 8; $i++) {
        // ruleid: php-insecure-randomness
        $code .= $alphabet[mt_rand(0, strlen($alphabet) - 1)];
    }
    // ruleid: php-insecure-randomness
    mail($email, 'Your sign-in code', "Code: $code");
}
notify($_POST['email']);
