<?php

// phpcs:ignoreFile

/**
 * @file
 * Drupal site-specific configuration file.
 */

$databases = [];

$databases['default']['default'] = [
  'database' => 'city_museum',
  'username' => 'city_drupal',
  'password' => 'Phxss4no-eQ#',
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
$settings['hash_salt'] = file_get_contents('/var/www/private/salt.txt');

$settings['update_free_access'] = FALSE;
$settings['config_sync_directory'] = '../config/sync';
$settings['file_private_path'] = '/var/www/private';
$settings['trusted_host_patterns'] = [
  '^citymuseum\.org\.uk$',
  '^www\.citymuseum\.org\.uk$',
];

// SMTP credentials are set per environment in settings.local.php.

$settings['entity_update_batch_size'] = 50;

if (file_exists($app_root . '/' . $site_path . '/settings.local.php')) {
  include $app_root . '/' . $site_path . '/settings.local.php';
}
