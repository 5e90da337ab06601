<?php

// phpcs:ignoreFile

/**
 * Local development override configuration.
 */
assert_options(ASSERT_ACTIVE, TRUE);
$settings['container_yamls'][] = DRUPAL_ROOT . '/sites/development.services.yml';
$config['system.logging']['error_level'] = 'verbose';
$config['system.performance']['css']['preprocess'] = FALSE;
$config['system.performance']['js']['preprocess'] = FALSE;
$settings['cache']['bins']['render'] = 'cache.backend.null';
$settings['skip_permissions_hardening'] = TRUE;

$databases['default']['default']['host'] = 'database';
$databases['default']['default']['password'] = 'JQsdu+W2rDsn/eY3';
$config['recaptcha.settings']['secret_key'] = '6Lz2itrdv7IH9o5Y02lZE2PXTspCvCSGO1RX6g0_';
