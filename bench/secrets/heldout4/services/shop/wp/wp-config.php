<?php
/** Marketing blog (blog.harbor.dev) */
define( 'DB_NAME', 'harbor_blog' );
define( 'DB_USER', 'blog' );
define( 'DB_PASSWORD', 'i0bKF1FtOCOrSlbE0MuBE^oQ0' );
define( 'DB_HOST', 'blog-db.internal' );
define( 'DB_CHARSET', 'utf8mb4' );

define( 'AUTH_KEY',         'E(cSIYj!bLJynG-OHCyn#,!~-MZ$ry45UH~/Q!*K-X:AF/bhKN1Cf*vz_JeE{5Kj' );
define( 'SECURE_AUTH_KEY',  'dV]~4.:xpi+CshSZ,MgZ[n]bZO-x%G(%:>:%y;rJ<!mFof/nUO{$ava~]:iCKat9' );
define( 'NONCE_KEY',        'put your unique phrase here' );

$table_prefix = 'wp_';
define( 'WP_DEBUG', false );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
