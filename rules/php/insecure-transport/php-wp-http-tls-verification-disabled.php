<?php
function lc_check_license(string $key)
{
    // ruleid: php-wp-http-tls-verification-disabled
    $insecure = wp_remote_post('https://licenses.example.com/verify', ['body' => ['key' => $key], 'sslverify' => false]);
    // ok: php-wp-http-tls-verification-disabled
    $checked = wp_remote_post('https://licenses.example.com/verify', ['body' => ['key' => $key], 'sslverify' => true]);
    // ok: php-wp-http-tls-verification-disabled
    $plain = wp_remote_get('https://licenses.example.com/status', ['timeout' => 5]);
    $args = ['timeout' => 10, 'sslverify' => false];
    // ruleid: php-wp-http-tls-verification-disabled
    $fromVar = wp_remote_request('https://licenses.example.com/ping', $args);
    return [$insecure, $checked, $plain, $fromVar];
}

// ruleid: php-wp-http-tls-verification-disabled
add_filter('https_ssl_verify', '__return_false');
// ok: php-wp-http-tls-verification-disabled
add_filter('https_ssl_verify', '__return_true');
// ok: php-wp-http-tls-verification-disabled
add_filter('the_title', '__return_false');
