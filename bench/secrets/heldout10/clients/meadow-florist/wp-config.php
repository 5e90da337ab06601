<?php
/**
 * The base configuration for WordPress
 *
 * This file contains the following configurations: database settings, secret keys,
 * database table prefix and ABSPATH.
 *
 * @package WordPress
 */

// ** Database settings - You can get this info from your web host ** //
/** The name of the database for WordPress */
define( 'DB_NAME', 'meadow_florist_wp' );

/** Database username */
define( 'DB_USER', 'meadow_usr' );

/** Database password */
define( 'DB_PASSWORD', $_SERVER['DB_PASSWORD'] );

/** Database hostname */
define( 'DB_HOST', 'meadow-florist.cu9c821wq4n.eu-west-2.rds.amazonaws.com' );

/** Database charset to use in creating database tables. */
define( 'DB_CHARSET', 'utf8mb4' );

/** The database collate type. Don't change this if in doubt. */
define( 'DB_COLLATE', '' );

/**#@+
 * Authentication unique keys and salts.
 *
 * You can generate these using the {@link https://api.wordpress.org/secret-key/1.1/salt/ WordPress.org secret-key service}.
 *
 * @since 2.6.0
 */
require_once __DIR__ . '/wp-salt.php'; // generated on the server, not in git
/**#@-*/

$table_prefix = 'wprp7_';

define( 'WP_DEBUG', false );
define( 'WP_ENVIRONMENT_TYPE', 'production' );
define( 'DISALLOW_FILE_EDIT', true );



/* That's all, stop editing! Happy publishing. */

/** Absolute path to the WordPress directory. */
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}

/** Sets up WordPress vars and included files. */
require_once ABSPATH . 'wp-settings.php';
