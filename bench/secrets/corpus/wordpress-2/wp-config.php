<?php
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', 'wp' );
define( 'DB_PASSWORD', 'EC%Cz8@qVc0!HAg' );
define( 'DB_HOST', getenv('DB_HOST') );
define( 'AUTH_KEY', 'dzTi1YfTwnhHffHgOVYY9D28jb5y4Ds8VBkQ8W92vxNMuj15xciDNtzccEknd10A' );
$table_prefix = 'wp_';
