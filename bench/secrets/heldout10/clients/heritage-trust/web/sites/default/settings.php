<?php

// phpcs:ignoreFile

/**
 * @file
 * Drupal site-specific configuration file.
 */

$databases = [];

$databases['default']['default'] = [
  'database' => 'heritage_trust',
  'username' => 'heritage_drupal',
  'password' => 'thistle-velvet-pebble-79',
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
$settings['hash_salt'] = 'YJmIbd9ilwg9VFcqMy3_xW9XEbmKx8QYf7VaSKszlp2bZzsdM3eHBQUORfqZJW5DMIZSkwxbpu';

$settings['update_free_access'] = FALSE;
$settings['config_sync_directory'] = '../config/sync';
$settings['file_private_path'] = '/var/www/private';
$settings['trusted_host_patterns'] = [
  '^heritagetrust\.org$',
  '^www\.heritagetrust\.org$',
];

$config['smtp.settings']['smtp_host'] = 'smtp.postmarkapp.com';
$config['smtp.settings']['smtp_username'] = 'apikey';
$config['smtp.settings']['smtp_password'] = 'g4ykR9axmOOjh8peaVXb';

$settings['entity_update_batch_size'] = 50;

if (file_exists($app_root . '/' . $site_path . '/settings.local.php')) {
  include $app_root . '/' . $site_path . '/settings.local.php';
}
