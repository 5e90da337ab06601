<?php
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', 'wp' );
define( 'DB_PASSWORD', 'UmR+U#@&Ju2!KhD' );
define( 'DB_HOST', getenv('DB_HOST') );
define( 'AUTH_KEY', 'NsuycL07qzFGuz3VgqJCvhxctWtczYTTj8csiyc47RDhheRRfIZlZri6qy1KqI43' );
$table_prefix = 'wp_';
