<?php
session_start();
function generate_otp(int $digits = 6): string
{
    $code = '';
    for ($i = 0; $i < $digits; $i++) {
        $code .= rand(0, 9);
    }
    return $code;
}
$_SESSION['otp'] = generate_otp();
$_SESSION['otp_expires'] = time() + 300;
send_sms($_SESSION['phone'], 'Your login code: ' . $_SESSION['otp']);
