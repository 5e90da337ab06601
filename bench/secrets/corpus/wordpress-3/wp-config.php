<?php
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', 'wp' );
define( 'DB_PASSWORD', 'ZQQsW6uFv22!BPv' );
define( 'DB_HOST', getenv('DB_HOST') );
define( 'AUTH_KEY', 'M7VWIJDUzApsjTISSVUiLFfHB9D7KDcA8Hlgx2zWEoHNOD4P3MVVrT8g2zyfk645' );
$table_prefix = 'wp_';
