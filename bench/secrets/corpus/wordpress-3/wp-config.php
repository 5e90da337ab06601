<?php
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', 'wp' );
define( 'DB_PASSWORD', '&JKzWBufJ@4!foz' );
define( 'DB_HOST', getenv('DB_HOST') );
define( 'AUTH_KEY', 'JHhQA3ho6AUZyEjIuUf4XhLVWIObfqvUaS2jNJnvVzADN4dCZ3SxexPoKzLFHxTZ' );
$table_prefix = 'wp_';
