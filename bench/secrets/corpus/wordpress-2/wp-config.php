<?php
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', 'wp' );
define( 'DB_PASSWORD', '%i&WzEbW@22!NrU' );
define( 'DB_HOST', getenv('DB_HOST') );
define( 'AUTH_KEY', 'din8vUB4nkwMxB6B2jUqHl9uRqNAWqeOCyRYZwNV3zKo6TvIfUfqoGz79Ddy2I9Q' );
$table_prefix = 'wp_';
