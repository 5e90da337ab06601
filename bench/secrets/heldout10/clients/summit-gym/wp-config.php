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
define( 'DB_NAME', 'summit_gym_wp' );

/** Database username */
define( 'DB_USER', 'summit_gym_w' );

/** Database password */
define( 'DB_PASSWORD', 'Velvet#5342Cobalt' );

/** Database hostname */
define( 'DB_HOST', 'summit-gym.cwcb5funob9.eu-west-2.rds.amazonaws.com' );

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
define( 'AUTH_KEY', getenv( 'WP_AUTH_KEY' ) );
define( 'SECURE_AUTH_KEY', getenv( 'WP_SECURE_AUTH_KEY' ) );
define( 'LOGGED_IN_KEY', getenv( 'WP_LOGGED_IN_KEY' ) );
define( 'NONCE_KEY', getenv( 'WP_NONCE_KEY' ) );
define( 'AUTH_SALT', getenv( 'WP_AUTH_SALT' ) );
define( 'SECURE_AUTH_SALT', getenv( 'WP_SECURE_AUTH_SALT' ) );
define( 'LOGGED_IN_SALT', getenv( 'WP_LOGGED_IN_SALT' ) );
define( 'NONCE_SALT', getenv( 'WP_NONCE_SALT' ) );
/**#@-*/

$table_prefix = 'wpw5q_';

define( 'WP_DEBUG', false );
define( 'WP_ENVIRONMENT_TYPE', 'production' );
define( 'DISALLOW_FILE_EDIT', true );

define( 'WP_REDIS_HOST', '127.0.0.1' );
define( 'WP_REDIS_PORT', 6379 );
define( 'WP_REDIS_PASSWORD', 'QvN47_tXFApgiBG-Yb0n' );
define( 'WP_CACHE_KEY_SALT', 'summit-gym:' );

define( 'WPMS_ON', true );
define( 'WPMS_MAILER', 'sendinblue' );
define( 'WPMS_MAIL_FROM', 'noreply@summitgym.fit' );
define( 'WPMS_SENDINBLUE_API_KEY', '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' );

define( 'JWT_AUTH_SECRET_KEY', 'your-top-secret-key' );
define( 'JWT_AUTH_CORS_ENABLE', true );

/* That's all, stop editing! Happy publishing. */

/** Absolute path to the WordPress directory. */
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}

/** Sets up WordPress vars and included files. */
require_once ABSPATH . 'wp-settings.php';
