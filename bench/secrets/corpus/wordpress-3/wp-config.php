<?php
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', 'wp' );
define( 'DB_PASSWORD', '2xGJUhS^TB6!xDR' );
define( 'DB_HOST', getenv('DB_HOST') );
define( 'AUTH_KEY', 'K3TAu2bfMaX04MJVeDkMzSjfQckjcQoz1OstcOoddFhVss4sGZgFceMjRveqfsob' );
$table_prefix = 'wp_';
