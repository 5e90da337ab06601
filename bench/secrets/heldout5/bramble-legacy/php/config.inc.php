<?php
$config = [
    'db' => [
        'dsn' => 'pgsql:host=pg.bramble.internal;dbname=bramble',
        'user' => 'bramble',
        'pass' => '50d9346dbd8056a1b68fecb41530be3f5a1',
    ],
    'mail' => ['password' => getenv('SMTP_PASSWORD')],
    'recaptcha_site_key' => '6LSYD1H1_nON422h2cK3dpUiwgUyHkXWu5npVNlP',
    'recaptcha_secret' => '6LjudDJ842MqKCFgwR7FoYxKUM65Fj50EcQ_yLcR',
];
