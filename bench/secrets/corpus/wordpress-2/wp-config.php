<?php
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', 'wp' );
define( 'DB_PASSWORD', 'kLHH?Zf@f%0!REL' );
define( 'DB_HOST', getenv('DB_HOST') );
define( 'AUTH_KEY', 'lZEBwqXz8GyFzjXIyqHnPAFaHxT3GsEZq1MPFeLzWdcJHP1BNsVRxXxGY1Oi0WEC' );
$table_prefix = 'wp_';
