<?php
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', 'wp' );
define( 'DB_PASSWORD', 'fFg8aNTAF&9!rSw' );
define( 'DB_HOST', getenv('DB_HOST') );
define( 'AUTH_KEY', 'qfVPen2wyeiNHCjmhmuMXQxa1f6Q97D1ReyKtJEHlKSLg2w0VlhpAe1TJM9ZgGgk' );
$table_prefix = 'wp_';
