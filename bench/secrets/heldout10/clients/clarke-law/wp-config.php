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
define( 'DB_NAME', 'clarke_law_wp' );

/** Database username */
define( 'DB_USER', 'clarke_usr' );

/** Database password */
define( 'DB_PASSWORD', 'copper-harbour-cobalt-51' );

/** Database hostname */
define( 'DB_HOST', 'localhost:/var/run/mysqld/mysqld.sock' );

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
define( 'AUTH_KEY', '&}@{dJ-#YH8.I3f@;Bgl_W~(WwL_Bs:S|M,_In^[y7bDky%e+,,Pojsyy8K^]Yq!' );
define( 'SECURE_AUTH_KEY', '7*W5{9u52F;f.yt <@!Y7lUNb.oCUOO8UDp5(d?x&],/PMb&3A2:DLxr~;zLr}=s' );
define( 'LOGGED_IN_KEY', '=RBs@l*tjFI((G]z2u%ngm/%=-?v;nJ^%H}F-y,}2/P0)m23Nl,E2v+jy,7%F)Jz' );
define( 'NONCE_KEY', '}avr d/?{NI6j6E/qrk1+r>lNf:xKkkn-Iz=|w#,:RrK:X5kpLUD%O8#ta&?CdZ:' );
define( 'AUTH_SALT', ']=bD$Jm0gf/KqajldPFb>TB8-@fii!rM!!~RY>V*:n*z=6/.nN]n8<1h$D,qqU#m' );
define( 'SECURE_AUTH_SALT', '8+&L)zv0Y!zoVv7nfk-sC<.yGEzS~Ij)U}V^Mfjxg)u7HaMbL6n:gZg3^Q<Q[`T(' );
define( 'LOGGED_IN_SALT', 'o)}qHlylxrVCo6h:C&f6}CA#R042r=B7F//6Vo4~]T=.03Eesi5rFEL;C<,B6zC=' );
define( 'NONCE_SALT', 'MBP!dJ[zWRJypp|1Tr$-?q/neET]jv$GDU3o!5QfdeF;WA?u.<W1^ E7_^/$I=iG' );
/**#@-*/

$table_prefix = 'wpnv1_';

define( 'WP_DEBUG', false );
define( 'WP_ENVIRONMENT_TYPE', 'production' );
define( 'DISALLOW_FILE_EDIT', true );

define( 'WPMS_ON', true );
define( 'WPMS_MAILER', 'mailgun' );
define( 'WPMS_MAIL_FROM', 'noreply@clarkereed.law' );
define( 'WPMS_MAILGUN_API_KEY', 'key-c44584815053122aee2830d2f7f40455' );
define( 'WPMS_MAILGUN_DOMAIN', 'mg.clarkereed.law' );
define( 'WPMS_MAILGUN_REGION', 'EU' );

/* That's all, stop editing! Happy publishing. */

/** Absolute path to the WordPress directory. */
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}

/** Sets up WordPress vars and included files. */
require_once ABSPATH . 'wp-settings.php';
