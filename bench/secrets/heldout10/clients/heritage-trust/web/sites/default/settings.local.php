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
$databases['default']['default']['password'] = 'qlexyjO/Wd8KWkWH';
$config['recaptcha.settings']['secret_key'] = '6LYh8ePM-F_dX4QGQcSVfelqxbNSRtsSuXpW3nuf';
