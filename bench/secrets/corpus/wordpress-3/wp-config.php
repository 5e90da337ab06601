<?php
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', 'wp' );
define( 'DB_PASSWORD', 'Ah!!CZwrqp8!bzb' );
define( 'DB_HOST', getenv('DB_HOST') );
define( 'AUTH_KEY', 'eZrfBo6ZG6kGWyFtwifQIqGowYwjKCIJ9jCWjB19fJNQndbqOTJ0EFuXwFyLY2lw' );
$table_prefix = 'wp_';
