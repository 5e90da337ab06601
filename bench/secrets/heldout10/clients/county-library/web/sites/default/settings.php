<?php

// phpcs:ignoreFile

/**
 * @file
 * Drupal site-specific configuration file.
 */

$databases = [];

$databases['default']['default'] = [
  'database' => 'county_library',
  'username' => 'county_drupal',
  'password' => getenv('DRUPAL_DB_PASSWORD'),
  'prefix' => '',
  'host' => '127.0.0.1',
  'port' => '3306',
  'isolation_level' => 'READ COMMITTED',
  'namespace' => 'Drupal\\mysql\\Driver\\Database\\mysql',
  'driver' => 'mysql',
  'autoload' => 'core/modules/mysql/src/Driver/Database/mysql/',
];

/**
 * Salt for one-time login links, cancel links, form tokens, etc.
 */
$settings['hash_salt'] = 'R_WeTbKFVWYofJsRu5QRlf6y2OdOrVmIrbzP0X4vKVK_pxsHwizm8bUWbwWTDbMVZBcjT5MFDU';

$settings['update_free_access'] = FALSE;
$settings['config_sync_directory'] = '../config/sync';
$settings['file_private_path'] = '/var/www/private';
$settings['trusted_host_patterns'] = [
  '^countylibraries\.gov\.uk$',
  '^www\.countylibraries\.gov\.uk$',
];

$config['smtp.settings']['smtp_host'] = 'smtp.mailgun.org';
$config['smtp.settings']['smtp_username'] = 'apikey';
$config['smtp.settings']['smtp_password'] = getenv('SMTP_PASSWORD');

$settings['entity_update_batch_size'] = 50;

if (file_exists($app_root . '/' . $site_path . '/settings.local.php')) {
  include $app_root . '/' . $site_path . '/settings.local.php';
}
