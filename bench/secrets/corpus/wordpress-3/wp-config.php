<?php
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', 'wp' );
define( 'DB_PASSWORD', 'Bp2*zZF*ZF8!lBs' );
define( 'DB_HOST', getenv('DB_HOST') );
define( 'AUTH_KEY', '5EzbTDCGiBIrFC7QU9R0faQVmzb56W7Zq6OKmI7p8sGeyX1vm0wY1Wo7HZWmvPiF' );
$table_prefix = 'wp_';
