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
define( 'DB_NAME', 'harbour_bakery_wp' );

/** Database username */
define( 'DB_USER', 'harbour_bake' );

/** Database password */
define( 'DB_PASSWORD', 'CgLgUUfkpTHxPgnC3uY=' );

/** Database hostname */
define( 'DB_HOST', 'localhost' );

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
define( 'AUTH_KEY', '3Gz$Hy2)z51z<P&.1aX:QA:5pZXBJx{LCE46U|+j%;qA4meQ8Bj<M6YEVh8$E97|' );
define( 'SECURE_AUTH_KEY', 'x02[2c< M+<Gag4`6L;c)[@`RktEVL:3P3wj$yr26[6`leuR .vg@1B`p*{vNj?v' );
define( 'LOGGED_IN_KEY', '}B{*ox(}A/0mScK#QZ~ ^4&+!_=(j`tbAO/XQvt4ivu3Q[|0uv`|{kEg0;%|@fIq' );
define( 'NONCE_KEY', 'rcj&xvCDRRD-?m$jPg}.=3~:{LrV( ZS2N#|SUK%)e{Tuytgj/J*i&<;?[5G9^5x' );
define( 'AUTH_SALT', '8iF*0:wFrK|e,Yp[hPwZ@FJt#)k#?o<S`G2p82;9$C?=Z,T;7/D/X~Ol2UpO%1`,' );
define( 'SECURE_AUTH_SALT', '9>G(24{QcUDb2vO9,{JLOLKw`?+810H8;MSDB,Vzj|`wTI1(2RSh57qimG$S3g`I' );
define( 'LOGGED_IN_SALT', 'g_2[ 9Wn4/9[@dhG6BvVM2u({r./j:HjQ_]MRDv;404?l;,GeN^3E^dIFj}g: Q_' );
define( 'NONCE_SALT', 'z%JlS:#]X_D6#RVdb?s/aB{M@RLI4y99j ~x/z;jV?tlljv8(%cE4fs}DmB]>-%F' );
/**#@-*/

$table_prefix = 'wp1gf_';

define( 'WP_DEBUG', false );
define( 'WP_ENVIRONMENT_TYPE', 'production' );
define( 'DISALLOW_FILE_EDIT', true );

define( 'WP_REDIS_HOST', '127.0.0.1' );
define( 'WP_REDIS_PORT', 6379 );
define( 'WP_REDIS_PASSWORD', getenv( 'REDIS_PASSWORD' ) );
define( 'WP_CACHE_KEY_SALT', 'harbour-bakery:' );

define( 'AS3CF_SETTINGS', serialize( array(
    'provider' => 'aws',
    'access-key-id' => 'AKIA3ELCDRZLJQZZWQ4B',
    'secret-access-key' => 'neWAE3z8fVqQGAEQ0dWvU0iGXKMG43seky5xj9/K',
    'bucket' => 'harbour-bakery-media',
    'region' => 'eu-west-2',
) ) );

define( 'JWT_AUTH_SECRET_KEY', 'your-top-secret-key' );
define( 'JWT_AUTH_CORS_ENABLE', true );

/* That's all, stop editing! Happy publishing. */

/** Absolute path to the WordPress directory. */
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}

/** Sets up WordPress vars and included files. */
require_once ABSPATH . 'wp-settings.php';
