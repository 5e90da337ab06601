<?php
// Deskline configuration. Values from the environment win; the fallbacks are for the dev box.
define('APP_NAME', 'Deskline');
define('BASE_URL', getenv('DESKLINE_URL') ?: 'http://localhost:8080');

$config = [
    'db_host' => getenv('DB_HOST') ?: '127.0.0.1',
    'db_name' => getenv('DB_NAME') ?: 'deskline',
    'db_user' => getenv('DB_USER') ?: 'deskline',
    'db_pass' => getenv('DB_PASS') ?: 'Vq7!rT2m#Lx9pWd4',
    'smtp_user' => getenv('SMTP_USER') ?: 'mailer@example.org',
    'smtp_pass' => getenv('SMTP_PASS') ?: 'changeme',
    'ldap_host' => getenv('LDAP_HOST') ?: 'ldap://directory.internal',
    'ldap_base' => 'ou=people,dc=deskline,dc=local',
    'upload_dir' => __DIR__ . '/uploads',
    'export_dir' => '/var/lib/deskline/exports',
    'status_api' => 'https://status.deskline.example/api/v1',
];

define('UPLOAD_DIR', $config['upload_dir']);
define('SESSION_NAME', 'deskline_sid');
